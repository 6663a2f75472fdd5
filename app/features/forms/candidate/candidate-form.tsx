import { useTranslation } from "react-i18next";
import { candidateSchema } from "../../../../contracts/submissions/job-applications";
import { formatSalary, withoutDigits } from "../shared/filters";
import { COUNTRY_FIELD, CountryField } from "../shared/country-fields";
import { PoliciesField, SalaryField, TextField } from "../shared/inputs";
import {
  type ApplicantValues,
  ApplicationClosingFields,
  applicantDefaults,
  applicantPayload,
  CareerFields,
  CityAddressFields,
  ExperienceField,
} from "../shared/job-application";
import { AdditionalInformationField, ContactFields, NameFields, reachablePayload } from "../shared/person-fields";
import { defineForm, type FormIslandProps } from "../shared/form-definition";
import { SubmissionForm } from "../shared/submission-form";
import { VacancySkillsFields, vacancyFromForm } from "../shared/vacancy-skills";

export interface CandidateValues extends ApplicantValues {
  contactWay: string;
  country: string;
  applicationPosition: string;
  desiredSalary: string;
  referralSource: string;
  currentPosition: string;
}

/** The candidate form starts with contact way 1 (e-mail), unlike the company forms. */
export const candidateDefaults = (): CandidateValues => ({
  ...applicantDefaults(),
  contactWay: "1",
  country: "",
  applicationPosition: "",
  desiredSalary: "",
  referralSource: "",
  currentPosition: "",
});

export function candidatePayload(values: CandidateValues) {
  return {
    ...applicantPayload(values),
    ...reachablePayload(values, "candidateEmail"),
    country: values.country,
    applicationPosition: values.applicationPosition,
    desiredSalary: values.desiredSalary,
    referralSource: values.referralSource,
    currentPosition: values.currentPosition,
  };
}

export const candidateDefinition = defineForm<CandidateValues>({
  id: "candidate",
  schema: candidateSchema,
  defaults: candidateDefaults,
  toPayload: candidatePayload,
  continueTo: "/",
  lists: ["/api/vacancies"],
  // The plain field is not formatted as it is typed: formatted here, as on leaving the field.
  fromForm: (data, values, lists) => ({
    ...vacancyFromForm(data, values, lists, "applicationPosition"),
    desiredSalary: formatSalary(values.desiredSalary),
  }),
});

/** Work with us: apply to a vacancy. */
export default function CandidateForm(props: FormIslandProps) {
  const { t } = useTranslation("forms");
  return (
    <SubmissionForm
      definition={candidateDefinition}
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
      <TextField
        name="currentCandidateDepartment"
        label={t("fields.currentCandidateDepartment.label")}
        placeholder={t("fields.currentCandidateDepartment.placeholder")}
        autoComplete="address-level1"
        filter={withoutDigits}
      />
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
