import { useTranslation } from "~/i18n/use-translation";
import { nonNegativeNumber, withoutDigits } from "./filters";
import { CheckboxField, TranslatedTextField } from "./inputs";
import { ResumeField } from "./resume-field";
import { resumeField } from "./resume";

/** What the three job applications hold otherwise than they send it: the resume. */
export const applicantFields = { candidateResume: resumeField };

/** The applicant's department or state, typed (the contractor's is picked from the country's states instead). */
export function DepartmentField({ className }: { className?: string }) {
  return (
    <TranslatedTextField name="currentCandidateDepartment" autoComplete="address-level1" filter={withoutDigits} className={className} />
  );
}

export function CityAddressFields({ required = false }: { required?: boolean }) {
  return (
    <>
      <TranslatedTextField name="currentCandidateCity" autoComplete="address-level2" filter={withoutDigits} required={required} />
      <TranslatedTextField name="currentCandidateAddress" autoComplete="address-line1" required={required} />
    </>
  );
}

export function ExperienceField({ className }: { className?: string }) {
  return (
    <TranslatedTextField
      name="previousExperience"
      inputMode="decimal"
      autoComplete="off"
      filter={nonNegativeNumber}
      required
      className={className}
    />
  );
}

export function CareerFields() {
  return (
    <>
      <TranslatedTextField name="currentPosition" autoComplete="organization-title" filter={withoutDigits} />
      <TranslatedTextField name="referralSource" />
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
