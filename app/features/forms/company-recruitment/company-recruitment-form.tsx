import { useTranslation } from "~/i18n/use-translation";
import { companyRecruitmentSchema } from "../../../../contracts/submissions/company-requests";
import { withoutDigits } from "../shared/filters";
import { PoliciesField, TranslatedTextField } from "../shared/inputs";
import { AdditionalInformationField, CompanyField, ContactFields, NameFields, reachableFields } from "../shared/person-fields";
import { defineForm, type FormIslandProps } from "../shared/form-definition";
import { SubmissionForm } from "../shared/submission-form";

export const definition = defineForm({
  id: "company-recruitment",
  schema: companyRecruitmentSchema,
  fields: reachableFields("email"),
  continueTo: "/recruitment",
});

/** A company asks the recruitment team for an expert. */
export default function CompanyRecruitmentForm(props: FormIslandProps) {
  const { t } = useTranslation("forms");
  return (
    <SubmissionForm
      definition={definition}
      {...props}
      title={t("forms.companyRecruitment.title")}
      lead={t("forms.companyRecruitment.lead")}
      submitLabel={t("common.request")}
      busyLabel={t("common.sending")}
    >
      <NameFields />
      <ContactFields emailName="email" />
      <CompanyField name="companyName" />
      <TranslatedTextField name="expertYouAreLookingFor" filter={withoutDigits} required className="sm:col-span-2" />
      <AdditionalInformationField />
      <PoliciesField />
    </SubmissionForm>
  );
}
