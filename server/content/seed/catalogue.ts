import type { ConsultingService, ServiceOption, SiteEvent, Vacancy } from "../../../contracts/lists.ts";

/** A vacancy's skills are technology names (the list's `technologyName`): the same in either language. */
const skills = (...names: string[]) => names.map((technologyName) => ({ technologyName }));

export const sampleVacancies: Vacancy[] = [
  {
    vacancyName: "Full Stack Developer (React / Node.js)",
    vacancyGUID: "2b7f4c1e-5d3a-4e8b-9f21-6a0c8d9e1b01",
    recruitingEffortId: "RE-2025-101",
    vacancySkills: skills("TypeScript", "React", "Node.js", "PostgreSQL", "Docker"),
  },
  {
    vacancyName: "UX/UI Designer",
    vacancyGUID: "2b7f4c1e-5d3a-4e8b-9f21-6a0c8d9e1b02",
    recruitingEffortId: "RE-2025-102",
    vacancySkills: skills("Figma", "Adobe XD", "Miro", "Maze", "Storybook"),
  },
  {
    vacancyName: "Cybersecurity Analyst",
    vacancyGUID: "2b7f4c1e-5d3a-4e8b-9f21-6a0c8d9e1b03",
    recruitingEffortId: "RE-2025-103",
    vacancySkills: skills("SIEM", "ISO 27001", "Microsoft Sentinel", "Burp Suite", "Wireshark"),
  },
  {
    vacancyName: "Database Administrator (SQL Server / PostgreSQL)",
    vacancyGUID: "2b7f4c1e-5d3a-4e8b-9f21-6a0c8d9e1b04",
    recruitingEffortId: "RE-2025-104",
    vacancySkills: skills("SQL Server", "PostgreSQL", "T-SQL", "Azure SQL", "Redis"),
  },
  {
    vacancyName: "RPA Developer (Power Automate / UiPath)",
    vacancyGUID: "2b7f4c1e-5d3a-4e8b-9f21-6a0c8d9e1b05",
    recruitingEffortId: "RE-2025-105",
    vacancySkills: skills("Power Automate", "UiPath", "Logic Apps", "C#", "Blue Prism"),
  },
  {
    vacancyName: "Data Engineer (Azure)",
    vacancyGUID: "2b7f4c1e-5d3a-4e8b-9f21-6a0c8d9e1b06",
    recruitingEffortId: "RE-2025-106",
    vacancySkills: skills("Python", "Azure Data Factory", "Databricks", "Power BI", "SQL"),
  },
  {
    vacancyName: "Virtual Medical Assistant (Bilingual)",
    vacancyGUID: "2b7f4c1e-5d3a-4e8b-9f21-6a0c8d9e1b07",
    recruitingEffortId: "RE-2025-107",
    vacancySkills: skills("Epic", "eClinicalWorks", "athenahealth", "Kareo", "Microsoft 365"),
  },
];

const guid = (n: number) => `9c4e1a7b-2f6d-4b3e-8a15-${String(n).padStart(12, "0")}`;

export const sampleConsultingServices: ConsultingService[] = [
  ["Market expansion strategies", "Estrategias de expansión de mercado"],
  ["Business development and growth planning", "Desarrollo de negocios y planeación del crecimiento"],
  ["Digital transformation advisory", "Asesoría en transformación digital"],
  ["Technology roadmap development", "Desarrollo de hojas de ruta tecnológicas"],
  ["Startup consulting", "Consultoría para startups"],
  ["IT project management", "Gerencia de proyectos de TI"],
  ["Data and analytics strategy", "Estrategia de datos y analítica"],
  ["Cybersecurity assessment", "Evaluación de ciberseguridad"],
  ["Process optimization", "Optimización de procesos"],
].map(([en, es], index) => ({
  Service_Name_EN: en ?? "",
  Service_Name_ES: es ?? "",
  Service_GUID: guid(index + 1),
  Service_Name: en ?? "",
}));

