/**
 * The staff area's one script (server/staff/): signs in with a passkey and adds one, through
 * SimpleWebAuthn. Built into <build>/node/staff/passkeys.js and served only under /staff; no public
 * page loads it. It finds its forms by `data-passkey` and shows what needs it (`data-needs-script`).
 */
import { browserSupportsWebAuthn, startAuthentication, startRegistration } from "@simplewebauthn/browser";

const postJson = async (url: string, body: unknown) => {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify(body),
    credentials: "same-origin",
  });
  return { ok: response.ok, body: (await response.json().catch(() => ({}))) as Record<string, unknown> };
};

function showError(form: HTMLElement) {
  const message = form.querySelector<HTMLElement>("[data-passkey-error]");
  if (message) {
    message.hidden = false;
    message.focus();
  }
}

async function signIn(form: HTMLFormElement) {
  const next = (form.elements.namedItem("next") as HTMLInputElement | null)?.value ?? "";
  const started = await postJson("/staff/passkeys/sign-in/options", {});
  if (!started.ok) return showError(form);
  try {
    const response = await startAuthentication({ optionsJSON: started.body.options as never });
    const done = await postJson("/staff/passkeys/sign-in", { challengeId: started.body.challengeId, response, next });
    if (done.ok && typeof done.body.redirect === "string") {
      window.location.assign(done.body.redirect);
      return;
    }
  } catch {
    // Cancelled, timed out, or no passkey for this site on the device.
  }
  showError(form);
}

async function register(form: HTMLFormElement) {
  const name = (form.elements.namedItem("name") as HTMLInputElement | null)?.value ?? "";
  const started = await postJson("/staff/passkeys/register/options", {});
  if (!started.ok) return showError(form);
  try {
    const response = await startRegistration({ optionsJSON: started.body.options as never });
    const done = await postJson("/staff/passkeys/register", { challengeId: started.body.challengeId, response, name });
    if (done.ok) {
      window.location.assign("/staff/account?added=1");
      return;
    }
  } catch {
    // Cancelled, or the device already holds a passkey of this member.
  }
  showError(form);
}

if (browserSupportsWebAuthn()) {
  for (const element of document.querySelectorAll<HTMLElement>("[data-needs-script]")) element.hidden = false;
  for (const element of document.querySelectorAll<HTMLElement>("[data-without-script]")) element.hidden = true;
  for (const form of document.querySelectorAll<HTMLFormElement>("form[data-passkey]")) {
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      const button = form.querySelector<HTMLButtonElement>("button[type=submit]");
      if (button?.disabled) return;
      if (button) button.disabled = true;
      form.setAttribute("aria-busy", "true");
      const work = form.dataset.passkey === "register" ? register(form) : signIn(form);
      work.finally(() => {
        if (button) button.disabled = false;
        form.removeAttribute("aria-busy");
      });
    });
  }
}
