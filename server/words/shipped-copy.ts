import esCommon from "../../app/locales/es/common.json";
import esHome from "../../app/locales/es/home.json";
import esTechservices from "../../app/locales/es/techservices.json";
import esContractors from "../../app/locales/es/contractors.json";
import esVma from "../../app/locales/es/vma.json";
import esRecruitment from "../../app/locales/es/recruitment.json";
import esWork from "../../app/locales/es/work.json";
import esFinancials from "../../app/locales/es/financials.json";
import esInvestment from "../../app/locales/es/investment.json";
import esAbout from "../../app/locales/es/about.json";
import esEvents from "../../app/locales/es/events.json";
import esBlog from "../../app/locales/es/blog.json";
import esProducts from "../../app/locales/es/products.json";
import esForms from "../../app/locales/es/forms.json";
import enCommon from "../../app/locales/en/common.json";
import enHome from "../../app/locales/en/home.json";
import enTechservices from "../../app/locales/en/techservices.json";
import enContractors from "../../app/locales/en/contractors.json";
import enVma from "../../app/locales/en/vma.json";
import enRecruitment from "../../app/locales/en/recruitment.json";
import enWork from "../../app/locales/en/work.json";
import enFinancials from "../../app/locales/en/financials.json";
import enInvestment from "../../app/locales/en/investment.json";
import enAbout from "../../app/locales/en/about.json";
import enEvents from "../../app/locales/en/events.json";
import enBlog from "../../app/locales/en/blog.json";
import enProducts from "../../app/locales/en/products.json";
import enForms from "../../app/locales/en/forms.json";
import type { Language } from "../../contracts/language.ts";
import { NAMESPACES, type Namespace } from "../../contracts/namespaces.ts";

/**
 * The public site's copy as shipped, by language and namespace: every namespace of contracts/namespaces.ts
 * but `staff` (the staff area's own) and `mail` (the e-mails', written by the server from the facts).
 */
export type CopyNamespace = Exclude<Namespace, "staff" | "mail">;
export const COPY_NAMESPACES: readonly CopyNamespace[] = NAMESPACES.filter(
  (namespace): namespace is CopyNamespace => namespace !== "staff" && namespace !== "mail",
);

export const SHIPPED: Record<Language, Record<CopyNamespace, unknown>> = {
  es: {
    common: esCommon,
    home: esHome,
    techservices: esTechservices,
    contractors: esContractors,
    vma: esVma,
    recruitment: esRecruitment,
    work: esWork,
    financials: esFinancials,
    investment: esInvestment,
    about: esAbout,
    events: esEvents,
    blog: esBlog,
    products: esProducts,
    forms: esForms,
  },
  en: {
    common: enCommon,
    home: enHome,
    techservices: enTechservices,
    contractors: enContractors,
    vma: enVma,
    recruitment: enRecruitment,
    work: enWork,
    financials: enFinancials,
    investment: enInvestment,
    about: enAbout,
    events: enEvents,
    blog: enBlog,
    products: enProducts,
    forms: enForms,
  },
};
