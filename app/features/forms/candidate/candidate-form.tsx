import { useTranslation } from "~/i18n/use-translation";
import { candidateSchema } from "../../../../contracts/submissions/job-applications";
import { formatSalary } from "../shared/filters";
import { COUNTRY_FIELD, CountryField } from "../shared/country-fields";
import { PoliciesField, SalaryField } from "../shared/inputs";
import {
  ApplicationClosingFields,
  applicantFields,
  CareerFields,
  CityAddressFields,
  DepartmentField,
  ExperienceField,
} from "../shared/job-application";
import { AdditionalInformationField, ContactFields, NameFields, reachableFields } from "../shared/person-fields";
import { defineForm, type FieldCodec, type FormIslandProps, type ValuesOf } from "../shared/form-definition";
import { SubmissionForm } from "../shared/submission-form";
import { VacancySkillsFields, vacancyFromForm } from "../shared/vacancy-skills";

/**
 * Work-with-us application. It starts with contact way 1 (e-mail), the
 * schema's default; the salary travels formatted as the field formats it when
 * left; the picked vacancy's name is its application position.
 */
export const definition = defineForm({
  id: "candidate",
  schema: candidateSchema,
  fields: { ...applicantFields, ...reachableFields("candidateEmail"), desiredSalary: { send: formatSalary } satisfies FieldCodec<string> },
  continueTo: "/",
  lists: ["/api/vacancies"],
  fromForm: (data, values, lists) => vacancyFromForm(data, values, lists, "applicationPosition"),
});

export type CandidateValues = ValuesOf<typeof definition>;

/** Work with us: apply to a vacancy. */
export default function CandidateForm(props: FormIslandProps) {
  const { t } = useTranslation("forms");
  return (
    <SubmissionForm
      definition={definition}
      {...props}
      title={t("forms.candidate.title")}
      lead={t("forms.candidate.lead")}
      submitLabel={t("common.apply")}
      busyLabel={t("common.submitting")}
      networkError="upload"
    >
      <NameFields />
      <ContactFields emailName="candidateEmail" />
      <CountryField name={COUNTRY_FIELD} label={t("fields.country.label")} required />
      <DepartmentField />
      <CityAddressFields />
      <VacancySkillsFields vacancyNameField="applicationPosition" />
      <ExperienceField />
      <SalaryField
        name="desiredSalary"
        label={t("fields.desiredSalary.label")}
        placeholder={t("fields.desiredSalary.placeholder")}
        hint={t("fields.desiredSalary.hint")}
        required
      />
      <CareerFields />
      <ApplicationClosingFields />
      <AdditionalInformationField />
      <PoliciesField />
    </SubmissionForm>
  );
}
