// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from "@testing-library/preact";
import { afterEach, describe, expect, it, vi } from "vitest";
import { contactSchema } from "../../../../contracts/submissions/contact";
import { type ContactValues, contactDefaults } from "../contact/contact-form";
import { fakeApi, renderWithApp } from "../test-utils";
import { defineForm } from "./form-definition";
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

function TestForm({ defaults = filled, networkError }: { defaults?: ContactValues; networkError?: "upload" | "silent" }) {
  const definition = defineForm<ContactValues>({
    id: "contact",
    schema: contactSchema,
    defaults: () => defaults,
    toPayload: (values) => values,
    continueTo: "/somewhere",
  });
  return (
    <SubmissionForm definition={definition} title="Test form" submitLabel="Submit" busyLabel="Submitting..." networkError={networkError}>
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
    const { user } = renderWithApp(<TestForm defaults={contactDefaults} />);
    await user.click(await screen.findByRole("button", { name: "Submit" }));
    await waitFor(() => expect(screen.getByText("Please fill all mandatory fields before send")).toBeTruthy());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("textbox", { name: "Name" })));
    expect(api.posts).toHaveLength(0);
  });

  it("says Error uploading file. when a job application fails on the network", async () => {
    vi.stubGlobal("fetch", fakeApi({}, { fail: true }).fetch);
    const { user } = renderWithApp(<TestForm networkError="upload" />);
    await user.click(await screen.findByRole("button", { name: "Submit" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Error uploading file.");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("stays silent on a network failure elsewhere, and shows the API's field messages on a 400", async () => {
    vi.stubGlobal("fetch", fakeApi({}, { fail: true }).fetch);
    const { user } = renderWithApp(<TestForm />);
    await user.click(await screen.findByRole("button", { name: "Submit" }));
    await waitFor(() => expect((screen.getByRole("button", { name: "Submit" }) as HTMLButtonElement).disabled).toBe(false));
    expect(screen.queryAllByRole("alert")).toHaveLength(0);

    vi.stubGlobal("fetch", fakeApi({}, { status: 400, body: { error: "validation", fields: { email: "FIELD_TOO_LONG" } } }).fetch);
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(screen.getByText("The text is too long")).toBeTruthy());
    expect(screen.getByRole("textbox", { name: "Email" }).getAttribute("aria-invalid")).toBe("true");
  });
});
