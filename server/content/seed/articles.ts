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
];

export const sampleArticles: ArticleSource[] = drafts.map((draft, index) => ({
  Article_Name: draft.es.title,
  Article_Name_EN: draft.en.title,
  Article_body: html(draft.es),
  Article_body_EN: html(draft.en),
  Article_featured: draft.featured,
  Article_img: Buffer.from(articleCover(index), "utf8").toString("base64"),
}));
