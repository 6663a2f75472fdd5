import { useTranslation } from "react-i18next";
import { serviceOptionSchema } from "../../../../contracts/lists";
import { techServicesSchema } from "../../../../contracts/submissions/company-requests";
import { COUNTRY_FIELD, CountryField, StateField } from "../shared/country-fields";
import { PoliciesField } from "../shared/inputs";
import { AdditionalInformationField, CompanyField, ContactFields, NameFields, reachablePayload } from "../shared/person-fields";
import { ServicesField } from "../shared/services-field";
import { defineForm, type FormIslandProps } from "../shared/form-definition";
import { SubmissionForm } from "../shared/submission-form";

export interface TechServicesValues {
  firstName: string;
  company: string;
  country: string;
  departmentState: string;
  contactWay: string;
  phoneNumberCode: string;
  phoneNumber: string;
  candidateEmail: string;
  services: string[];
  additionalInformation: string;
  policies: boolean;
}

export const techServicesDefaults = (): TechServicesValues => ({
  firstName: "",
  company: "",
  country: "",
  departmentState: "",
  contactWay: "",
  phoneNumberCode: "",
  phoneNumber: "",
  candidateEmail: "",
  services: [],
  additionalInformation: "",
  policies: false,
});

export function techServicesPayload(values: TechServicesValues) {
  return {
    firstName: values.firstName,
    company: values.company,
    country: values.country,
    departmentState: values.departmentState,
    ...reachablePayload(values, "candidateEmail"),
    services: values.services,
    additionalInformation: values.additionalInformation,
    policies: values.policies,
  };
}

export const techServicesDefinition = defineForm<TechServicesValues>({
  id: "tech-services",
  schema: techServicesSchema,
  defaults: techServicesDefaults,
  toPayload: techServicesPayload,
  continueTo: "/techservices",
  lists: ["/api/service-options?for=tech"],
});

/** Tech services request: country, then its states; service options from the API. */
export default function TechServicesForm(props: FormIslandProps) {
  const { t } = useTranslation("forms");
  return (
    <SubmissionForm
      definition={techServicesDefinition}
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
