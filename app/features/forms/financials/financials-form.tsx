import { useMemo } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { financialsSchema } from "../../../../contracts/submissions/company-requests";
import { FINANCIAL_SERVICES, financialServiceTitles } from "~/features/financials/financial-services-data";
import { CheckField } from "../shared/bound-pickers";
import { PoliciesField } from "../shared/inputs";
import { AdditionalInformationField, CompanyField, ContactFields, NameFields, reachableFields } from "../shared/person-fields";
import { defineForm, type FieldCodec, type FormIslandProps } from "../shared/form-definition";
import { SubmissionForm } from "../shared/submission-form";

/** The services are picked by their values, "1" to "9", and travel as their English titles. */
const financialServices: FieldCodec<string[]> = { send: (values) => financialServiceTitles(values.map(Number)) };

export const definition = defineForm({
  id: "financials",
  schema: financialsSchema,
  fields: { ...reachableFields("email"), services: financialServices },
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
      })),
    [tFinancials],
  );
  return (
    <SubmissionForm
      definition={definition}
      {...props}
      title={t("forms.financials.title")}
      lead={t("forms.financials.lead")}
      submitLabel={t("common.request")}
      busyLabel={t("common.sending")}
    >
      <NameFields />
      <ContactFields emailName="email" />
      <CompanyField name="companyName" />
      <CheckField
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
