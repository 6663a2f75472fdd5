// The words of the platform tour: what its screens say, in Spanish and English, and its
// narration, shown as the video's captions and transcript (scripts/make-promo-video.mjs).

/** The narration: one caption per line, with its start and end in seconds. */
export const NARRATION = [
  {
    start: 0.5,
    end: 3.6,
    es: "Esta es la plataforma donde se encuentran tu equipo y tus proyectos.",
    en: "This is the platform where your people and your projects come together.",
  },
  {
    start: 3.6,
    end: 6.8,
    es: "El panel muestra el equipo activo, los proyectos al día y las horas de la semana.",
    en: "The overview shows your active team, the projects on track and this week's hours.",
  },
  {
    start: 6.8,
    end: 10.2,
    es: "El directorio encuentra a cualquier persona en segundos, por nombre, equipo o cargo.",
    en: "The directory finds anyone in seconds, by name, team or role.",
  },
  {
    start: 10.2,
    end: 13.4,
    es: "Cada perfil reúne beneficios, vacaciones y bienestar en un solo lugar.",
    en: "Each profile keeps benefits, time off and wellbeing in one place.",
  },
  {
    start: 13.4,
    end: 16.8,
    es: "Los proyectos muestran su avance frente al plan, por cliente y por equipo.",
    en: "Projects show their progress against the plan, by client and by team.",
  },
  {
    start: 16.8,
    end: 20.2,
    es: "Las alertas señalan las tareas vencidas antes de que se retrase una entrega.",
    en: "Alerts flag overdue tasks before a delivery slips.",
  },
  {
    start: 20.2,
    end: 23.6,
    es: "Las horas se registran día a día, proyecto por proyecto.",
    en: "Hours are logged day by day, project by project.",
  },
  {
    start: 23.6,
    end: 26.8,
    es: "Con un clic se envían a aprobación, y el responsable las aprueba al momento.",
    en: "One click sends them for approval, and the manager signs them off right away.",
  },
  {
    start: 26.8,
    end: 30,
    es: "La ficha de cada cliente tiene contratos, contactos y fechas de renovación a un clic.",
    en: "Every client's record keeps contracts, contacts and renewal dates a click away.",
  },
  {
    start: 30,
    end: 33.5,
    es: "Tu equipo y tus proyectos, en una sola plataforma. Solicita una demostración.",
    en: "Your people and your projects, on one platform. Request a demo.",
  },
];

/** The tour's length in seconds. */
export const DURATION = 34;

