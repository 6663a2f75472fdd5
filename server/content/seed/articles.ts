import type { ArticleSource } from "../../../contracts/lists.ts";
import { articleCover } from "./article-images.ts";

interface Draft {
  es: { title: string; intro: string; points: string[]; close: string };
  en: { title: string; intro: string; points: string[]; close: string };
  featured: boolean;
}

const html = (part: Draft["es"]) =>
  `<p>${part.intro}</p><ul>${part.points.map((point) => `<li>${point}</li>`).join("")}</ul><p>${part.close}</p>`;

const drafts: Draft[] = [
  {
    featured: true,
    es: {
      title: "Cinco procesos financieros que conviene automatizar primero",
      intro:
        "La automatización robótica de procesos (RPA) da resultados rápidos cuando se aplica a tareas repetitivas, con reglas claras y alto volumen.",
      points: [
        "Conciliación bancaria diaria",
        "Registro de facturas de proveedores",
        "Validación de órdenes de compra",
        "Reportes regulatorios recurrentes",
        "Cobranza preventiva por correo",
      ],
      close: "Empezar por procesos medibles permite demostrar el retorno en semanas y financiar la siguiente ola de automatización.",
    },
    en: {
      title: "Five finance processes worth automating first",
      intro: "Robotic process automation (RPA) pays off fastest on repetitive, rule-based, high-volume work.",
      points: [
        "Daily bank reconciliation",
        "Supplier invoice entry",
        "Purchase order validation",
        "Recurring regulatory reports",
        "Preventive collection e-mails",
      ],
      close: "Starting with measurable processes proves the return within weeks and funds the next wave of automation.",
    },
  },
  {
    featured: true,
    es: {
      title: "Nearshoring en Colombia: lo que debe saber una empresa estadounidense",
      intro:
        "Colombia comparte horario laboral con buena parte de Estados Unidos y cuenta con una comunidad de ingenieros bilingües en crecimiento.",
      points: [
        "Diferencia horaria de cero a dos horas",
        "Costos competitivos sin sacrificar calidad",
        "Contratación conforme a la legislación laboral colombiana",
      ],
      close: "Un socio local reduce los riesgos de cumplimiento y acelera la incorporación de cada especialista.",
    },
    en: {
      title: "Nearshoring in Colombia: what a US company should know",
      intro: "Colombia shares working hours with most of the United States and has a growing community of bilingual engineers.",
      points: [
        "Zero to two hours of time difference",
        "Competitive costs without trading off quality",
        "Hiring that complies with Colombian labor law",
      ],
      close: "A local partner lowers compliance risk and speeds up onboarding for every specialist.",
    },
  },
  {
    featured: true,
    es: {
      title: "Cómo los asistentes médicos virtuales reducen el ausentismo de pacientes",
      intro:
        "Las citas perdidas cuestan tiempo clínico e ingresos. Un asistente médico virtual bilingüe puede confirmar, reagendar y recordar citas a diario.",
      points: [
        "Confirmaciones 48 y 24 horas antes",
        "Listas de espera para ocupar cancelaciones",
        "Verificación de seguro antes de la consulta",
      ],
      close: "Las clínicas que adoptan este flujo suelen recuperar horas de agenda cada semana.",
    },
    en: {
      title: "How virtual medical assistants reduce patient no-shows",
      intro:
        "Missed appointments cost clinical time and revenue. A bilingual virtual medical assistant can confirm, reschedule and remind patients every day.",
      points: ["Confirmations 48 and 24 hours ahead", "Waiting lists that fill cancellations", "Insurance verification before the visit"],
      close: "Practices that adopt this workflow usually win back hours of schedule every week.",
    },
  },
  {
    featured: true,
    es: {
      title: "Tableros de inteligencia de negocios para pymes",
      intro: "No se necesita un gran equipo de datos para tomar decisiones con información confiable.",
      points: [
        "Definir cinco indicadores que importan",
        "Conectar fuentes existentes: ERP, CRM y hojas de cálculo",
        "Actualizar los datos de forma automática",
      ],
      close: "Un primer tablero útil puede estar listo en menos de un mes.",
    },
    en: {
      title: "Business intelligence dashboards for small and mid-sized companies",
      intro: "You do not need a large data team to make decisions on reliable information.",
      points: [
        "Define the five indicators that matter",
        "Connect existing sources: ERP, CRM and spreadsheets",
        "Refresh the data automatically",
      ],
      close: "A first useful dashboard can be ready in less than a month.",
    },
  },
  {
    featured: false,
    es: {
      title: "Migrar a la nube sin sorpresas en la factura",
      intro: "El costo de la nube depende más de la arquitectura y la disciplina operativa que del proveedor elegido.",
      points: [
        "Etiquetar recursos por proyecto",
        "Apagar ambientes de prueba fuera de horario",
        "Revisar reservas y planes de ahorro cada trimestre",
      ],
      close: "Con gobierno de costos desde el primer día, la migración se paga sola.",
    },
    en: {
      title: "Moving to the cloud without bill shock",
      intro: "Cloud cost depends more on architecture and operating discipline than on the provider you choose.",
      points: [
        "Tag resources by project",
        "Switch off test environments after hours",
        "Review reservations and savings plans every quarter",
      ],
      close: "With cost governance from day one, the migration pays for itself.",
    },
  },
  {
    featured: false,
    es: {
      title: "Inteligencia artificial en el servicio al cliente: por dónde empezar",
      intro: "Los asistentes conversacionales funcionan mejor cuando resuelven preguntas frecuentes y escalan a una persona a tiempo.",
      points: [
        "Base de conocimiento actualizada",
        "Traspaso claro a un agente humano",
        "Medición de satisfacción después de cada conversación",
      ],
      close: "La IA amplía la capacidad del equipo; no reemplaza el criterio de las personas.",
    },
    en: {
      title: "AI in customer service: where to begin",
      intro: "Conversational assistants work best when they answer frequent questions and hand over to a person in time.",
      points: ["An up-to-date knowledge base", "A clear handover to a human agent", "Satisfaction measured after every conversation"],
      close: "AI extends the team's capacity; it does not replace people's judgement.",
    },
  },
  {
    featured: false,
    es: {
      title: "Ley 1581: cómo tratar datos personales de clientes y candidatos",
      intro: "La ley colombiana de protección de datos exige autorización previa, expresa e informada para tratar datos personales.",
      points: [
        "Conservar prueba de la autorización",
        "Publicar una política de tratamiento",
        "Atender consultas y reclamos en los plazos legales",
      ],
      close: "Cumplir la norma también genera confianza en quienes nos comparten su información.",
    },
    en: {
      title: "Colombia's Law 1581: handling personal data of clients and candidates",
      intro: "Colombia's data protection law requires prior, express and informed authorisation to process personal data.",
      points: [
        "Keep proof of the authorisation",
        "Publish a data processing policy",
        "Answer requests and complaints within the legal deadlines",
      ],
      close: "Compliance also builds trust with the people who share their information with us.",
    },
  },
  {
    featured: false,
    es: {
      title: "Contratar talento de TI remoto en Latinoamérica",
      intro: "Un buen proceso de selección remoto combina pruebas técnicas realistas con entrevistas culturales.",
      points: [
        "Descripciones de cargo precisas",
        "Pruebas prácticas cortas y pagadas cuando son extensas",
        "Incorporación con un mentor asignado",
      ],
      close: "La retención empieza el primer día: claridad, herramientas y acompañamiento.",
    },
    en: {
      title: "Hiring remote IT talent in Latin America",
      intro: "A good remote hiring process combines realistic technical exercises with culture interviews.",
      points: ["Precise job descriptions", "Short practical tests, paid when they are long", "Onboarding with an assigned mentor"],
      close: "Retention starts on day one: clarity, tools and support.",
    },
  },
  {
    featured: false,
    es: {
      title: "Tercerizar la contabilidad: ventajas para empresas en crecimiento",
      intro: "Delegar la contabilidad permite enfocarse en vender y operar, con cifras al día para decidir.",
      points: [
        "Cierres mensuales puntuales",
        "Cumplimiento tributario con la DIAN",
        "Informes financieros claros para socios e inversionistas",
      ],
      close: "Un equipo externo especializado cuesta menos que una nómina completa y escala con la empresa.",
    },
    en: {
      title: "Outsourcing accounting: benefits for growing companies",
      intro: "Outsourcing accounting lets a company focus on selling and operating, with up-to-date figures for decisions.",
      points: ["On-time monthly closings", "Tax compliance with Colombia's DIAN", "Clear financial reports for partners and investors"],
      close: "A specialised external team costs less than a full payroll and scales with the company.",
    },
  },
  {
    featured: false,
    es: {
      title: "Energías renovables en Colombia: una ventana para inversionistas",
      intro: "Los incentivos tributarios y la abundancia de recursos solares y eólicos han atraído capital nacional y extranjero.",
      points: ["Beneficios de la Ley 1715 de 2014", "Subastas de energía de largo plazo", "Socios locales para licencias y comunidades"],
      close: "Una debida diligencia cuidadosa es la base de cualquier inversión sostenible.",
    },
    en: {
      title: "Renewable energy in Colombia: a window for investors",
      intro: "Tax incentives and abundant solar and wind resources have drawn domestic and foreign capital.",
      points: ["Benefits under Law 1715 of 2014", "Long-term energy auctions", "Local partners for permits and community relations"],
      close: "Careful due diligence is the basis of any sustainable investment.",
    },
  },
  {
    featured: false,
    es: {
      title: "Comercio electrónico B2B: vender a empresas en línea",
      intro: "Los compradores corporativos esperan la misma comodidad que encuentran como consumidores.",
      points: [
        "Catálogos con precios por cliente",
        "Pedidos recurrentes en pocos clics",
        "Integración con inventario y facturación electrónica",
      ],
      close: "Una plataforma B2B bien integrada reduce errores y acorta el ciclo de venta.",
    },
    en: {
      title: "B2B e-commerce: selling to businesses online",
      intro: "Corporate buyers expect the same convenience they enjoy as consumers.",
      points: ["Catalogues with customer-specific prices", "Repeat orders in a few clicks", "Integration with inventory and e-invoicing"],
      close: "A well-integrated B2B platform reduces errors and shortens the sales cycle.",
    },
  },
  {
    featured: false,
    es: {
      title: "Implementar un ERP sin detener la operación",
      intro: "La adopción de un ERP es un proyecto de personas y procesos tanto como de tecnología.",
      points: ["Migrar datos maestros limpios", "Capacitar por roles antes de salir en vivo", "Salir en vivo por etapas, no todo a la vez"],
      close: "Un plan por fases mantiene el negocio funcionando mientras el sistema madura.",
    },
    en: {
      title: "Rolling out an ERP without stopping operations",
      intro: "Adopting an ERP is a people and process project as much as a technology one.",
      points: ["Migrate clean master data", "Train by role before go-live", "Go live in stages, not all at once"],
      close: "A phased plan keeps the business running while the system matures.",
    },
  },
  {
    featured: false,
    es: {
      title: "Ciberseguridad para pymes: cinco controles que detienen la mayoría de los ataques",
      intro: "La mayoría de los incidentes en empresas pequeñas empiezan por una contraseña robada o un equipo sin actualizar.",
      points: [
        "Autenticación multifactor en correo y accesos remotos",
        "Actualizaciones automáticas de sistemas y aplicaciones",
        "Copias de seguridad fuera de línea y probadas",
        "Cuentas de administrador solo para quien las necesita",
        "Capacitación breve y periódica contra el phishing",
      ],
      close: "Estos controles cuestan poco frente al precio de un día sin operar.",
    },
    en: {
      title: "Cybersecurity for small businesses: five controls that stop most attacks",
      intro: "Most incidents at small companies start with a stolen password or an unpatched computer.",
      points: [
        "Multi-factor authentication on e-mail and remote access",
        "Automatic updates for systems and applications",
        "Offline backups that are tested",
        "Administrator accounts only for those who need them",
        "Short, regular phishing awareness training",
      ],
      close: "These controls cost little next to the price of a day without operating.",
    },
  },
  {
    featured: false,
    es: {
      title: "Aumento de personal o tercerización: cuál conviene a su proyecto",
      intro: "Sumar especialistas a su equipo y entregar un proyecto completo a un tercero resuelven problemas distintos.",
      points: [
        "Aumento de personal: usted dirige, nosotros aportamos el talento",
        "Tercerización: un equipo externo responde por el resultado",
        "Un modelo mixto para proyectos que crecen por etapas",
      ],
      close: "La decisión depende de cuánto control quiere conservar y de la madurez de su equipo interno.",
    },
    en: {
      title: "Staff augmentation or outsourcing: which suits your project",
      intro: "Adding specialists to your team and handing a whole project to a third party solve different problems.",
      points: [
        "Staff augmentation: you lead, we provide the talent",
        "Outsourcing: an external team answers for the outcome",
        "A mixed model for projects that grow in stages",
      ],
      close: "The choice depends on how much control you want to keep and how mature your in-house team is.",
    },
  },
  {
    featured: false,
    es: {
      title: "Facturación médica en Estados Unidos: errores que retrasan los pagos",
      intro: "Una reclamación rechazada puede tardar semanas en pagarse. Casi siempre el origen es un dato que faltó al registrar la cita.",
      points: [
        "Datos del paciente y del seguro incompletos",
        "Códigos de diagnóstico y procedimiento que no coinciden",
        "Autorizaciones previas que nadie solicitó",
      ],
      close: "Un asistente médico virtual que verifica cada caso antes de la consulta evita la mayoría de estos rechazos.",
    },
    en: {
      title: "US medical billing: the mistakes that delay payment",
      intro: "A denied claim can take weeks to be paid. Almost always the cause is a detail missed when the visit was booked.",
      points: [
        "Incomplete patient and insurance details",
        "Diagnosis and procedure codes that do not match",
        "Prior authorizations nobody requested",
      ],
      close: "A virtual medical assistant who checks every case before the visit prevents most of these denials.",
    },
  },
  {
    featured: false,
    es: {
      title: "Flujo de caja: cómo proyectarlo a 13 semanas",
      intro: "El estado de resultados dice si la empresa gana dinero; el flujo de caja dice si podrá pagar la nómina del próximo mes.",
      points: [
        "Partir del saldo real en bancos",
        "Proyectar cobros según el comportamiento de cada cliente",
        "Actualizar la proyección cada semana y comparar con lo real",
      ],
      close: "Trece semanas dan tiempo suficiente para negociar con bancos y proveedores antes de que falte liquidez.",
    },
    en: {
      title: "Cash flow: how to build a 13-week forecast",
      intro:
        "The income statement tells you whether the company makes money; cash flow tells you whether it can meet next month's payroll.",
      points: [
        "Start from the actual bank balance",
        "Forecast collections from each customer's payment habits",
        "Update the forecast weekly and compare it with actuals",
      ],
      close: "Thirteen weeks leave enough time to negotiate with banks and suppliers before cash runs short.",
    },
  },
  {
    featured: false,
    es: {
      title: "Aplicaciones móviles: nativas, multiplataforma o web progresivas",
      intro: "La tecnología correcta depende de quién usará la aplicación, con qué frecuencia y qué funciones del teléfono necesita.",
      points: [
        "Nativas: el mejor rendimiento y acceso completo al dispositivo",
        "Multiplataforma: un solo código para iOS y Android",
        "Web progresivas: sin tiendas de aplicaciones y con actualización inmediata",
      ],
      close: "Definir primero los casos de uso evita reescribir la aplicación un año después.",
    },
    en: {
      title: "Mobile apps: native, cross-platform or progressive web",
      intro: "The right technology depends on who will use the app, how often, and which phone features it needs.",
      points: [
        "Native: the best performance and full access to the device",
        "Cross-platform: one codebase for iOS and Android",
        "Progressive web apps: no app stores and instant updates",
      ],
      close: "Settling the use cases first avoids rewriting the app a year later.",
    },
  },
  {
    featured: false,
    es: {
      title: "Cómo evaluar a un desarrollador senior en una entrevista técnica",
      intro: "Los acertijos de algoritmos dicen poco del trabajo diario. Una buena entrevista se parece al trabajo real.",
      points: [
        "Revisar código existente y proponer mejoras",
        "Diseñar un sistema pequeño y explicar sus compromisos",
        "Conversar sobre un proyecto difícil del pasado",
      ],
      close: "Un proceso claro y respetuoso también es la primera impresión que el candidato se lleva de su empresa.",
    },
    en: {
      title: "How to assess a senior developer in a technical interview",
      intro: "Algorithm puzzles say little about day-to-day work. A good interview looks like the real job.",
      points: [
        "Review existing code and suggest improvements",
        "Design a small system and explain its trade-offs",
        "Talk through a difficult past project",
      ],
      close: "A clear, respectful process is also the candidate's first impression of your company.",
    },
  },
  {
    featured: false,
    es: {
      title: "Zonas francas en Colombia: beneficios para inversionistas extranjeros",
      intro: "Las zonas francas combinan una tarifa preferencial de renta con ventajas aduaneras para producir y exportar desde Colombia.",
      points: [
        "Tarifa preferencial del impuesto de renta para usuarios industriales",
        "Exención de aranceles sobre maquinaria e insumos importados",
        "Zonas francas permanentes especiales para proyectos de gran escala",
      ],
      close: "Los beneficios exigen compromisos de inversión y empleo: conviene evaluarlos antes de elegir la ubicación.",
    },
    en: {
      title: "Free trade zones in Colombia: benefits for foreign investors",
      intro: "Free trade zones combine a preferential income tax rate with customs advantages for producing and exporting from Colombia.",
      points: [
        "A preferential income tax rate for industrial users",
        "No customs duties on imported machinery and inputs",
        "Special single-company zones for large projects",
      ],
      close: "The benefits come with investment and hiring commitments: weigh them before choosing a location.",
    },
  },
  {
    featured: false,
    es: {
      title: "IA generativa en la empresa: proteger los datos antes de adoptarla",
      intro:
        "Los modelos de lenguaje aceleran la redacción, el análisis y la atención al cliente, pero lo que se les envía puede salir de la empresa.",
      points: [
        "Clasificar qué información puede compartirse con un modelo",
        "Preferir servicios empresariales que no entrenan con sus datos",
        "Registrar el uso y revisar los resultados antes de publicarlos",
      ],
      close: "Una política corta y clara permite aprovechar la IA sin exponer información de clientes.",
    },
    en: {
      title: "Generative AI at work: protect your data before adopting it",
      intro: "Language models speed up writing, analysis and customer service, but what is sent to them can leave the company.",
      points: [
        "Classify which information may be shared with a model",
        "Prefer enterprise services that do not train on your data",
        "Log usage and review outputs before publishing them",
      ],
      close: "A short, clear policy lets you benefit from AI without exposing customer information.",
    },
  },
  {
    featured: false,
    es: {
      title: "CRM: tres señales de que su equipo comercial lo necesita",
      intro: "Cuando las oportunidades viven en hojas de cálculo y correos, el equipo vende menos de lo que podría.",
      points: [
        "Nadie sabe con certeza cuántas oportunidades están abiertas",
        "Los clientes reciben la misma llamada de dos vendedores",
        "Las proyecciones de ventas se arman a mano cada mes",
      ],
      close: "Un CRM bien implementado devuelve ese tiempo a lo que importa: conversar con clientes.",
    },
    en: {
      title: "CRM: three signs your sales team needs one",
      intro: "When opportunities live in spreadsheets and e-mails, the team sells less than it could.",
      points: [
        "Nobody knows for sure how many opportunities are open",
        "Customers get the same call from two salespeople",
        "Sales forecasts are put together by hand every month",
      ],
      close: "A well-implemented CRM gives that time back to what matters: talking to customers.",
    },
  },
  {
    featured: false,
    es: {
      title: "HIPAA y asistentes remotos: cómo proteger la información de los pacientes",
      intro: "Trabajar con asistentes médicos virtuales es compatible con HIPAA cuando el acceso y los equipos se gestionan con rigor.",
      points: [
        "Acuerdos de asociado comercial firmados antes de empezar",
        "Acceso al EMR con el mínimo de permisos necesarios",
        "Equipos administrados, cifrados y con sesión bloqueada",
      ],
      close: "La seguridad bien diseñada no frena al asistente: le permite trabajar con tranquilidad.",
    },
    en: {
      title: "HIPAA and remote assistants: keeping patient information safe",
      intro: "Working with virtual medical assistants is HIPAA-compliant when access and devices are managed with care.",
      points: [
        "Business associate agreements signed before work starts",
        "EMR access with the least permissions needed",
        "Managed, encrypted devices that lock when left idle",
      ],
      close: "Well-designed security does not slow the assistant down: it lets them work with peace of mind.",
    },
  },
];

export const sampleArticles: ArticleSource[] = drafts.map((draft, index) => ({
  Article_Name: draft.es.title,
  Article_Name_EN: draft.en.title,
  Article_body: html(draft.es),
  Article_body_EN: html(draft.en),
  Article_featured: draft.featured,
  Article_img: Buffer.from(articleCover(index), "utf8").toString("base64"),
}));
