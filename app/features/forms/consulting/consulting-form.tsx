import { useTranslation } from "react-i18next";
import { consultingServiceSchema } from "../../../../contracts/lists";
import { CONSULTING_INDUSTRY, consultingSchema } from "../../../../contracts/submissions/company-requests";
import { PoliciesField } from "../shared/inputs";
import { AdditionalInformationField, CompanyField, ContactFields, NameFields, reachablePayload } from "../shared/person-fields";
import { ServicesField } from "../shared/services-field";
import { defineForm, type FormIslandProps } from "../shared/form-definition";
import { SubmissionForm } from "../shared/submission-form";

export interface ConsultingValues {
  firstName: string;
  lastName: string;
  contactWay: string;
  phoneNumberCode: string;
  phoneNumber: string;
  candidateEmail: string;
  company: string;
  service: string[];
  additionalInformation: string;
  policies: boolean;
}

export const consultingDefaults = (): ConsultingValues => ({
  firstName: "",
  lastName: "",
  contactWay: "",
  phoneNumberCode: "",
  phoneNumber: "",
  candidateEmail: "",
  company: "",
  service: [],
  additionalInformation: "",
  policies: false,
});

export function consultingPayload(values: ConsultingValues) {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    ...reachablePayload(values, "candidateEmail"),
    company: values.company,
    service: values.service,
    additionalInformation: values.additionalInformation,
    policies: values.policies,
    industry: CONSULTING_INDUSTRY,
  };
}

export const consultingDefinition = defineForm<ConsultingValues>({
  id: "consulting",
  schema: consultingSchema,
  defaults: consultingDefaults,
  toPayload: consultingPayload,
  continueTo: "/contractors",
  lists: ["/api/services"],
});

/** Consulting lead: services from the API, the fixed industry identifier. */
export default function ConsultingForm(props: FormIslandProps) {
  const { t } = useTranslation("forms");
  return (
    <SubmissionForm
      definition={consultingDefinition}
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