const options = (pairs: [string, string][]): ServiceOption[] => pairs.map(([es, en]) => ({ Service_Name_ES: es, Service_Name_EN: en }));

export const sampleTechOptions = options([
  ["Inteligencia artificial y aprendizaje automático", "Artificial intelligence and machine learning"],
  ["Automatización robótica de procesos (RPA)", "Robotic process automation (RPA)"],
  ["Nube", "Cloud"],
  ["Inteligencia de negocios", "Business intelligence"],
  ["Desarrollo web y de aplicaciones", "Web and app development"],
]);

export const sampleVmaOptions = options([
  ["Centro de contacto para pacientes", "Patient contact center"],
  ["Centro de agendamiento", "Scheduling center"],
  ["Revisión y comunicación de diagnósticos", "Diagnostic reviews and communications"],
  ["Gestión de tratamientos", "Treatment management"],
  ["Gestión de riesgos", "Risk management"],
  ["Mantenimiento de historias clínicas electrónicas (EMR)", "EMR maintenance"],
  ["Auditoría", "Auditing"],
  ["Coordinación de facturación", "Billing coordination"],
  ["Verificación previa de cobertura financiera", "Financial coverage prechecks"],
]);

/** Local date-time `days` from `now` at `hour`:00, as the events list carries it. */
function at(now: Date, days: number, hour: number): string {
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days, hour));
  return date.toISOString().slice(0, 19);
}

/**
 * One live session, upcoming ones from a week to two months ahead (soonest
 * first) and recordings of the past months (latest first): more than three
 * in each of those two, so that their watch more / watch less has work to do.
 */
