import { sendSaved } from "./lead-queue";

/**
 * Loaded by a page's script when submissions wait on this device (a tab
 * closed while offline, say): sends them now if the browser is online, else
 * when it comes online, and again at each return of the connection until
 * none is left.
 */
function attempt() {
  void sendSaved().then((done) => {
    if (!done) addEventListener("online", attempt, { once: true });
  });
}

if (navigator.onLine) attempt();
else addEventListener("online", attempt, { once: true });
