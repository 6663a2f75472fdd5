import { useTranslation } from "react-i18next";
import { companyRecruitmentSchema } from "../../../../contracts/submissions/company-requests";
import { withoutDigits } from "../shared/filters";
import { PoliciesField, TextField } from "../shared/inputs";
import { AdditionalInformationField, CompanyField, ContactFields, NameFields, reachablePayload } from "../shared/person-fields";
import { defineForm, type FormIslandProps } from "../shared/form-definition";
import { SubmissionForm } from "../shared/submission-form";

export interface CompanyRecruitmentValues {
  firstName: string;
  lastName: string;
  contactWay: string;
  phoneNumberCode: string;
  phoneNumber: string;
  email: string;
  companyName: string;
  expertYouAreLookingFor: string;
  additionalInformation: string;
  policies: boolean;
}

export const companyRecruitmentDefaults = (): CompanyRecruitmentValues => ({
  firstName: "",
  lastName: "",
  contactWay: "",
  phoneNumberCode: "",
  phoneNumber: "",
  email: "",
  companyName: "",
  expertYouAreLookingFor: "",
  additionalInformation: "",
  policies: false,
});

export function companyRecruitmentPayload(values: CompanyRecruitmentValues) {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    ...reachablePayload(values, "email"),
    companyName: values.companyName,
    expertYouAreLookingFor: values.expertYouAreLookingFor,
    additionalInformation: values.additionalInformation,
    policies: values.policies,
  };
}

export const companyRecruitmentDefinition = defineForm<CompanyRecruitmentValues>({
  id: "company-recruitment",
  schema: companyRecruitmentSchema,
  defaults: companyRecruitmentDefaults,
  toPayload: companyRecruitmentPayload,
  continueTo: "/recruitment",
});

/** A company asks the recruitment team for an expert. */
export default function CompanyRecruitmentForm(props: FormIslandProps) {
  const { t } = useTranslation("forms");
  return (
    <SubmissionForm
      definition={companyRecruitmentDefinition}
      {...props}
      title={t("forms.companyRecruitment.title")}
      lead={t("forms.companyRecruitment.lead")}
      submitLabel={t("common.request")}
      busyLabel={t("common.sending")}
    >
      <NameFields />
      <ContactFields emailName="email" />
      <CompanyField name="companyName" />
      <TextField
        name="expertYouAreLookingFor"
        label={t("fields.expertYouAreLookingFor.label")}
        placeholder={t("fields.expertYouAreLookingFor.placeholder")}
        filter={withoutDigits}
        required
        className="sm:col-span-2"
      />
      <AdditionalInformationField />
      <PoliciesField />
    </SubmissionForm>
  );
}
