import { draftKey } from "~/browser/kept-drafts";
import type { FieldValues, FormStore } from "../shared/form-state";
import { announceSent, forgetLead, onLeadSent, SENT_MESSAGE, SYNC_TAG, saveLead, sendSaved } from "./lead-queue";

/**
 * What a form keeps on the visitor's device, loaded once the visitor starts
 * filling it (submission-form.tsx), so that none of it weighs on the form's
 * first load:
 *
 * - its idempotency key, one per filled form, kept across its retries and
 *   a reload, a new one after a success;
 * - what was typed, in session storage, for a reload or an accidental back in
 *   the same tab: never the resume, cleared on success, gone with the tab;
 * - a submission the connection did not carry, saved in IndexedDB
 *   (lead-queue.ts) and sent again as soon as it can be, by this page or by
 *   the service worker (lead-sync.ts).
 */

/** The resume's field: never kept in session storage. */
const RESUME_FIELD = "candidateResume";

interface Draft {
  key: string;
  values: FieldValues;
  /** A resume was attached: the visitor is asked to attach it again. */
  resume: boolean;
}

/** A new idempotency key; `crypto.randomUUID` is there only in secure contexts. */
function newKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** What the island tells the visitor: saved on this device, sent now, or attach the resume again. */
export type DeviceStatus = "saved" | "sent" | "resume";

export interface DeviceForm {
  /** The key the next attempt carries. */
  key(): string;
  /** A submission the connection did not carry: saved to send later, or why not. */
  saveForLater(body: object, language: string): Promise<DeviceStatus | undefined>;
  /** The submission was received (call it once the form is reset): nothing of it stays on the device, and the next one gets a new key. */
  received(): void;
  /** The form is gone: it no longer keeps what is typed, nor hears of sent submissions. */
  detach(): void;
}

/**
 * `untouched` is the form's values before the visitor changed any: what was typed while this code loaded,
 * on a slow connection the whole form, is kept too.
 */
export function attachDevice(
  form: string,
  store: FormStore,
  untouched: FieldValues,
  events: { status: (status: DeviceStatus) => void; sentLater: () => void },
): DeviceForm {
  let draft: Draft | undefined;
  try {
    draft = JSON.parse(sessionStorage.getItem(draftKey(form)) ?? "null") ?? undefined;
  } catch {
    draft = undefined;
  }
  let key = draft?.key ?? newKey();
  if (draft) {
    for (const [name, value] of Object.entries(draft.values)) store.setValue(name, value);
    if (draft.resume) events.status("resume");
  }

  // What is typed is kept for this tab, a moment after each change.
  let timer: ReturnType<typeof setTimeout> | undefined;
  const keep = () => {
    timer = undefined;
    const { [RESUME_FIELD]: resume, ...values } = store.getValues() as FieldValues;
    try {
      sessionStorage.setItem(draftKey(form), JSON.stringify({ key, values, resume: Boolean(resume) || Boolean(draft?.resume) }));
    } catch {
      // Storage full or refused: a reload then starts from the page.
    }
  };
  const keepSoon = () => {
    timer ??= setTimeout(keep, 300);
  };
  const unsubscribe = store.subscribe(keepSoon);
  if (!draft && store.getValues() !== untouched) keepSoon();

  // A saved submission of this form sent by this page, another of the site's pages or the worker.
  const stopHearing = onLeadSent((sent) => {
    if (sent !== key) return;
    // The form is reset first: what the reset changes is then not kept.
    events.sentLater();
    received();
  });
  const fromWorker = (event: MessageEvent) => {
    if (event.data?.type === SENT_MESSAGE && typeof event.data.key === "string") announceSent(event.data.key);
  };
  navigator.serviceWorker?.addEventListener("message", fromWorker);
  registerWorker();

  const received = () => {
    clearTimeout(timer);
    timer = undefined;
    void forgetLead(key);
    try {
      sessionStorage.removeItem(draftKey(form));
    } catch {
      // Nothing was kept.
    }
    draft = undefined;
    key = newKey();
  };

  return {
    key: () => key,
    received,
    detach() {
      unsubscribe();
      clearTimeout(timer);
      stopHearing();
      navigator.serviceWorker?.removeEventListener("message", fromWorker);
    },
    async saveForLater(body, language) {
      if (!(await saveLead({ key, form, body, language }))) return RESUME_FIELD in body ? "resume" : undefined;
      sendWhenOnline();
      return "saved";
    },
  };
}

/**
 * The service worker that sends saved submissions by Background Sync, in the
 * browsers that have it (Chromium); registered once a visitor starts filling
 * a form, never with a page's first load, so it is in place if the
 * connection then drops. It has no fetch handler: it never serves a page.
 */
function registerWorker() {
  if (!("serviceWorker" in navigator) || !("SyncManager" in window)) return;
  navigator.serviceWorker.register("/lead-sync.js").catch(() => undefined);
}

interface SyncRegistration {
  sync?: { register(tag: string): Promise<void> };
}

let waiting = false;
let retryMs = 5000;

/**
 * Sends what is saved when the connection comes back (`online`), and, while
 * the browser says it is online but the request failed (a reset, a timeout),
 * again after a while, each time twice as long (up to 5 minutes); and asks the
 * worker to send it by Background Sync, which outlives the tab.
 */
export function sendWhenOnline() {
  // Once the worker is active: a sync asked of a worker still installing (a moment after its registration,
  // longer on a busy phone) is refused. Where no worker was registered, this never resolves; the page's own
  // attempts below send it.
  navigator.serviceWorker?.ready.then((registration) => (registration as SyncRegistration).sync?.register(SYNC_TAG)).catch(() => undefined);
  if (waiting) return;
  waiting = true;
  const attempt = async () => {
    removeEventListener("online", attempt);
    clearTimeout(timer);
    if (await sendSaved()) {
      waiting = false;
      retryMs = 5000;
      return;
    }
    addEventListener("online", attempt);
    retryMs = Math.min(retryMs * 2, 300_000);
    timer = setTimeout(attempt, retryMs);
  };
  let timer = setTimeout(attempt, retryMs);
  addEventListener("online", attempt);
}
