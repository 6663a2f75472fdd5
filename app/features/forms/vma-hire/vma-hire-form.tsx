import { useTranslation } from "~/i18n/use-translation";
import { serviceOptionSchema } from "../../../../contracts/lists";
import { vmaHireSchema } from "../../../../contracts/submissions/company-requests";
import { withoutDigits } from "../shared/filters";
import { COUNTRY_FIELD, CountryField, StateField } from "../shared/country-fields";
import { PoliciesField, TranslatedTextField } from "../shared/inputs";
import { MeetingTimesField, meetingTimesField } from "../shared/meeting-times";
import { AdditionalInformationField, ContactFields, NameFields, reachableFields } from "../shared/person-fields";
import { ServicesField } from "../shared/services-field";
import { defineForm, type FormIslandProps } from "../shared/form-definition";
import { SubmissionForm } from "../shared/submission-form";

export const definition = defineForm({
  id: "vma-hire",
  schema: vmaHireSchema,
  fields: { ...reachableFields("candidateEmail"), meetingTimes: meetingTimesField },
  continueTo: "/vma",
  lists: ["/api/service-options?for=vma"],
});

/** Hire a virtual medical assistant: specialization, services, tasks and times to meet candidates. */
export default function VmaHireForm(props: FormIslandProps) {
  const { t } = useTranslation("forms");
  return (
    <SubmissionForm
      definition={definition}
      {...props}
      title={t("forms.vmaHire.title")}
      lead={t("forms.vmaHire.lead")}
      submitLabel={t("common.request")}
      busyLabel={t("common.sending")}
      networkError="upload"
    >
      <NameFields lastName={false} />
      <CountryField name={COUNTRY_FIELD} label={t("fields.country.label")} statesField="departmentState" required />
      <StateField name="departmentState" countryField="country" label={t("fields.departmentState.label")} required />
      <ContactFields emailName="candidateEmail" />
      <TranslatedTextField name="medicalSpecialization" filter={withoutDigits} className="sm:col-span-2" />
      <ServicesField
        name="service"
        label={t("fields.services.label")}
        path="/api/service-options?for=vma"
        itemSchema={serviceOptionSchema}
      />
      <MeetingTimesField label={t("fields.meetingTimes.label")} hint={t("fields.meetingTimes.hint")} />
      <AdditionalInformationField tasks />
      <PoliciesField />
    </SubmissionForm>
  );
}
