import type { ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { useActionData, useLocation } from "react-router";
import type { FormId } from "../../../contracts/form-ids";
import { LinkButton } from "~/components/button";
import { CircleCheck } from "~/components/island-icons";
import { isLanguage, LANGUAGE_QUERY_PARAM } from "~/i18n/language";
import { Island } from "~/islands/island";
import CandidateForm, { candidateDefinition } from "./candidate/candidate-form";
import CompanyRecruitmentForm, { companyRecruitmentDefinition } from "./company-recruitment/company-recruitment-form";
import ConsultingForm, { consultingDefinition } from "./consulting/consulting-form";
import ContactForm, { contactDefinition } from "./contact/contact-form";
import ContractorForm, { contractorDefinition } from "./contractor/contractor-form";
import ExpertRequestForm, { expertRequestDefinition } from "./expert-request/expert-request-form";
import FinancialsForm, { financialsDefinition } from "./financials/financials-form";
import { type FormIslandProps, type FormLists, type FormOutcome, SENT_PARAM } from "./shared/form-definition";
import TechServicesForm, { techServicesDefinition } from "./tech-services/tech-services-form";
import VmaApplicationForm, { vmaApplicationDefinition } from "./vma-application/vma-application-form";
import VmaHireForm, { vmaHireDefinition } from "./vma-hire/vma-hire-form";

/** The server renders every form whole; the browser loads only the island of the form a page shows (app/islands/registry.ts). */
const forms: Record<FormId, { Form: ComponentType<FormIslandProps>; continueTo: string }> = {
  contact: { Form: ContactForm, continueTo: contactDefinition.continueTo },
  candidate: { Form: CandidateForm, continueTo: candidateDefinition.continueTo },
  contractor: { Form: ContractorForm, continueTo: contractorDefinition.continueTo },
  "vma-application": { Form: VmaApplicationForm, continueTo: vmaApplicationDefinition.continueTo },
  "company-recruitment": { Form: CompanyRecruitmentForm, continueTo: companyRecruitmentDefinition.continueTo },
  consulting: { Form: ConsultingForm, continueTo: consultingDefinition.continueTo },
  "expert-request": { Form: ExpertRequestForm, continueTo: expertRequestDefinition.continueTo },
  "tech-services": { Form: TechServicesForm, continueTo: techServicesDefinition.continueTo },
  "vma-hire": { Form: VmaHireForm, continueTo: vmaHireDefinition.continueTo },
  financials: { Form: FinancialsForm, continueTo: financialsDefinition.continueTo },
};

/**
 * Where a page shows one of the ten forms: an island, so that the form alone
 * hydrates. Without scripts the form posts to this very page (its route's
 * action), which shows it again with the answer, or the success screen.
 */
export function FormSection({ form, lists }: { form: FormId; lists?: FormLists }) {
  const { pathname, search } = useLocation();
  const outcome = useActionData() as FormOutcome | undefined;
  const query = new URLSearchParams(search);
  const { Form, continueTo } = forms[form];
  if (query.get(SENT_PARAM) === form) {
    return (
      <div data-form={form}>
        <FormSent continueTo={continueTo} />
      </div>
    );
  }
  // The page's own address, in the language it shows; the home page's form is its index route's.
  const language = query.get(LANGUAGE_QUERY_PARAM);
  const params = [pathname === "/" ? "index" : "", isLanguage(language) ? `${LANGUAGE_QUERY_PARAM}=${language}` : ""].filter(Boolean);
  const action = params.length > 0 ? `${pathname}?${params.join("&")}` : pathname;
  return (
    <div data-form={form}>
      <Island name={`form:${form}`} component={Form} props={{ action, lists, outcome }} />
    </div>
  );
}

/** The success screen of a form sent without scripts: the spec's title and text, and Continue Exploring. */
function FormSent({ continueTo }: { continueTo: string }) {
  const { t } = useTranslation("common");
  return (
    <section aria-labelledby="form-sent-title" className="rounded-card border border-line bg-white p-8 text-center shadow-card sm:p-10">
      <CircleCheck aria-hidden="true" className="mx-auto size-16 text-success-700" strokeWidth={1.75} />
      {/* Focused as the page loads, so that the answer is what is read first. */}
      {/* biome-ignore lint/a11y/noAutofocus: the page exists to say this; without scripts nothing else can move the focus */}
      <h2 id="form-sent-title" tabIndex={-1} autoFocus className="mt-5 text-2xl font-bold text-brand-900 focus:outline-none">
        {t("dialog.successTitle")}
      </h2>
      <p className="mt-3 text-muted">{t("dialog.successText")}</p>
      <LinkButton to={continueTo} size="lg" className="mt-8">
        {t("dialog.continue")}
      </LinkButton>
    </section>
  );
}
