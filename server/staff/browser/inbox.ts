/**
 * The leads inbox's script (server/staff/leads/): the pages work without it; with it, a status or a
 * note saves without a reload (the same form data, posted with `Accept: application/json`), and the
 * list's new-lead counts refresh every 45 seconds while the tab is visible. Served only under /staff.
 */

const POLL_MS = 45_000;

function notice(kind: "ok" | "error", text: string) {
  const holder = document.querySelector<HTMLElement>("[data-lead-notice]");
  if (!holder) return;
  const box = document.createElement("div");
  box.className = `notice ${kind}`;
  box.setAttribute("role", kind === "error" ? "alert" : "status");
  box.textContent = text;
  holder.replaceChildren(box);
}

async function submit(form: HTMLFormElement, kind: string) {
  const button = form.querySelector<HTMLButtonElement>("button[type=submit]");
  if (button) button.disabled = true;
  try {
    const response = await fetch(form.action, {
      method: "POST",
      body: new URLSearchParams(new FormData(form) as unknown as Record<string, string>),
      headers: { accept: "application/json" },
      credentials: "same-origin",
    });
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (!response.ok) {
      if (typeof body.message === "string") notice("error", body.message);
      else form.submit();
      return;
    }
    const saved = document.documentElement.lang === "en" ? "Saved." : "Guardado.";
    if (kind === "note" && typeof body.note === "object" && body.note) {
      const note = body.note as { text: string; byline: string };
      const list = document.querySelector("[data-notes]");
      const item = document.createElement("li");
      const text = document.createElement("p");
      text.className = "note-text";
      text.textContent = note.text;
      const byline = document.createElement("p");
      byline.className = "hint";
      byline.textContent = note.byline;
      item.append(text, byline);
      list?.prepend(item);
      document.querySelector("[data-no-notes]")?.remove();
      form.reset();
    }
    if (kind === "status" && typeof body.label === "string") {
      const badge = document.querySelector("h1 .badge");
      if (badge) {
        badge.textContent = body.label;
        badge.className = `badge badge-${String(body.status)}`;
      }
    }
    notice("ok", saved);
  } catch {
    form.submit();
  } finally {
    if (button) button.disabled = false;
  }
}

for (const form of document.querySelectorAll<HTMLFormElement>("form[data-inbox-form]")) {
  const kind = form.dataset.inboxForm ?? "";
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    void submit(form, kind);
  });
}

const counts = document.querySelector("[data-new-counts]");
if (counts) {
  let timer: number | undefined;
  const refresh = async () => {
    try {
      const response = await fetch("/staff/leads/counts.json", { headers: { accept: "application/json" }, credentials: "same-origin" });
      if (!response.ok) return;
      const body = (await response.json()) as { counts: Record<string, number> };
      for (const element of counts.querySelectorAll<HTMLElement>("[data-form]")) {
        const count = body.counts[element.dataset.form ?? ""] ?? 0;
        const shown = count >= 1000 ? "999+" : String(count);
        element.textContent = element.textContent?.replace(/\d+\+?/, shown) ?? shown;
        element.closest("a")?.classList.toggle("has-new", count > 0);
      }
    } catch {
      // Offline for a moment: the next poll tries again.
    }
  };
  const start = () => {
    if (timer === undefined) timer = window.setInterval(() => void refresh(), POLL_MS);
  };
  const stop = () => {
    if (timer !== undefined) window.clearInterval(timer);
    timer = undefined;
  };
  document.addEventListener("visibilitychange", () => {
    if (document.hidden) stop();
    else {
      void refresh();
      start();
    }
  });
  if (!document.hidden) start();
}
