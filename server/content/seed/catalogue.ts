import * as v from "valibot";
import { type ConsultingService, eventSchema, type ServiceOption, type SiteEvent, type Vacancy } from "../../../contracts/lists.ts";
import events from "./events.json";

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
 * Each event of events.json is `days` from today, from `fromHour` to `toHour`.
 */
export function sampleEvents(now: Date): SiteEvent[] {
  return events.map(({ days, fromHour, toHour, ...event }) =>
    v.parse(eventSchema, { ...event, DETAILS_DATE_FROM: at(now, days, fromHour), DETAILS_DATE_TO: at(now, days, toHour) }),
  );
}
