import { createStore, del, entries, set } from "idb-keyval";
import { SAVED_LEADS_FLAG } from "~/browser/saved-leads";

/**
 * Submissions saved on the visitor's device while they could not be sent,
 * in IndexedDB, and sent again later: by the page when the connection comes
 * back or the site is next opened, and by the service worker's Background
 * Sync where the browser has it (lead-sync.ts). Each keeps its idempotency
 * key, so the API stores it once however many of them send it, and whether
 * or not an earlier attempt's answer was lost on the way
 * (docs/decisions/0037-leads-saved-on-the-device.md).
 *
 * This module runs in the page and in the service worker: it imports
 * nothing of the forms' code, so that a page without a form that sends what
 * is saved loads only this.
 */
export interface SavedLead {
  /** The `Idempotency-Key`, also the record's key. */
  key: string;
  form: string;
  /** The JSON body as the form posts it. */
  body: object;
  /** The language the consent text was read in (`Content-Language`). */
  language: string;
  /** After this moment it is removed unsent. */
  expiresAt: number;
}

/** The longest a saved submission stays on a device: it holds personal data. */
export const KEEP_ON_DEVICE_MS = 7 * 24 * 3600_000;
/** The Background Sync tag the service worker sends saved submissions on. */
export const SYNC_TAG = "send-saved-leads";
/** What the worker tells the site's open pages about a saved submission it sent. */
export const SENT_MESSAGE = "lead-sent";

let store: ReturnType<typeof createStore> | undefined;
const leads = () => (store ??= createStore("site-leads", "saved"));

/** Saves a submission to send later; false when the device cannot hold it (no IndexedDB, no room). */
export async function saveLead(lead: Omit<SavedLead, "expiresAt">, now = Date.now()): Promise<boolean> {
  try {
    await set(lead.key, { ...lead, expiresAt: now + KEEP_ON_DEVICE_MS }, leads());
    flag(true);
    return true;
  } catch {
    return false;
  }
}

export async function forgetLead(key: string): Promise<void> {
  try {
    await del(key, leads());
  } catch {
    // No IndexedDB: nothing was saved.
  }
}

/** The page's local storage flag (none in a worker). */
function flag(on: boolean) {
  try {
    if (typeof localStorage === "undefined") return;
    if (on) localStorage.setItem(SAVED_LEADS_FLAG, "1");
    else localStorage.removeItem(SAVED_LEADS_FLAG);
  } catch {
    // Storage refused: the next page just does not look.
  }
}

/** How one attempt ended: received (201, or 422: an earlier version under the key was), to try again, or refused for good. */
type Attempt = "sent" | "later" | "refused";

async function post(lead: SavedLead): Promise<Attempt> {
  let response: Response;
  try {
    response = await fetch(`/api/submissions/${lead.form}`, {
      method: "POST",
      // The names contracts/submission-extras.ts and server/api/submissions-route.ts give them: this module loads none of the forms' code.
      headers: {
        "Content-Type": "application/json",
        Accept: "application/json",
        "Content-Language": lead.language,
        "Idempotency-Key": lead.key,
      },
      body: JSON.stringify(lead.body),
    });
  } catch {
    return "later";
  }
  if (response.ok || response.status === 422) return "sent";
  return response.status === 429 || response.status >= 500 ? "later" : "refused";
}

const listeners = new Set<(key: string) => void>();

/** Calls `listener` with the key of each saved submission received from now on (sent by this page or by the worker). */
export function onLeadSent(listener: (key: string) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function announceSent(key: string) {
  for (const listener of listeners) listener(key);
}

let sending: Promise<boolean> | undefined;

/**
 * Sends every saved submission, oldest first, and removes each once it is
 * received (or refused for good, or expired). True when nothing is left.
 * One run at a time in a page; the worker's run beside it is harmless (one
 * key, one row).
 */
export function sendSaved(now = Date.now()): Promise<boolean> {
  sending ??= (async () => {
    let left = 0;
    try {
      const saved = (await entries<string, SavedLead>(leads())).map(([, lead]) => lead);
      for (const lead of saved.sort((a, b) => a.expiresAt - b.expiresAt)) {
        const attempt = lead.expiresAt <= now ? "refused" : await post(lead);
        if (attempt === "later") {
          left += 1;
          continue;
        }
        await forgetLead(lead.key);
        if (attempt === "sent") announceSent(lead.key);
      }
    } catch {
      return false;
    } finally {
      sending = undefined;
    }
    if (left === 0) flag(false);
    return left === 0;
  })();
  return sending;
}