/** The platform's screens: a text that differs between the languages is a pair `{ es, en }`, as in the lists below. */
const SCREEN_COPY = {
  product: "Workspace",
  nav: {
    overview: { es: "Panel", en: "Overview" },
    people: { es: "Colaboradores", en: "People" },
    projects: { es: "Proyectos", en: "Projects" },
    time: { es: "Horas", en: "Timesheets" },
    clients: { es: "Clientes", en: "Clients" },
    benefits: { es: "Beneficios", en: "Benefits" },
    reports: { es: "Reportes", en: "Reports" },
  },
  search: { es: "Buscar personas, proyectos o clientes", en: "Search people, projects or clients" },
  user: {
    name: "Ana Gómez",
    role: { es: "Gerente de proyectos", en: "Project manager" },
  },
  overview: {
    greeting: { es: "Buenos días, Ana", en: "Good morning, Ana" },
    date: { es: "Lunes, 12 de mayo", en: "Monday, 12 May" },
    kpis: [
      {
        label: { es: "Colaboradores activos", en: "Active employees" },
        value: 248,
        format: "int",
        note: { es: "+12 este trimestre", en: "+12 this quarter" },
      },
      {
        label: { es: "Proyectos al día", en: "Projects on track" },
        value: 18,
        format: "of21",
        note: { es: "3 requieren atención", en: "3 need attention" },
      },
      {
        label: { es: "Horas esta semana", en: "Hours this week" },
        value: 4312,
        format: "int",
        note: { es: "96 % registradas", en: "96% logged" },
      },
      {
        label: { es: "Ocupación del equipo", en: "Team utilization" },
        value: 86,
        format: "pct",
        note: { es: "Meta: 85 %", en: "Target: 85%" },
      },
    ],
    chartTitle: { es: "Horas registradas por semana", en: "Hours logged per week" },
    chartWeeks: {
      es: ["S12", "S13", "S14", "S15", "S16", "S17", "S18", "S19"],
      en: ["W12", "W13", "W14", "W15", "W16", "W17", "W18", "W19"],
    },
    todayTitle: { es: "Hoy", en: "Today" },
    today: [
      {
        title: { es: "3 personas ingresan hoy", en: "3 new hires start today" },
        detail: { es: "Bienvenida a las 9:00 a. m.", en: "Welcome session at 9:00 am" },
        tone: "teal",
      },
      {
        title: { es: "Hito: migración del ERP", en: "Milestone: ERP migration" },
        detail: { es: "Transportes del Valle · vence el viernes", en: "Transportes del Valle · due Friday" },
        tone: "blue",
      },
      {
        title: { es: "4 solicitudes de vacaciones", en: "4 time-off requests" },
        detail: { es: "Pendientes de aprobación", en: "Waiting for approval" },
        tone: "warm",
      },
      {
        title: { es: "Renovación: Finlatam", en: "Renewal: Finlatam" },
        detail: { es: "Contrato anual · en 30 días", en: "Annual contract · in 30 days" },
        tone: "blue",
      },
    ],
  },
  people: {
    title: { es: "Colaboradores", en: "People" },
    subtitle: { es: "248 personas · 9 equipos · 6 ciudades", en: "248 people · 9 teams · 6 cities" },
    add: { es: "Agregar persona", en: "Add person" },
    query: "Laura",
    columns: { es: ["Nombre", "Cargo", "Equipo", "Ciudad", "Estado"], en: ["Name", "Role", "Team", "City", "Status"] },
    status: {
      active: { es: "Activo", en: "Active" },
      remote: { es: "Remoto", en: "Remote" },
      leave: { es: "Vacaciones", en: "On leave" },
    },
    profile: {
      since: { es: "En la empresa desde 2021", en: "With the company since 2021" },
      tabs: { es: ["Perfil", "Beneficios", "Vacaciones"], en: ["Profile", "Benefits", "Time off"] },
      benefits: [
        {
          name: { es: "Seguro de vida", en: "Life insurance" },
          value: { es: "Activo", en: "Active" },
        },
        {
          name: { es: "Auxilio educativo", en: "Educational aid" },
          value: { es: "60 % usado", en: "60% used" },
          bar: 0.6,
        },
        {
          name: { es: "Auxilio de conectividad", en: "Connectivity allowance" },
          value: { es: "$45 al mes", en: "$45 a month" },
        },
        {
          name: { es: "Auxilio de salud visual", en: "Eye-care aid" },
          value: { es: "Disponible", en: "Available" },
        },
        {
          name: { es: "Apoyo psicológico", en: "Psychological support" },
          value: { es: "2 sesiones este mes", en: "2 sessions this month" },
        },
      ],
      vacation: { es: "Vacaciones disponibles", en: "Vacation days left" },
      vacationDays: { es: "9 días", en: "9 days" },
    },
  },
  projects: {
    title: { es: "Proyectos", en: "Projects" },
    subtitle: { es: "21 proyectos activos · 7 clientes", en: "21 active projects · 7 clients" },
    months: { es: ["Mar", "Abr", "May", "Jun", "Jul", "Ago"], en: ["Mar", "Apr", "May", "Jun", "Jul", "Aug"] },
    today: { es: "Hoy", en: "Today" },
    legend: {
      onTrack: { es: "Al día", en: "On track" },
      atRisk: { es: "En riesgo", en: "At risk" },
    },
    alert: { es: "2 tareas vencidas", en: "2 overdue tasks" },
    alertDetail: { es: "Modelo de datos · responsable: Camilo Torres", en: "Data model · owner: Camilo Torres" },
  },
  time: {
    title: { es: "Horas", en: "Timesheets" },
    week: { es: "Semana del 12 al 16 de mayo", en: "Week of 12–16 May" },
    days: { es: ["Lun", "Mar", "Mié", "Jue", "Vie"], en: ["Mon", "Tue", "Wed", "Thu", "Fri"] },
    total: "Total",
    submit: { es: "Enviar a aprobación", en: "Submit for approval" },
    approved: { es: "Aprobadas", en: "Approved" },
    toast: { es: "Ana Gómez aprobó tus horas de la semana", en: "Ana Gómez approved your timesheet" },
    internal: { es: "Capacitación interna", en: "Internal training" },
    steps: { es: ["Registradas", "Enviadas", "Aprobadas"], en: ["Logged", "Submitted", "Approved"] },
  },
  clients: {
    title: { es: "Clientes", en: "Clients" },
    industry: { es: "Logística · Cali, Colombia", en: "Logistics · Cali, Colombia" },
    status: { es: "Cliente activo", en: "Active client" },
    contract: { es: "Contrato", en: "Contract" },
    contractValue: { es: "Servicios gestionados", en: "Managed services" },
    contractAmount: { es: "USD 18.400 / mes", en: "USD 18,400 / month" },
    renewal: { es: "Renovación", en: "Renewal" },
    renewalDate: { es: "30 de agosto", en: "30 August" },
    renewalIn: { es: "en 45 días", en: "in 45 days" },
    satisfaction: { es: "Satisfacción", en: "Satisfaction" },
    contacts: { es: "Contactos", en: "Contacts" },
    contactRoles: {
      es: ["Gerente de Operaciones", "Director Financiero", "Jefe de Tecnología"],
      en: ["Operations Manager", "Chief Financial Officer", "Head of IT"],
    },
    activity: { es: "Actividad reciente", en: "Recent activity" },
    events: {
      es: ["Factura 1042 pagada", "Reunión trimestral agendada", "Migración del ERP al 72 %", "Contrato renovado por un año"],
      en: ["Invoice 1042 paid", "Quarterly review scheduled", "ERP migration at 72%", "Contract renewed for a year"],
    },
    when: { es: ["Hoy", "Ayer", "Hace 3 días", "Agosto de 2024"], en: ["Today", "Yesterday", "3 days ago", "August 2024"] },
  },
  end: {
    title: { es: "Tu equipo y tus proyectos, en una sola plataforma", en: "Your people and your projects, on one platform" },
    cta: { es: "Solicita una demostración", en: "Request a demo" },
  },
};

