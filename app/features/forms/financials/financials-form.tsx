import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { financialsSchema } from "../../../../contracts/submissions/company-requests";
import { FINANCIAL_SERVICES, financialServiceTitles } from "~/features/financials/financial-services-data";
import { MultiSelectField } from "../shared/bound-pickers";
import { PoliciesField } from "../shared/inputs";
import { AdditionalInformationField, CompanyField, ContactFields, NameFields, reachablePayload } from "../shared/person-fields";
import { defineForm, type FormIslandProps } from "../shared/form-definition";
import { SubmissionForm } from "../shared/submission-form";

export interface FinancialsValues {
  firstName: string;
  lastName: string;
  contactWay: string;
  phoneNumberCode: string;
  phoneNumber: string;
  email: string;
  companyName: string;
  /** Option values "1" to "9". */
  services: string[];
  additionalInformation: string;
  policies: boolean;
}

export const financialsDefaults = (): FinancialsValues => ({
  firstName: "",
  lastName: "",
  contactWay: "",
  phoneNumberCode: "",
  phoneNumber: "",
  email: "",
  companyName: "",
  services: [],
  additionalInformation: "",
  policies: false,
});

/** The chosen values (1 to 9) travel as the services' English titles. */
export function financialsPayload(values: FinancialsValues) {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    ...reachablePayload(values, "email"),
    companyName: values.companyName,
    services: financialServiceTitles(values.services.map(Number)),
    additionalInformation: values.additionalInformation,
    policies: values.policies,
  };
}

export const financialsDefinition = defineForm<FinancialsValues>({
  id: "financials",
  schema: financialsSchema,
  defaults: financialsDefaults,
  toPayload: financialsPayload,
  continueTo: "/financials",
});

/** Financial services request: nine services, sent by their English titles. */
export default function FinancialsForm(props: FormIslandProps) {
  const { t } = useTranslation("forms");
  const { t: tFinancials } = useTranslation("financials");
  const options = useMemo(
    () =>
      FINANCIAL_SERVICES.map((service) => ({
        value: String(service.value),
        label: tFinancials(service.titleKey),
        keywords: service.title,
      })),
    [tFinancials],
  );
  return (
    <SubmissionForm
      definition={financialsDefinition}
      {...props}
      title={t("forms.financials.title")}
      lead={t("forms.financials.lead")}
      submitLabel={t("common.request")}
      busyLabel={t("common.sending")}
    >
      <NameFields />
      <ContactFields emailName="email" />
      <CompanyField name="companyName" />
      <MultiSelectField
        name="services"
        label={t("fields.services.label")}
        required
        className="sm:col-span-2"
        options={options}
        emptyText={t("pickers.noResults")}
      />
      <AdditionalInformationField />
      <PoliciesField />
    </SubmissionForm>
  );
}
