import { useTranslation } from "~/i18n/use-translation";
import { contractorSchema } from "../../../../contracts/submissions/job-applications";
import { COUNTRY_FIELD, CountryField, StateField } from "../shared/country-fields";
import { PoliciesField } from "../shared/inputs";
import { ApplicationClosingFields, applicantFields, CareerFields, CityAddressFields, ExperienceField } from "../shared/job-application";
import { AdditionalInformationField, ContactFields, NameFields } from "../shared/person-fields";
import { type AnyValues, defineForm, type FormIslandProps } from "../shared/form-definition";
import { SubmissionForm } from "../shared/submission-form";
import { VacancySkillsFields, vacancyFromForm } from "../shared/vacancy-skills";

/**
 * Contractor application. The state picked from the country's list is the
 * candidate's department: one answer, sent under both names the spec gives it.
 */
export const definition = defineForm({
  id: "contractor",
  schema: contractorSchema,
  fields: { ...applicantFields, currentCandidateDepartment: { derive: (values: AnyValues) => values.departmentState } },
  continueTo: "/contractors",
  fieldFor: { currentCandidateDepartment: "departmentState" },
  lists: ["/api/vacancies"],
  fromForm: vacancyFromForm,
});

/** Contractor application: phone and e-mail always required, department, city, address and country; no salary. */
export default function ContractorForm(props: FormIslandProps) {
  const { t } = useTranslation("forms");
  return (
    <SubmissionForm
      definition={definition}
      {...props}
      title={t("forms.contractor.title")}
      lead={t("forms.contractor.lead")}
      submitLabel={t("common.apply")}
      busyLabel={t("common.submitting")}
      networkError="upload"
    >
      <NameFields />
      <ContactFields emailName="candidateEmail" always />
      <CountryField name={COUNTRY_FIELD} label={t("fields.country.label")} statesField="departmentState" required />
      <StateField name="departmentState" countryField="country" label={t("fields.currentCandidateDepartment.label")} required />
      <CityAddressFields required />
      <VacancySkillsFields />
      <ExperienceField className="sm:col-span-2" />
      <CareerFields />
      <ApplicationClosingFields />
      <AdditionalInformationField />
      <PoliciesField />
    </SubmissionForm>
  );
}
