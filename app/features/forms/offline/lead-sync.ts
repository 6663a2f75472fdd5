import { SENT_MESSAGE, SYNC_TAG, onLeadSent, sendSaved } from "./lead-queue";

/**
 * The service worker (served at /lead-sync.js, built by scripts/build-server.mjs):
 * it sends the submissions saved on the device (lead-queue.ts) when Background
 * Sync says the connection is back, even after the tab was closed, and tells
 * the site's open pages which were received. It does nothing else: no fetch
 * handler, no cache, so it never serves a page and never stands between a page
 * and its CSP. docs/decisions/0037-leads-saved-on-the-device.md says how to remove it.
 */
interface SyncEvent extends Event {
  tag: string;
  waitUntil(work: Promise<unknown>): void;
}
interface WorkerScope {
  addEventListener(type: "sync", listener: (event: SyncEvent) => void): void;
  addEventListener(type: "install" | "activate", listener: (event: SyncEvent) => void): void;
  skipWaiting(): Promise<void>;
  clients: {
    claim(): Promise<void>;
    matchAll(options: { includeUncontrolled: boolean; type: "window" }): Promise<{ postMessage(message: unknown): void }[]>;
  };
}

const worker = self as unknown as WorkerScope;

worker.addEventListener("install", () => void worker.skipWaiting());
worker.addEventListener("activate", (event) => event.waitUntil(worker.clients.claim()));

onLeadSent((key) => {
  void worker.clients.matchAll({ includeUncontrolled: true, type: "window" }).then((pages) => {
    for (const page of pages) page.postMessage({ type: SENT_MESSAGE, key });
  });
});

worker.addEventListener("sync", (event) => {
  if (event.tag !== SYNC_TAG) return;
  // Left unsent, the browser fires the sync again later, a few times.
  event.waitUntil(
    sendSaved().then((done) => {
      if (!done) throw new Error("saved submissions left to send");
    }),
  );
});
