import type { ComponentType } from "react";
import type { FormId } from "../../../contracts/form-ids";
import type { Namespace } from "~/i18n/namespaces";
import { Island } from "~/islands/island";
import CandidateForm from "./candidate/candidate-form";
import CompanyRecruitmentForm from "./company-recruitment/company-recruitment-form";
import ConsultingForm from "./consulting/consulting-form";
import ContactForm from "./contact/contact-form";
import ContractorForm from "./contractor/contractor-form";
import ExpertRequestForm from "./expert-request/expert-request-form";
import FinancialsForm from "./financials/financials-form";
import TechServicesForm from "./tech-services/tech-services-form";
import VmaApplicationForm from "./vma-application/vma-application-form";
import VmaHireForm from "./vma-hire/vma-hire-form";

/** The server renders every form whole; the browser loads only the island of the form a page shows (app/islands/registry.ts). */
const forms: Record<FormId, ComponentType<object>> = {
  contact: ContactForm,
  candidate: CandidateForm,
  contractor: ContractorForm,
  "vma-application": VmaApplicationForm,
  "company-recruitment": CompanyRecruitmentForm,
  consulting: ConsultingForm,
  "expert-request": ExpertRequestForm,
  "tech-services": TechServicesForm,
  "vma-hire": VmaHireForm,
  financials: FinancialsForm,
};

const namespacesOf = (form: FormId): Namespace[] => (form === "financials" ? ["common", "forms", "financials"] : ["common", "forms"]);

/** Where a page shows one of the ten forms: an island, so that the form alone hydrates. */
export function FormSection({ form }: { form: FormId }) {
  return (
    <div data-form={form}>
      <Island name={`form:${form}`} component={forms[form]} props={{}} namespaces={namespacesOf(form)} />
    </div>
  );
}