export function sampleEvents(now: Date): SiteEvent[] {
  return [
    {
      CATEGORY: 3,
      TITLE: "En vivo: automatización inteligente en el sector financiero",
      TITLE_EN: "Live: intelligent automation in financial services",
      DESCRIPCION:
        "Cómo bancos y cooperativas colombianas redujeron tiempos de conciliación con RPA e IA, con casos reales y preguntas del público.",
      DESCRIPTION_EN: "How Colombian banks and credit unions cut reconciliation times with RPA and AI: real cases and audience questions.",
      DETAILS_DATE_FROM: at(now, 0, 14),
      DETAILS_DATE_TO: at(now, 0, 16),
      DETAILS_PRESENTER: "María Fernanda Ríos",
      BOTONURL: "https://events.example.com/live/automation-finance",
      BUTTONTEXT: "Join",
    },
    {
      CATEGORY: 1,
      TITLE: "IA generativa en la empresa: casos de uso con retorno medible",
      TITLE_EN: "Generative AI at work: use cases with a measurable return",
      DESCRIPCION:
        "Asistentes internos, análisis de documentos y atención al cliente: qué funciona hoy, cuánto cuesta y cómo proteger los datos.",
      DESCRIPTION_EN:
        "Internal assistants, document analysis and customer service: what works today, what it costs and how to protect data.",
      DETAILS_DATE_FROM: at(now, 7, 15),
      DETAILS_DATE_TO: at(now, 7, 16),
      DETAILS_PRESENTER: "Santiago Restrepo",
      BOTONURL: "https://events.example.com/register/generative-ai",
      BUTTONTEXT: "Register",
    },
    {
      CATEGORY: 1,
      TITLE: "Nearshoring desde Colombia: cómo armar equipos remotos de alto desempeño",
      TITLE_EN: "Nearshoring from Colombia: building high-performing remote teams",
      DESCRIPCION: "Claves para contratar talento de TI en Colombia: husos horarios, costos, cumplimiento laboral y retención.",
      DESCRIPTION_EN:
        "What US companies should know about hiring IT talent in Colombia: time zones, costs, labor compliance and retention.",
      DETAILS_DATE_FROM: at(now, 14, 15),
      DETAILS_DATE_TO: at(now, 14, 16),
      DETAILS_PRESENTER: "Juan Camilo Herrera",
      BOTONURL: "https://events.example.com/register/nearshoring",
      BUTTONTEXT: "Register",
    },
    {
      CATEGORY: 1,
      TITLE: "Cierre contable sin estrés: automatización para equipos financieros",
      TITLE_EN: "A stress-free month-end close: automation for finance teams",
      DESCRIPCION: "Conciliaciones, provisiones y reportes: cómo acortar el cierre mensual de diez a cuatro días sin perder control.",
      DESCRIPTION_EN:
        "Reconciliations, accruals and reports: how to shorten the monthly close from ten days to four without losing control.",
      DETAILS_DATE_FROM: at(now, 21, 16),
      DETAILS_DATE_TO: at(now, 21, 17),
      DETAILS_PRESENTER: "Paula Andrea Vargas",
      BOTONURL: "https://events.example.com/register/month-end-close",
      BUTTONTEXT: "Register",
    },
    {
      CATEGORY: 1,
      TITLE: "Asistentes médicos virtuales: menos ausentismo, más tiempo clínico",
      TITLE_EN: "Virtual medical assistants: fewer no-shows, more clinical time",
      DESCRIPCION:
        "Taller para clínicas en Estados Unidos sobre agendamiento, verificación de seguros y seguimiento de pacientes con asistentes remotos.",
      DESCRIPTION_EN: "A workshop for US practices on scheduling, insurance verification and patient follow-up with remote assistants.",
      DETAILS_DATE_FROM: at(now, 30, 17),
      DETAILS_DATE_TO: at(now, 30, 18),
      DETAILS_PRESENTER: "Dr. Laura Castillo",
      BOTONURL: "https://events.example.com/register/vma-workshop",
      BUTTONTEXT: "Register",
    },
    {
      CATEGORY: 1,
      TITLE: "Zonas francas en Colombia: beneficios para el inversionista extranjero",
      TITLE_EN: "Free trade zones in Colombia: what they offer foreign investors",
      DESCRIPCION: "Tarifa preferencial de renta, trámites de instalación y sectores con más demanda, explicados con casos recientes.",
      DESCRIPTION_EN: "A preferential income tax rate, how to set up and the sectors in most demand, explained with recent cases.",
      DETAILS_DATE_FROM: at(now, 42, 15),
      DETAILS_DATE_TO: at(now, 42, 16),
      DETAILS_PRESENTER: "Catalina Montoya",
      BOTONURL: "https://events.example.com/register/free-trade-zones",
      BUTTONTEXT: "Register",
    },
    {
      CATEGORY: 1,
      TITLE: "Entrevistas técnicas remotas que sí predicen el desempeño",
      TITLE_EN: "Remote technical interviews that actually predict performance",
      DESCRIPCION:
        "Pruebas prácticas, entrevistas estructuradas y referencias: el proceso con el que seleccionamos desarrolladores senior.",
      DESCRIPTION_EN: "Practical exercises, structured interviews and references: the process we use to select senior developers.",
      DETAILS_DATE_FROM: at(now, 56, 16),
      DETAILS_DATE_TO: at(now, 56, 17),
      DETAILS_PRESENTER: "Daniela Ospina",
      BOTONURL: "https://events.example.com/register/technical-interviews",
      BUTTONTEXT: "Register",
    },
    {
      CATEGORY: 2,
      TITLE: "Migrar a la nube sin sorpresas en la factura",
      TITLE_EN: "Moving to the cloud without bill shock",
      DESCRIPCION:
        "Etiquetado, ambientes que se apagan solos y planes de ahorro: cómo controlar el gasto en Azure y AWS desde el primer mes.",
      DESCRIPTION_EN:
        "Tagging, environments that switch themselves off and savings plans: keeping Azure and AWS spend in check from month one.",
      DETAILS_DATE_FROM: at(now, -10, 15),
      DETAILS_DATE_TO: at(now, -10, 16),
      DETAILS_PRESENTER: "Ricardo Mejía",
      BOTONURL: "https://events.example.com/watch/cloud-costs",
      BUTTONTEXT: "Watch",
    },
    {
      CATEGORY: 2,
      TITLE: "Inteligencia de negocios para pymes: del Excel al tablero",
      TITLE_EN: "Business intelligence for SMEs: from spreadsheets to dashboards",
      DESCRIPCION: "Grabación del webinar sobre cómo construir indicadores confiables con Power BI sin un equipo de datos dedicado.",
      DESCRIPTION_EN: "Recording of our webinar on building trustworthy KPIs with Power BI without a dedicated data team.",
      DETAILS_DATE_FROM: at(now, -21, 15),
      DETAILS_DATE_TO: at(now, -21, 16),
      DETAILS_PRESENTER: "Andrés Felipe Gómez",
      BOTONURL: "https://events.example.com/watch/bi-smes",
      BUTTONTEXT: "Watch",
    },
    {
      CATEGORY: 2,
      TITLE: "Ciberseguridad para pymes: del diagnóstico al plan de acción",
      TITLE_EN: "Cybersecurity for SMEs: from assessment to action plan",
      DESCRIPCION: "Los cinco controles que detienen la mayoría de los incidentes y cómo priorizarlos con un presupuesto limitado.",
      DESCRIPTION_EN: "The five controls that stop most incidents, and how to prioritise them on a limited budget.",
      DETAILS_DATE_FROM: at(now, -35, 16),
      DETAILS_DATE_TO: at(now, -35, 17),
      DETAILS_PRESENTER: "Valentina Duarte",
      BOTONURL: "https://events.example.com/watch/cybersecurity-smes",
      BUTTONTEXT: "Watch",
    },
    {
      CATEGORY: 2,
      TITLE: "Invertir en Colombia: energías renovables y agroindustria",
      TITLE_EN: "Investing in Colombia: renewable energy and agribusiness",
      DESCRIPCION: "Panel con inversionistas sobre incentivos tributarios, socios locales y gestión de riesgo cambiario.",
      DESCRIPTION_EN: "An investor panel on tax incentives, local partners and managing currency risk.",
      DETAILS_DATE_FROM: at(now, -45, 16),
      DETAILS_DATE_TO: at(now, -45, 17),
      DETAILS_PRESENTER: "Catalina Montoya",
      BOTONURL: "https://events.example.com/watch/invest-colombia",
      BUTTONTEXT: "Watch",
    },
    {
      CATEGORY: 2,
      TITLE: "Implementar un ERP sin detener la operación",
      TITLE_EN: "Rolling out an ERP without stopping operations",
      DESCRIPCION:
        "Lecciones de tres implementaciones en empresas manufactureras: datos maestros, capacitación y salida en vivo por etapas.",
      DESCRIPTION_EN: "Lessons from three rollouts at manufacturers: master data, role-based training and going live in stages.",
      DETAILS_DATE_FROM: at(now, -60, 15),
      DETAILS_DATE_TO: at(now, -60, 16),
      DETAILS_PRESENTER: "Felipe Arango",
      BOTONURL: "https://events.example.com/watch/erp-rollout",
      BUTTONTEXT: "Watch",
    },
    {
      CATEGORY: 2,
      TITLE: "Facturación médica: cómo reducir los rechazos de las aseguradoras",
      TITLE_EN: "Medical billing: cutting insurer denials",
      DESCRIPCION: "Codificación, verificación previa de cobertura y seguimiento de reclamaciones con asistentes médicos virtuales.",
      DESCRIPTION_EN: "Coding, coverage prechecks and claim follow-up with virtual medical assistants.",
      DETAILS_DATE_FROM: at(now, -75, 17),
      DETAILS_DATE_TO: at(now, -75, 18),
      DETAILS_PRESENTER: "Dr. Laura Castillo",
      BOTONURL: "https://events.example.com/watch/medical-billing",
      BUTTONTEXT: "Watch",
    },
  ];
}
