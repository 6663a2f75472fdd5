// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { earlyInput, readField } from "./early-input";

function page(html: string): HTMLFormElement {
  document.body.innerHTML = `<form data-form-id="contact">${html}</form>`;
  return document.querySelector("form") as HTMLFormElement;
}

/** As a visitor does, without events: nothing listens before the form hydrates. */
function type(form: HTMLFormElement, name: string, text: string) {
  (form.querySelector(`[name="${name}"]`) as HTMLInputElement).value = text;
}

function tick(form: HTMLFormElement, selector: string) {
  (form.querySelector(selector) as HTMLInputElement).checked = true;
}

describe("what a visitor typed before the form's code arrived", () => {
  it("reads text, ticked boxes, a chosen radio and a group of boxes in the shape of their defaults", () => {
    const form = page(`
      <input name="firstName">
      <textarea name="message"></textarea>
      <input type="checkbox" name="policies">
      <input type="radio" name="contactWay" value="1"><input type="radio" name="contactWay" value="2">
      <input type="checkbox" name="services" value="cloud"><input type="checkbox" name="services" value="bi">
      <input type="hidden" name="token" value="x">`);
    type(form, "firstName", "Ana");
    type(form, "message", "Hola");
    tick(form, '[name="policies"]');
    tick(form, '[name="contactWay"][value="2"]');
    tick(form, '[name="services"][value="cloud"]');
    expect(readField(form, "firstName", "")).toBe("Ana");
    expect(readField(form, "message", "")).toBe("Hola");
    expect(readField(form, "policies", false)).toBe(true);
    expect(readField(form, "contactWay", "")).toBe("2");
    expect(readField(form, "services", [])).toEqual(["cloud"]);
    expect(readField(form, "token", "")).toBeUndefined();
    expect(readField(form, "missing", "")).toBeUndefined();
  });

  it("takes only what the visitor changed: the server's HTML shows the form as it starts", () => {
    const form = page('<input name="city" value="Medellín"><input type="checkbox" name="remoteWork" checked>');
    expect(readField(form, "city", "Medellín")).toBe("Medellín");
    expect(readField(form, "remoteWork", true)).toBe(true);
    (form.querySelector('[name="remoteWork"]') as HTMLInputElement).checked = false;
    expect(readField(form, "remoteWork", true)).toBe(false);
    // A picker's search box is not the field's value.
    page('<input role="combobox" name="phone_prefix" value="">');
    const picker = document.querySelector("input") as HTMLInputElement;
    picker.value = "57";
    expect(readField(document.querySelector("form") as HTMLFormElement, "phone_prefix", "")).toBeUndefined();
  });

  it("hands over what the page's fields held and what changed while the form hydrated, then stops recording", () => {
    const form = page('<input name="firstName"><input name="lastName"><input type="checkbox" name="policies">');
    type(form, "firstName", "Ana");
    const early = earlyInput(form, { firstName: "", lastName: "", policies: false, positions: [] as object[] });
    const lastName = form.querySelector<HTMLInputElement>('[name="lastName"]') as HTMLInputElement;
    lastName.value = "Gómez";
    lastName.dispatchEvent(new Event("input", { bubbles: true }));
    tick(form, '[name="policies"]');
    form.querySelector('[name="policies"]')?.dispatchEvent(new Event("change", { bubbles: true }));
    expect(early.changes()).toEqual({ firstName: "Ana", lastName: "Gómez", policies: true });
    // Recording stops there.
    lastName.value = "Ruiz";
    lastName.dispatchEvent(new Event("input", { bubbles: true }));
    expect(early.changes()).toEqual({ firstName: "Ana", lastName: "Gómez", policies: true });
  });

  it("records a field emptied while the form hydrates, and answers a render attempt that starts again with the same recorder", () => {
    const form = page('<input name="firstName">');
    type(form, "firstName", "Ana");
    const first = earlyInput(form, { firstName: "" });
    expect(earlyInput(form, { firstName: "" })).toBe(first);
    type(form, "firstName", "");
    form.querySelector("input")?.dispatchEvent(new Event("input", { bubbles: true }));
    expect(first.changes()).toEqual({ firstName: "" });
  });

  it("has nothing to hand over for a form the browser renders itself", () => {
    expect(earlyInput(null, { firstName: "" }).changes()).toEqual({});
  });
});
