import { useTranslation } from "~/i18n/use-translation";
import { serviceOptionSchema } from "../../../../contracts/lists";
import { techServicesSchema } from "../../../../contracts/submissions/company-requests";
import { COUNTRY_FIELD, CountryField, StateField } from "../shared/country-fields";
import { PoliciesField } from "../shared/inputs";
import { AdditionalInformationField, CompanyField, ContactFields, NameFields, reachableFields } from "../shared/person-fields";
import { ServicesField } from "../shared/services-field";
import { defineForm, type FormIslandProps } from "../shared/form-definition";
import { SubmissionForm } from "../shared/submission-form";

export const definition = defineForm({
  id: "tech-services",
  schema: techServicesSchema,
  fields: reachableFields("candidateEmail"),
  continueTo: "/techservices",
  lists: ["/api/service-options?for=tech"],
});

/** Tech services request: country, then its states; service options from the API. */
export default function TechServicesForm(props: FormIslandProps) {
  const { t } = useTranslation("forms");
  return (
    <SubmissionForm
      definition={definition}
      {...props}
      title={t("forms.techServices.title")}
      lead={t("forms.techServices.lead")}
      submitLabel={t("common.request")}
      busyLabel={t("common.sending")}
    >
      <NameFields lastName={false} />
      <CompanyField name="company" />
      <CountryField name={COUNTRY_FIELD} label={t("fields.country.label")} statesField="departmentState" required />
      <StateField name="departmentState" countryField="country" label={t("fields.departmentState.label")} required />
      <ContactFields emailName="candidateEmail" />
      <ServicesField
        name="services"
        label={t("fields.services.label")}
        path="/api/service-options?for=tech"
        itemSchema={serviceOptionSchema}
      />
      <AdditionalInformationField />
      <PoliciesField />
    </SubmissionForm>
  );
}
