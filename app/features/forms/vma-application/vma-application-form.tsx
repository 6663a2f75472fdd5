import { useTranslation } from "react-i18next";
import { vmaApplicationSchema } from "../../../../contracts/submissions/job-applications";
import { withoutDigits } from "../shared/filters";
import { PoliciesField, TextField } from "../shared/inputs";
import {
  type ApplicantValues,
  ApplicationClosingFields,
  applicantDefaults,
  applicantPayload,
  CityAddressFields,
  ExperienceField,
} from "../shared/job-application";
import { AdditionalInformationField, ContactFields, NameFields, reachablePayload } from "../shared/person-fields";
import { defineForm, type FormIslandProps } from "../shared/form-definition";
import { SubmissionForm } from "../shared/submission-form";
import { VacancySkillsFields, vacancyFromForm } from "../shared/vacancy-skills";

export interface VmaApplicationValues extends ApplicantValues {
  contactWay: string;
  /** The medical specialization (spec: "application position"). */
  applicationPosition: string;
}

export const vmaApplicationDefaults = (): VmaApplicationValues => ({ ...applicantDefaults(), contactWay: "", applicationPosition: "" });

export function vmaApplicationPayload(values: VmaApplicationValues) {
  return { ...applicantPayload(values), ...reachablePayload(values, "candidateEmail"), applicationPosition: values.applicationPosition };
}

export const vmaApplicationDefinition = defineForm<VmaApplicationValues>({
  id: "vma-application",
  schema: vmaApplicationSchema,
  defaults: vmaApplicationDefaults,
  toPayload: vmaApplicationPayload,
  continueTo: "/vma",
  lists: ["/api/vacancies"],
  fromForm: vacancyFromForm,
});

/** Virtual medical assistant job application; skills are sent joined by ", ". */
export default function VmaApplicationForm(props: FormIslandProps) {
  const { t } = useTranslation("forms");
  return (
    <SubmissionForm
      definition={vmaApplicationDefinition}
      {...props}
      title={t("forms.vmaApplication.title")}
      lead={t("forms.vmaApplication.lead")}
      submitLabel={t("common.apply")}
      busyLabel={t("common.submitting")}
      networkError="upload"
    >
      <NameFields />
      <ContactFields emailName="candidateEmail" />
      <TextField
        name="currentCandidateDepartment"
        label={t("fields.currentCandidateDepartment.label")}
        placeholder={t("fields.currentCandidateDepartment.placeholder")}
        autoComplete="address-level1"
        filter={withoutDigits}
        className="sm:col-span-2"
      />
      <CityAddressFields />
      <TextField
        name="applicationPosition"
        label={t("fields.medicalSpecialization.label")}
        placeholder={t("fields.medicalSpecialization.placeholder")}
        filter={withoutDigits}
        required
        className="sm:col-span-2"
      />
      <VacancySkillsFields />
      <ExperienceField className="sm:col-span-2" />
      <ApplicationClosingFields />
      <AdditionalInformationField />
      <PoliciesField />
    </SubmissionForm>
  );
}
