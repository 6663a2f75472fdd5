/**
 * The language rules, as the app imports them: the shared rules (contracts/language.ts,
 * which the server also reads) and the browser's reading of the saved choice.
 */
import { isLanguage, LANGUAGE_KEY, type Language } from "../../contracts/language";

export * from "../../contracts/language";

/** Reads the saved choice; storage can be unavailable (privacy modes). */
export function readSavedLanguage(storage: Pick<Storage, "getItem"> | undefined): Language | null {
  try {
    const value = storage?.getItem(LANGUAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}
