import { useTranslation } from "react-i18next";
import { serviceOptionSchema } from "../../../../contracts/lists";
import { vmaHireSchema } from "../../../../contracts/submissions/company-requests";
import { withoutDigits } from "../shared/filters";
import { COUNTRY_FIELD, CountryField, StateField } from "../shared/country-fields";
import { PoliciesField, TextField } from "../shared/inputs";
import { MeetingTimesField, meetingTimesPayload } from "../shared/meeting-times";
import { AdditionalInformationField, ContactFields, NameFields, reachablePayload } from "../shared/person-fields";
import { ServicesField } from "../shared/services-field";
import { defineForm, type FormIslandProps } from "../shared/form-definition";
import { SubmissionForm } from "../shared/submission-form";

export interface VmaHireValues {
  firstName: string;
  country: string;
  departmentState: string;
  contactWay: string;
  phoneNumberCode: string;
  phoneNumber: string;
  candidateEmail: string;
  service: string[];
  medicalSpecialization: string;
  meetingTimes: string[];
  additionalInformation: string;
  policies: boolean;
}

export const vmaHireDefaults = (): VmaHireValues => ({
  firstName: "",
  country: "",
  departmentState: "",
  contactWay: "",
  phoneNumberCode: "",
  phoneNumber: "",
  candidateEmail: "",
  service: [],
  medicalSpecialization: "",
  meetingTimes: [""],
  additionalInformation: "",
  policies: false,
});

export function vmaHirePayload(values: VmaHireValues) {
  return {
    firstName: values.firstName,
    country: values.country,
    departmentState: values.departmentState,
    ...reachablePayload(values, "candidateEmail"),
    service: values.service,
    medicalSpecialization: values.medicalSpecialization,
    meetingTimes: meetingTimesPayload(values.meetingTimes),
    additionalInformation: values.additionalInformation,
    policies: values.policies,
  };
}

export const vmaHireDefinition = defineForm<VmaHireValues>({
  id: "vma-hire",
  schema: vmaHireSchema,
  defaults: vmaHireDefaults,
  toPayload: vmaHirePayload,
  continueTo: "/vma",
  lists: ["/api/service-options?for=vma"],
});

/** Hire a virtual medical assistant: specialization, services, tasks and times to meet candidates. */
export default function VmaHireForm(props: FormIslandProps) {
  const { t } = useTranslation("forms");
  return (
    <SubmissionForm
      definition={vmaHireDefinition}
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
      <TextField
        name="medicalSpecialization"
        label={t("fields.medicalSpecialization.label")}
        placeholder={t("fields.medicalSpecialization.placeholder")}
        filter={withoutDigits}
        className="sm:col-span-2"
      />
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
