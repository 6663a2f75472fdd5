import { digitsOnly } from "./filters";
import { PhoneCodeField } from "./geo-fields";
import { TextField } from "./inputs";

interface PhoneFieldsProps {
  codeName: string;
  numberName: string;
  codeLabel: string;
  numberLabel: string;
  numberPlaceholder?: string;
  required?: boolean;
}

/** Dial code and number side by side: the number takes digits only, so it is never negative. */
export function PhoneFields({ codeName, numberName, codeLabel, numberLabel, numberPlaceholder, required }: PhoneFieldsProps) {
  return (
    <div className="grid grid-cols-[7.5rem_1fr] items-start gap-3 sm:col-span-2 sm:grid-cols-[10rem_1fr]">
      <PhoneCodeField name={codeName} label={codeLabel} required={required} />
      <TextField
        name={numberName}
        label={numberLabel}
        required={required}
        // The number without its country code, which the picker beside it holds: `tel-national` belongs to a
        // text control (HTML's autofill table), and the keypad comes from `inputMode`.
        type="text"
        inputMode="tel"
        autoComplete="tel-national"
        placeholder={numberPlaceholder}
        filter={digitsOnly}
      />
    </div>
  );
}
