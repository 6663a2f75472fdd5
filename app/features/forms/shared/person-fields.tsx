import { ContactWayField, contactFieldsFor } from "./choice-group";
import type { AnyValues, FieldCodec } from "./form-definition";
import { withoutDigits } from "./filters";
import { TranslatedTextField } from "./inputs";
import { PhoneFields } from "./phone-fields";

/** The browser's autofill token for each part of a person's name a form asks for. */
const NAME_AUTOCOMPLETE = { name: "name", firstName: "given-name", lastName: "family-name" } as const;

/** A person's whole name, or its first or last part: name-like, so digits are refused as typed. */
export function NameField({ name, className }: { name: keyof typeof NAME_AUTOCOMPLETE; className?: string }) {
  return <TranslatedTextField name={name} autoComplete={NAME_AUTOCOMPLETE[name]} filter={withoutDigits} required className={className} />;
}

/** First name and, on most forms, last name. */
export function NameFields({ lastName = true }: { lastName?: boolean }) {
  return (
    <>
      <NameField name="firstName" className={lastName ? "" : "sm:col-span-2"} />
      {lastName && <NameField name="lastName" />}
    </>
  );
}

/** The e-mail field's name: `candidateEmail` on some payloads, `email` on others. */
type EmailName = "candidateEmail" | "email";

/** The visitor's e-mail address. */
export function EmailField({ name, className = "" }: { name: EmailName; className?: string }) {
  return (
    <TranslatedTextField
      name={name}
      copy="email"
      type="email"
      autoComplete="email"
      required
      className={className ? `sm:col-span-2 ${className}` : "sm:col-span-2"}
    />
  );
}

interface ContactFieldsProps {
  emailName: EmailName;
  /** The contractor form asks for both, always, with no contact way. */
  always?: boolean;
}

/**
 * Contact way, then the fields it calls for: 1 e-mail, 2 phone, 3 both. Every
 * field is in the page, and the stylesheet shows those of the chosen way
 * (`.contact-email`, `.contact-phone` in app.css): the same with scripts and without, before
 * the island wakes and after.
 */
export function ContactFields({ emailName, always = false }: ContactFieldsProps) {
  return (
    <>
      {!always && <ContactWayField />}
      <EmailField name={emailName} className={always ? "" : "contact-email"} />
      <PhoneFields codeName="phoneNumberCode" numberName="phoneNumber" required className={always ? "" : "contact-phone"} />
    </>
  );
}

/**
 * Contact way and the fields it shows. A field the chosen way hides is sent
 * empty: what the visitor cannot see is not sent. No way chosen is no way.
 */
export function reachableFields<const Email extends EmailName>(emailName: Email) {
  const shown = (values: AnyValues) => contactFieldsFor(values.contactWay);
  const phone: FieldCodec<string> = { send: (value, values) => (shown(values).phone ? value : "") };
  const email: FieldCodec<string> = { send: (value, values) => (shown(values).email ? value : "") };
  const contactWay: FieldCodec<string> = { send: (value) => (value === "" ? undefined : value) };
  return { contactWay, phoneNumberCode: phone, phoneNumber: phone, ...({ [emailName]: email } as Record<Email, FieldCodec<string>>) };
}

export function AdditionalInformationField({ tasks = false }: { tasks?: boolean }) {
  return (
    <TranslatedTextField
      name="additionalInformation"
      copy={tasks ? "tasksRequired" : "additionalInformation"}
      multiline
      required
      className="sm:col-span-2"
    />
  );
}

/** The company's name: `company` on some payloads, `companyName` on others. */
export function CompanyField({ name }: { name: "company" | "companyName" }) {
  return <TranslatedTextField name={name} copy="company" autoComplete="organization" required className="sm:col-span-2" />;
}
