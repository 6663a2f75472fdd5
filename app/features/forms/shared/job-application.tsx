import { useTranslation } from "react-i18next";
import { BY_FORM } from "../../../../contracts/submissions/job-applications";
import { nonNegativeNumber, withoutDigits } from "./filters";
import { CheckboxField, TextField } from "./inputs";
import { ResumeField } from "./resume-field";
import { type ResumeValue, toResumePayload } from "./resume";

/** What the three job applications share, as the form holds it. */
export interface ApplicantValues {
  firstName: string;
  lastName: string;
  phoneNumberCode: string;
  phoneNumber: string;
  candidateEmail: string;
  currentCandidateDepartment: string;
  currentCandidateCity: string;
  currentCandidateAddress: string;
  remoteWork: boolean;
  skills: string[];
  previousExperience: string;
  candidateResume: ResumeValue | null;
  additionalInformation: string;
  RecruitingEffort: string;
  VacancyGUID: string;
  policies: boolean;
}

export const applicantDefaults = (): ApplicantValues => ({
  firstName: "",
  lastName: "",
  phoneNumberCode: "",
  phoneNumber: "",
  candidateEmail: "",
  currentCandidateDepartment: "",
  currentCandidateCity: "",
  currentCandidateAddress: "",
  remoteWork: true,
  skills: [],
  previousExperience: "",
  candidateResume: null,
  additionalInformation: "",
  RecruitingEffort: "",
  VacancyGUID: "",
  policies: false,
});

/** The spec's candidate payload fields; the schema then joins skills and turns years into a number. */
export function applicantPayload(values: ApplicantValues) {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    phoneNumberCode: values.phoneNumberCode,
    phoneNumber: values.phoneNumber,
    candidateEmail: values.candidateEmail,
    currentCandidateDepartment: values.currentCandidateDepartment,
    currentCandidateCity: values.currentCandidateCity,
    currentCandidateAddress: values.currentCandidateAddress,
    remoteWork: values.remoteWork,
    skills: values.skills,
    previousExperience: values.previousExperience,
    candidateResume: toResumePayload(values.candidateResume),
    additionalInformation: values.additionalInformation,
    RecruitingEffort: values.RecruitingEffort,
    VacancyGUID: values.VacancyGUID,
    policies: values.policies,
    ByForm: BY_FORM,
  };
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
