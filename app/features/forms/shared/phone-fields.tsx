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
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder={numberPlaceholder}
        filter={digitsOnly}
      />
    </div>
  );
}
