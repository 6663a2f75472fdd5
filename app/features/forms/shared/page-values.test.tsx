// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { adoptValuesInPage, readField, valuesInPage } from "./page-values";

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

describe("what a visitor typed before the form hydrated", () => {
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

  it("hands over every field the visitor changed, in the shape of its default", () => {
    const form = page('<input name="firstName"><input name="lastName"><input type="checkbox" name="policies">');
    type(form, "firstName", "Ana");
    tick(form, '[name="policies"]');
    expect(valuesInPage(form, { firstName: "", lastName: "", policies: false, positions: [] as object[] })).toEqual({
      firstName: "Ana",
      policies: true,
    });
  });

  it("has nothing to hand over for a form the browser renders itself", () => {
    expect(valuesInPage(null, { firstName: "" })).toEqual({});
  });
});

describe("what a visitor typed into plain controls while the island switched its parts", () => {
  it("reads into the form each field whose page value differs from the form's, and nothing else", () => {
    const form = page(`
      <input name="firstName">
      <input name="lastName">
      <select name="country"><option value="">-</option><option value="CO">Colombia</option></select>
      <input role="combobox" name="services">`);
    type(form, "firstName", "Ana");
    (form.querySelector('[name="country"]') as HTMLSelectElement).value = "CO";
    // The form already holds the last name (its control has a listener) and a picker's choice of its own.
    const values: Record<string, unknown> = { firstName: "", lastName: "Gómez", country: "", services: ["cloud"] };
    type(form, "lastName", "Gómez");
    const adopted: Array<[string, unknown]> = [];
    adoptValuesInPage(
      form,
      { firstName: "", lastName: "", country: "", services: [] },
      (name) => values[name],
      (name, value) => adopted.push([name, value]),
    );
    expect(adopted).toEqual([
      ["firstName", "Ana"],
      ["country", "CO"],
    ]);
  });

  it("does nothing for a form the browser renders itself", () => {
    const adopted: string[] = [];
    adoptValuesInPage(
      null,
      { firstName: "" },
      () => "",
      (name) => adopted.push(name),
    );
    expect(adopted).toEqual([]);
  });
});
