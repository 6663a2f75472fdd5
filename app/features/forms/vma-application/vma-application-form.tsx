import { useTranslation } from "~/i18n/use-translation";
import { vmaApplicationSchema } from "../../../../contracts/submissions/job-applications";
import { withoutDigits } from "../shared/filters";
import { PoliciesField, TranslatedTextField } from "../shared/inputs";
import { ApplicationClosingFields, applicantFields, CityAddressFields, DepartmentField, ExperienceField } from "../shared/job-application";
import { AdditionalInformationField, ContactFields, NameFields, reachableFields } from "../shared/person-fields";
import { defineForm, type FormIslandProps } from "../shared/form-definition";
import { SubmissionForm } from "../shared/submission-form";
import { VacancySkillsFields, vacancyFromForm } from "../shared/vacancy-skills";

/** VMA job application; its application position is the medical specialization. */
export const definition = defineForm({
  id: "vma-application",
  schema: vmaApplicationSchema,
  fields: { ...applicantFields, ...reachableFields("candidateEmail") },
  continueTo: "/vma",
  lists: ["/api/vacancies"],
  fromForm: vacancyFromForm,
});

/** Virtual medical assistant job application; skills are sent joined by ", ". */
export default function VmaApplicationForm(props: FormIslandProps) {
  const { t } = useTranslation("forms");
  return (
    <SubmissionForm
      definition={definition}
      {...props}
      title={t("forms.vmaApplication.title")}
      lead={t("forms.vmaApplication.lead")}
      submitLabel={t("common.apply")}
      busyLabel={t("common.submitting")}
      networkError="upload"
    >
      <NameFields />
      <ContactFields emailName="candidateEmail" />
      <DepartmentField className="sm:col-span-2" />
      <CityAddressFields />
      <TranslatedTextField
        name="applicationPosition"
        copy="medicalSpecialization"
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
