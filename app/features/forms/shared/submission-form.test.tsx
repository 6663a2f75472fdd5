// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/preact";
import { afterEach, describe, expect, it, onTestFinished, vi } from "vitest";
import type { FormId } from "../../../../contracts/form-ids";
import { definition as contactDefinition, type ContactValues } from "../contact/contact-form";
import { reportToFunnel } from "~/browser/form-funnel";
import { fakeApi, renderWithApp } from "../test-utils";
import type { FormOutcome } from "./form-definition";
import { leavePage } from "./leave-page";
import { TextField } from "./inputs";
import { SubmissionForm } from "./submission-form";

vi.setConfig({ testTimeout: 30_000 });
vi.mock("./leave-page", () => ({ leavePage: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const filled: ContactValues = { name: "Ana", email: "a@b.co", phone_prefix: "+57", phone: "300", message: "Hola", policies: true };

function TestForm({
  defaults = filled,
  networkError,
  id = "contact",
  outcome,
}: {
  defaults?: ContactValues;
  networkError?: "upload" | "silent";
  id?: FormId;
  outcome?: FormOutcome;
}) {
  // A job application's id stands for a form that carries a resume.
  const hasResume = ["candidate", "contractor", "vma-application"].includes(id);
  const definition = { ...contactDefinition, id, hasResume, defaults: () => defaults, continueTo: "/somewhere" };
  return (
    <SubmissionForm
      definition={definition}
      title="Test form"
      submitLabel="Submit"
      busyLabel="Submitting..."
      networkError={networkError}
      outcome={outcome}
    >
      <TextField name="name" label="Name" />
      <TextField name="email" label="Email" />
      <TextField name="message" label="Message" />
    </SubmissionForm>
  );
}

describe("submit lifecycle", () => {
  it("disables the button with the loading label and marks the form busy while sending", async () => {
    let release: (() => void) | undefined;
    const api = fakeApi();
    vi.stubGlobal("fetch", async (input: RequestInfo, init?: RequestInit) => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return api.fetch(input, init);
    });
    const { user } = renderWithApp(<TestForm />);
    await user.click(await screen.findByRole("button", { name: "Submit" }));
    const busy = await screen.findByRole("button", { name: "Submitting..." });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole("form", { name: "Test form" }).getAttribute("aria-busy")).toBe("true");
    // The post leaves once the form's device code (its idempotency key) is in.
    await waitFor(() => expect(release).toBeDefined());
    release?.();
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByRole("heading", { name: "Request submitted successfully!" })).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Continue Exploring" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(leavePage).toHaveBeenCalledWith("/somewhere");
  });

  it("shows the general message and focuses the first invalid field", async () => {
    const api = fakeApi();
    vi.stubGlobal("fetch", api.fetch);
    const { user } = renderWithApp(<TestForm defaults={contactDefinition.defaults()} />);
    await user.click(await screen.findByRole("button", { name: "Submit" }));
    await waitFor(() => expect(screen.getByText("Please fill all mandatory fields before send")).toBeTruthy());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("textbox", { name: "Name" })));
    expect(api.posts).toHaveLength(0);
  });

  it("sends what a field shows, even text whose input event the form missed", async () => {
    const api = fakeApi();
    vi.stubGlobal("fetch", api.fetch);
    const { user } = renderWithApp(<TestForm defaults={{ ...filled, name: "" }} />);
    const name = (await screen.findByRole("textbox", { name: "Name" })) as HTMLInputElement;
    // Text in the field that no input event told the form of.
    name.value = "Laura Gómez";
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(api.posts).toHaveLength(1));
    expect(api.posts[0]?.body).toMatchObject({ name: "Laura Gómez", email: "a@b.co" });
    expect(screen.queryByText("Please fill all mandatory fields before send")).toBeNull();
  });

  it("says Error uploading file. and that nothing was received when a job application fails on the network", async () => {
    vi.stubGlobal("fetch", fakeApi({}, { fail: true }).fetch);
    const { user } = renderWithApp(<TestForm networkError="upload" />);
    await user.click(await screen.findByRole("button", { name: "Submit" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Error uploading file. Nothing was received: the connection failed. What you typed is still here; check your connection and send the form again.",
    );
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("says nothing was received on a network failure elsewhere, and shows the API's field messages on a 400", async () => {
    vi.stubGlobal("fetch", fakeApi({}, { fail: true }).fetch);
    const { user } = renderWithApp(<TestForm />);
    await user.click(await screen.findByRole("button", { name: "Submit" }));
    expect((await screen.findByRole("alert")).textContent).toMatch(/^Nothing was received: the connection failed\./);

    vi.stubGlobal("fetch", fakeApi({}, { status: 400, body: { error: "validation", fields: { email: "FIELD_TOO_LONG" } } }).fetch);
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(screen.getByText("The text is too long")).toBeTruthy());
    expect(screen.getByRole("textbox", { name: "Email" }).getAttribute("aria-invalid")).toBe("true");
  });
});

describe("what the form keeps in the tab for a reload", () => {
  const draft = () => JSON.parse(sessionStorage.getItem("form-draft:contact") ?? "null")?.values;

  it("keeps what is typed a moment after each change, and nothing more once the form is gone", async () => {
    // The device's code, which the form loads once the visitor starts filling it, here from the first keystroke.
    await Promise.all([import("./success-dialog"), import("../offline/offline-form")]);
    const { user, unmount } = renderWithApp(<TestForm defaults={{ ...filled, name: "" }} />);
    const name = await screen.findByRole("textbox", { name: "Name" });
    await user.type(name, "Ana");
    await waitFor(() => expect(draft()?.name).toBe("Ana"));
    // A change, and the form gone in the same task: the change's moment never comes (user-event's own delays,
    // on a busy machine, could let it come first).
    fireEvent.input(name, { target: { value: "Ana María" } });
    unmount();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(draft()?.name).toBe("Ana");
  });

  it("keeps what was typed before the device's code had loaded", async () => {
    renderWithApp(<TestForm defaults={{ ...filled, name: "" }} />);
    const name = await screen.findByRole("textbox", { name: "Name" });
    // One input event, and no other change after it: the code it asks for arrives later.
    fireEvent.input(name, { target: { value: "Ana" } });
    await waitFor(() => expect(draft()?.name).toBe("Ana"));
  });
});

describe("the form funnel", () => {
  it("reports the rules its checks find, each field and rule once, and neither the values nor the server's refusals", async () => {
    const beacons: Array<[string, unknown]> = [];
    // jsdom has no beacons.
    Object.defineProperty(navigator, "sendBeacon", {
      configurable: true,
      value: (url: string, body?: string) => beacons.push([url, body === undefined ? undefined : JSON.parse(body)]) > 0,
    });
    onTestFinished(() => {
      Reflect.deleteProperty(navigator, "sendBeacon");
    });
    const api = fakeApi({}, { status: 400, body: { error: "validation", fields: { message: "FIELD_TOO_LONG" } } });
    vi.stubGlobal("fetch", api.fetch);
    const { user, container } = renderWithApp(<TestForm id="vma-hire" defaults={{ ...filled, name: "", email: "", message: "" }} />);
    reportToFunnel(container as HTMLElement, "vma-hire");
    const submit = await screen.findByRole("button", { name: "Submit" });
    const errorBeacons = () => beacons.filter(([url]) => url === "/api/funnel/vma-hire/field-errors").map(([, body]) => body);

    await user.click(submit);
    await waitFor(() => expect(errorBeacons()).toHaveLength(1));
    expect(errorBeacons()[0]).toEqual({ name: "FIELD_REQUIRED", email: "FIELD_REQUIRED", message: "FIELD_REQUIRED" });
    await user.click(submit);
    await user.type(screen.getByRole("textbox", { name: "Email" }), "laura at example");
    await waitFor(() => expect(errorBeacons()).toHaveLength(2));
    expect(errorBeacons()[1]).toEqual({ email: "EMAIL_INVALID" });
    await user.type(screen.getByRole("textbox", { name: "Name" }), "Laura");
    await user.type(screen.getByRole("textbox", { name: "Email" }), "{Control>}a{/Control}laura@example.com");
    await user.type(screen.getByRole("textbox", { name: "Message" }), "Hola");
    await user.click(submit);
    await waitFor(() => expect(screen.getByText("The text is too long")).toBeTruthy());
    expect(api.posts).toHaveLength(1);
    expect(errorBeacons()).toHaveLength(2);
    expect(beacons).toContainEqual(["/api/funnel/vma-hire/started", undefined]);
    expect(JSON.stringify(beacons)).not.toContain("laura");
  });
});

describe("a submission the server does not take", () => {
  async function refusedBy(
    answer: { status: number; headers?: HeadersInit },
    form: Parameters<typeof TestForm>[0] = {},
    language?: "es" | "en",
  ) {
    const api = fakeApi({}, { ...answer, body: { error: "refused" } });
    vi.stubGlobal("fetch", api.fetch);
    const { user } = renderWithApp(<TestForm {...form} />, { language });
    await user.click(await screen.findByRole("button", { name: "Submit" }));
    const alert = await screen.findByRole("alert");
    // Announced, focused, the form as the visitor left it, no success.
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect((screen.getByRole("textbox", { name: "Name" }) as HTMLInputElement).value).toBe("Ana");
    expect((screen.getByRole("textbox", { name: "Message" }) as HTMLInputElement).value).toBe("Hola");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(api.posts).toHaveLength(1);
    return { text: alert.textContent, user };
  }

  it("429: says when to send again, from Retry-After, and clears the message on the next attempt", async () => {
    const { text, user } = await refusedBy({ status: 429, headers: { "Retry-After": "120" } });
    expect(text).toBe(
      "Too many requests were sent from your connection, so nothing was received this time. What you typed is still here: send the form again in 2 minutes.",
    );
    vi.stubGlobal("fetch", fakeApi().fetch);
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await screen.findByRole("dialog");
    expect(screen.queryByText(/Too many requests/)).toBeNull();
  });

  it("429 in Spanish: the wait in the page's language", async () => {
    const { text } = await refusedBy({ status: 429, headers: { "Retry-After": "30" } }, {}, "es");
    expect(text).toBe(
      "Se enviaron demasiadas solicitudes desde tu conexión, así que esta vez no recibimos nada. Lo que escribiste sigue aquí: envía el formulario de nuevo dentro de 30 segundos.",
    );
  });

  it("413 on a job application: Error uploading file. and the file's limit", async () => {
    const { text } = await refusedBy({ status: 413 }, { id: "candidate", networkError: "upload" });
    expect(text).toBe(
      "Error uploading file. The file is too large to send, so nothing was received. Choose a file of up to 5 MB and send the form again.",
    );
  });

  it("413 on a form without a file: the form's limit, in Spanish too", async () => {
    const { text } = await refusedBy({ status: 413 }, {}, "es");
    expect(text).toBe(
      "El formulario es demasiado grande para enviarlo, así que no recibimos nada. Acorta los textos más largos (hasta 64 kB en total) y envíalo de nuevo.",
    );
  });

  it("500 and 507 (storage full): nothing was received, try again later", async () => {
    const unavailable =
      "Nothing was received: we cannot take your request right now. What you typed is still here; please try again later.";
    expect((await refusedBy({ status: 500 })).text).toBe(unavailable);
    cleanup();
    expect((await refusedBy({ status: 507 })).text).toBe(unavailable);
  });

  it("503 with Retry-After: try again at the time given", async () => {
    const { text } = await refusedBy({ status: 503, headers: { "Retry-After": "3600" } });
    expect(text).toBe(
      "Nothing was received: we cannot take your request right now. What you typed is still here; please try again in 1 hour.",
    );
  });

  it("the form posted without scripts shows the same message, with the retry time its page was answered with", async () => {
    renderWithApp(
      <TestForm
        defaults={contactDefinition.defaults()}
        outcome={{ values: { name: "Ana" }, errors: {}, failure: "RATE_LIMITED", retryAfterSeconds: 90 }}
      />,
    );
    expect((await screen.findByRole("alert")).textContent).toMatch(/send the form again in 2 minutes\.$/);
    expect((screen.getByRole("textbox", { name: "Name" }) as HTMLInputElement).value).toBe("Ana");
  });
});
