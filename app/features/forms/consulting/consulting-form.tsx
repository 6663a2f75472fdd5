import { useTranslation } from "~/i18n/use-translation";
import { consultingServiceSchema } from "../../../../contracts/lists";
import { consultingSchema } from "../../../../contracts/submissions/company-requests";
import { PoliciesField } from "../shared/inputs";
import { AdditionalInformationField, CompanyField, ContactFields, NameFields, reachableFields } from "../shared/person-fields";
import { ServicesField } from "../shared/services-field";
import { defineForm, type FormIslandProps } from "../shared/form-definition";
import { SubmissionForm } from "../shared/submission-form";

/** Consulting lead: every field of the contract's schema; `industry` is its constant. */
export const definition = defineForm({
  id: "consulting",
  schema: consultingSchema,
  fields: reachableFields("candidateEmail"),
  continueTo: "/contractors",
  lists: ["/api/services"],
});

/** Consulting lead: services from the API, the fixed industry identifier. */
export default function ConsultingForm(props: FormIslandProps) {
  const { t } = useTranslation("forms");
  return (
    <SubmissionForm
      definition={definition}
      {...props}
      title={t("forms.consulting.title")}
      lead={t("forms.consulting.lead")}
      submitLabel={t("common.request")}
      busyLabel={t("common.sending")}
    >
      <NameFields />
      <ContactFields emailName="candidateEmail" />
      <CompanyField name="company" />
      <ServicesField name="service" label={t("fields.services.label")} path="/api/services" itemSchema={consultingServiceSchema} />
      <AdditionalInformationField />
      <PoliciesField />
    </SubmissionForm>
  );
}
