import { useTranslation } from "~/i18n/use-translation";
import { ERROR_KEYS } from "../../../../contracts/error-keys";

/** Keys the forms show that are not validation results of a schema. */
export const UI_ERROR_KEYS = ["ERROR_MSG", "SKILLS_NO_JOB", "SAVE_POSITIONS_REQUIRED", "UPLOAD_ERROR"] as const;
type MessageKey = (typeof ERROR_KEYS)[number] | (typeof UI_ERROR_KEYS)[number];

const known = new Set<string>([...ERROR_KEYS, ...UI_ERROR_KEYS]);

/** Error key (from the schema, the API or the UI) → text in the page language. */
export function useErrorText(): (key: string | undefined) => string | undefined {
  const { t } = useTranslation("forms");
  return (key) => {
    if (!key) return undefined;
    const message = (known.has(key) ? key : "FIELD_INVALID") as MessageKey;
    return t(`errors.${message}`);
  };
}
