/**
 * What a form kept in this tab of what was typed in it, for a reload or an
 * accidental back (app/features/forms/offline/offline-form.ts), is under this
 * key in session storage. The page's script reads whether there is one
 * without loading that code: such a form's island wakes by itself, to put
 * it back (app/islands/wake-islands.ts).
 */
export const draftKey = (form: string) => `form-draft:${form}`;

/** Whether this tab kept what was typed in the form before a reload. */
export function keptInTab(form: string): boolean {
  try {
    return sessionStorage.getItem(draftKey(form)) !== null;
  } catch {
    return false;
  }
}
