/**
 * Set in local storage while a submission waits on this device to be sent
 * (app/features/forms/offline/lead-queue.ts), so that every page's script
 * knows, without opening IndexedDB, whether to load the code that sends it.
 */
export const SAVED_LEADS_FLAG = "leads-saved";

export function hasSavedLeads(): boolean {
  try {
    return localStorage.getItem(SAVED_LEADS_FLAG) !== null;
  } catch {
    return false;
  }
}
