import { useTranslation } from "~/i18n/use-translation";
import { digitsOnly } from "./filters";
import { PhoneCodeField } from "./geo-fields";
import { TranslatedTextField } from "./inputs";

/** The two payloads' names for the pair; each name's copy is its own, but for the contact form's `phone_prefix`. */
type PhoneFieldsProps =
  | { codeName: "phoneNumberCode"; numberName: "phoneNumber"; required?: boolean; className?: string }
  | { codeName: "phone_prefix"; numberName: "phone"; required?: boolean; className?: string };

/** Dial code and number side by side: the number takes digits only, so it is never negative. */
export function PhoneFields({ codeName, numberName, required, className = "" }: PhoneFieldsProps) {
  const { t } = useTranslation("forms");
  return (
    <div
      className={`grid grid-cols-[7.5rem_1fr] items-start gap-3 sm:col-span-2 sm:grid-cols-[10rem_1fr]${className ? ` ${className}` : ""}`}
    >
      <PhoneCodeField
        name={codeName}
        label={t(codeName === "phone_prefix" ? "fields.phonePrefix.label" : "fields.phoneNumberCode.label")}
        required={required}
      />
      <TranslatedTextField
        name={numberName}
        required={required}
        // The number without its country code, which the picker beside it holds: `tel-national` belongs to a
        // text control (HTML's autofill table), and the keypad comes from `inputMode`.
        type="text"
        inputMode="tel"
        autoComplete="tel-national"
        filter={digitsOnly}
      />
    </div>
  );
}
