import { useTranslation } from "react-i18next";
import { nonNegativeNumber, withoutDigits } from "./filters";
import { CheckboxField, TextField } from "./inputs";
import { ResumeField } from "./resume-field";
import { resumeField } from "./resume";

/** What the three job applications hold otherwise than they send it: the resume. */
export const applicantFields = { candidateResume: resumeField };

/** The applicant's department or state, typed (the contractor's is picked from the country's states instead). */
export function DepartmentField({ className }: { className?: string }) {
  const { t } = useTranslation("forms");
  return (
    <TextField
      name="currentCandidateDepartment"
      label={t("fields.currentCandidateDepartment.label")}
      placeholder={t("fields.currentCandidateDepartment.placeholder")}
      autoComplete="address-level1"
      filter={withoutDigits}
      className={className}
    />
  );
}

export function CityAddressFields({ required = false }: { required?: boolean }) {
  const { t } = useTranslation("forms");
  return (
    <>
      <TextField
        name="currentCandidateCity"
        label={t("fields.currentCandidateCity.label")}
        placeholder={t("fields.currentCandidateCity.placeholder")}
        autoComplete="address-level2"
        filter={withoutDigits}
        required={required}
      />
      <TextField
        name="currentCandidateAddress"
        label={t("fields.currentCandidateAddress.label")}
        placeholder={t("fields.currentCandidateAddress.placeholder")}
        autoComplete="address-line1"
        required={required}
      />
    </>
  );
}

export function ExperienceField({ className }: { className?: string }) {
  const { t } = useTranslation("forms");
  return (
    <TextField
      name="previousExperience"
      label={t("fields.previousExperience.label")}
      placeholder={t("fields.previousExperience.placeholder")}
      inputMode="decimal"
      autoComplete="off"
      filter={nonNegativeNumber}
      required
      className={className}
    />
  );
}

export function CareerFields() {
  const { t } = useTranslation("forms");
  return (
    <>
      <TextField
        name="currentPosition"
        label={t("fields.currentPosition.label")}
        placeholder={t("fields.currentPosition.placeholder")}
        autoComplete="organization-title"
        filter={withoutDigits}
      />
      <TextField name="referralSource" label={t("fields.referralSource.label")} placeholder={t("fields.referralSource.placeholder")} />
    </>
  );
}

export function ApplicationClosingFields() {
  const { t } = useTranslation("forms");
  return (
    <>
      <CheckboxField name="remoteWork" label={t("fields.remoteWork.label")} className="sm:col-span-2" />
      <div className="sm:col-span-2">
        <ResumeField label={t("fields.candidateResume.label")} required />
      </div>
    </>
  );
}