/** Each `{ es, en }` pair in a copy tree resolved to one language. */
function inLanguage(node, language) {
  if (Array.isArray(node)) return node.map((item) => inLanguage(item, language));
  if (node === null || typeof node !== "object") return node;
  const keys = Object.keys(node);
  if (keys.length === 2 && "es" in node && "en" in node) return node[language];
  return Object.fromEntries(keys.map((key) => [key, inLanguage(node[key], language)]));
}

/** The platform's screens, in each language. */
export const SCREENS = { es: inLanguage(SCREEN_COPY, "es"), en: inLanguage(SCREEN_COPY, "en") };

/** People in the directory: the same in both languages but for their roles and teams. */
export const PEOPLE = [
  {
    name: "Laura Restrepo",
    role: { es: "Desarrolladora full stack", en: "Full stack developer" },
    team: { es: "Producto", en: "Product" },
    city: "Medellín",
    status: "active",
    color: "#0d9488",
  },
  {
    name: "Camilo Torres",
    role: { es: "Ingeniero de datos", en: "Data engineer" },
    team: { es: "Datos", en: "Data" },
    city: "Bogotá",
    status: "remote",
    color: "#2f66b3",
  },
  {
    name: "Mariana Díaz",
    role: { es: "Diseñadora UX/UI", en: "UX/UI designer" },
    team: { es: "Producto", en: "Product" },
    city: "Cali",
    status: "active",
    color: "#f59e0b",
  },
  {
    name: "Julián Herrera",
    role: { es: "Experto en ciberseguridad", en: "Cybersecurity expert" },
    team: { es: "Infraestructura", en: "Infrastructure" },
    city: "Bogotá",
    status: "active",
    color: "#1b3a66",
  },
  {
    name: "Sofía Vargas",
    role: { es: "Asistente médica virtual", en: "Virtual medical assistant" },
    team: { es: "Salud", en: "Health" },
    city: "Barranquilla",
    status: "remote",
    color: "#0f766e",
  },
  {
    name: "Andrés Molina",
    role: { es: "Experto en bases de datos", en: "Database expert" },
    team: { es: "Datos", en: "Data" },
    city: "Bogotá",
    status: "leave",
    color: "#7c3aed",
  },
  {
    name: "Paula Mendoza",
    role: { es: "Contadora", en: "Accountant" },
    team: { es: "Finanzas", en: "Finance" },
    city: "Cali",
    status: "active",
    color: "#db2777",
  },
];

/** Projects on the timeline: start and end in months from March, progress, and whether at risk. */
export const PROJECTS = [
  { name: { es: "Migración del ERP", en: "ERP migration" }, client: "Transportes del Valle", from: 0.2, to: 4.1, progress: 0.72 },
  { name: { es: "App de agendamiento", en: "Scheduling app" }, client: "Coastal Family Clinic", from: 1.1, to: 5.2, progress: 0.45 },
  { name: { es: "Bodega de datos", en: "Data warehouse" }, client: "Finlatam", from: 0.6, to: 3.6, progress: 0.58, risk: true },
  { name: { es: "Facturación con RPA", en: "RPA invoicing" }, client: "Andes Retail", from: 0, to: 2.6, progress: 0.9 },
  { name: { es: "Comercio electrónico B2B", en: "B2B e-commerce" }, client: "Café Montaña", from: 2.1, to: 5.3, progress: 0.3 },
];

/** Hours per day (Monday to Friday) on each timesheet row. */
export const TIMESHEET = [
  { name: { es: "Migración del ERP", en: "ERP migration" }, hours: [5, 4, 6, 3, 5] },
  { name: { es: "Bodega de datos", en: "Data warehouse" }, hours: [2, 3, 2, 4, 2] },
  { internal: true, hours: [1, 1, 0, 1, 1] },
];
