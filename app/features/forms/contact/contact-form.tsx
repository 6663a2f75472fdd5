import { useTranslation } from "~/i18n/use-translation";
import { contactSchema } from "../../../../contracts/submissions/contact";
import { PoliciesField, TranslatedTextField } from "../shared/inputs";
import { EmailField, NameField } from "../shared/person-fields";
import { PhoneFields } from "../shared/phone-fields";
import { defineForm, type FormIslandProps, type ValuesOf } from "../shared/form-definition";
import { SubmissionForm } from "../shared/submission-form";

/** Home contact form: its values are the payload's fields as they are. */
export const definition = defineForm({ id: "contact", schema: contactSchema, continueTo: "/" });

export type ContactValues = ValuesOf<typeof definition>;

/** The form-forwarding service answers `success: "true"` when it took the message. */
const isSuccess = (body: unknown) => typeof body === "object" && body !== null && (body as { success?: unknown }).success === "true";

/** Home contact section and contact page. Presence checks only; a failure just ends the loading state. */
export default function ContactForm(props: FormIslandProps) {
  const { t } = useTranslation("forms");
  return (
    <SubmissionForm
      definition={definition}
      {...props}
      isSuccess={isSuccess}
      title={t("forms.contact.title")}
      lead={t("forms.contact.lead")}
      submitLabel={t("common.send")}
      busyLabel={t("common.sending")}
      generalError={false}
    >
      <NameField name="name" className="sm:col-span-2" />
      <EmailField name="email" />
      <PhoneFields codeName="phone_prefix" numberName="phone" required />
      <TranslatedTextField name="message" multiline required className="sm:col-span-2" />
      <PoliciesField />
    </SubmissionForm>
  );
}
