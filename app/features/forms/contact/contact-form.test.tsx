// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from "@testing-library/preact";
import { afterEach, describe, expect, it, vi } from "vitest";
import { copy, fakeApi, renderWithApp } from "../test-utils";
import { leavePage } from "../shared/leave-page";
import ContactForm from "./contact-form";

vi.setConfig({ testTimeout: 30_000 });
vi.mock("../shared/leave-page", () => ({ leavePage: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("home contact form", () => {
  it("shows the spec's Spanish messages verbatim on an empty submit and sends nothing", async () => {
    const api = fakeApi();
    vi.stubGlobal("fetch", api.fetch);
    const { user } = renderWithApp(<ContactForm />, { language: "es" });
    await user.click(await screen.findByRole("button", { name: "Enviar" }));
    // The first field's message at once, the others a frame later.
    await waitFor(() =>
      expect(screen.getAllByRole("alert").map((alert) => alert.textContent)).toEqual([
        "Este campo debe ser completado.",
        "Este campo debe ser completado.",
        "El campo del sufijo del telefono debe ser completado.",
        "El campo del numero de telefono debe ser completado.",
        "Este campo debe ser completado.",
        "Este campo debe ser completado.",
      ]),
    );
    expect(api.posts).toHaveLength(0);
    const name = screen.getByRole("textbox", { name: /Nombre/ });
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(name.getAttribute("aria-describedby")).toContain(screen.getAllByRole("alert")[0]?.id);
    await waitFor(() => expect(document.activeElement).toBe(name));
  });

  it("posts the payload once, shows the dialog, resets, and Continue Exploring leads home", async () => {
    const api = fakeApi();
    vi.stubGlobal("fetch", api.fetch);
    const { user } = renderWithApp(<ContactForm />, { language: "en" });
    await user.type(await screen.findByRole("textbox", { name: /Name/ }), "Laura 9 Gómez");
    await user.type(screen.getByRole("textbox", { name: /Email/ }), "laura@example.com");
    const prefix = screen.getByRole("combobox", { name: /Prefix/ }) as HTMLSelectElement;
    await user.selectOptions(prefix, "Colombia (+57)");
    expect(prefix.value).toBe("+57");
    await user.type(screen.getByRole("textbox", { name: /Phone/ }), "300-123");
    await user.type(screen.getByRole("textbox", { name: /Message/ }), "Hello");
    await user.click(screen.getByRole("checkbox"));
    await user.click(screen.getByRole("button", { name: "Send" }));

    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText(copy.en.common.dialog.successText)).toBeTruthy();
    expect(api.posts).toHaveLength(1);
    expect(api.posts[0]?.url).toBe("/api/submissions/contact");
    expect(api.posts[0]?.headers.get("Content-Language")).toBe("en");
    expect(api.posts[0]?.body).toEqual({
      name: "Laura  Gómez",
      email: "laura@example.com",
      phone_prefix: "+57",
      phone: "300123",
      message: "Hello",
      policies: true,
    });
    // The open dialog hides the page from assistive technology, so read the fields by name.
    expect((document.querySelector("input[name=name]") as HTMLInputElement).value).toBe("");
    expect(prefix.value).toBe("");
    expect((document.querySelector("input[name=policies]") as HTMLInputElement).checked).toBe(false);
    await user.click(within(dialog).getByRole("button", { name: "Continue Exploring" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(leavePage).toHaveBeenCalledWith("/");
  });

  it("ends the loading state and says nothing was received when the service fails, keeping what was typed", async () => {
    const api = fakeApi({}, { status: 502, body: { error: "upstream" } });
    vi.stubGlobal("fetch", api.fetch);
    const { user } = renderWithApp(<ContactForm />, { language: "es" });
    await user.type(await screen.findByRole("textbox", { name: /Nombre/ }), "Ana");
    await user.type(screen.getByRole("textbox", { name: /Correo/ }), "a@b.co");
    await user.selectOptions(screen.getByRole("combobox", { name: /Indicativo/ }), "Colombia (+57)");
    await user.type(screen.getByRole("textbox", { name: /Teléfono/ }), "3001234567");
    await user.type(screen.getByRole("textbox", { name: /Mensaje/ }), "Hola");
    await user.click(screen.getByRole("checkbox"));
    await user.click(screen.getByRole("button", { name: "Enviar" }));
    await waitFor(() => expect(api.posts).toHaveLength(1));
    await waitFor(() => expect((screen.getByRole("button", { name: "Enviar" }) as HTMLButtonElement).disabled).toBe(false));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByRole("alert").textContent).toBe(
      "No recibimos nada: no podemos tomar tu solicitud en este momento. Lo que escribiste sigue aquí; inténtalo de nuevo más tarde.",
    );
    expect((screen.getByRole("textbox", { name: /Nombre/ }) as HTMLInputElement).value).toBe("Ana");
  });
});
