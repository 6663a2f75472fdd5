// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { createFormStore } from "./form-state";

type Values = { name: string; agree: boolean };

/** A name is required; a box must be ticked. */
const validate = (values: Values) => {
  const errors: Record<string, string> = {};
  if (!values.name.trim()) errors.name = "FIELD_REQUIRED";
  if (!values.agree) errors.agree = "FIELD_REQUIRED";
  return Object.keys(errors).length > 0 ? { valid: false as const, errors } : { valid: true as const, data: { ...values, sent: true } };
};

const store = (errors?: Record<string, string>) => createFormStore({ values: { name: "", agree: false }, errors, validate });

describe("a form's state", () => {
  it("validates when submitted, then follows each change the visitor makes", async () => {
    const form = store();
    form.change("name", "");
    expect(form.snapshot().errors).toEqual({});

    const invalid: unknown[] = [];
    await form.handleSubmit(
      () => {},
      (errors) => void invalid.push(errors),
    )();
    expect(form.snapshot().isSubmitted).toBe(true);
    expect(Object.keys(form.snapshot().errors)).toEqual(["name", "agree"]);
    expect(invalid).toHaveLength(1);

    form.change("name", "Ana");
    expect(form.snapshot().errors.name).toBeUndefined();
    expect(form.snapshot().errors.agree?.message).toBe("FIELD_REQUIRED");
  });

  it("shows the message of the first invalid field on the page at once, the others after the next frame", async () => {
    const asked: string[][] = [];
    const form = createFormStore({
      values: { name: "", agree: false },
      validate,
      // The box comes first on this page, though the schema checks the name first.
      firstOnPage: (names) => {
        asked.push(names);
        return "agree";
      },
    });
    await form.handleSubmit(() => {})();
    expect(asked).toEqual([["name", "agree"]]);
    expect(Object.keys(form.snapshot().errors)).toEqual(["name", "agree"]);
    expect(form.snapshot().showing).toEqual(new Set(["agree"]));
    // The box ticked before the others show: its message goes, the name's shows.
    form.change("agree", true);
    await new Promise((frame) => requestAnimationFrame(() => setTimeout(frame)));
    expect(form.snapshot().showing).toBe("all");
    expect(Object.keys(form.snapshot().errors)).toEqual(["name"]);

    const plain = store();
    await plain.handleSubmit(() => {})();
    expect(plain.snapshot().showing).toBe("all");
  });

  it("hands the schema's output to the submit, and only when every rule holds", async () => {
    const form = store();
    const sent: unknown[] = [];
    form.change("name", "Ana");
    form.change("agree", true);
    await form.handleSubmit((data) => void sent.push(data))();
    expect(sent).toEqual([{ name: "Ana", agree: true, sent: true }]);
  });

  it("keeps a posted form's messages until the next submit, and a value set by code validates only when told", () => {
    const form = store({ name: "FIELD_REQUIRED" });
    form.change("name", "Ana");
    expect(form.snapshot().errors.name).toEqual({ type: "server", message: "FIELD_REQUIRED" });

    const fresh = store();
    fresh.setValue("agree", false);
    expect(fresh.snapshot().errors).toEqual({});
    fresh.setValue("agree", false, { shouldValidate: true });
    expect(fresh.snapshot().errors.agree?.message).toBe("FIELD_REQUIRED");
  });

  it("reads the browser's controls as they change, writes them when code sets a value, and resets them", () => {
    const form = store();
    const text = document.createElement("input");
    const box = document.createElement("input");
    box.type = "checkbox";
    document.body.append(text, box);
    const name = form.register("name");
    const agree = form.register("agree");
    name.ref(text);
    agree.ref(box);

    text.value = "Ana";
    name.onChange({ target: text });
    box.checked = true;
    agree.onChange({ target: box });
    expect(form.getValues()).toEqual({ name: "Ana", agree: true });

    form.setValue("name", "Luis");
    expect(text.value).toBe("Luis");

    form.reset({ name: "", agree: false });
    expect([text.value, box.checked]).toEqual(["", false]);
    expect(form.snapshot().isSubmitted).toBe(false);
    text.remove();
    box.remove();
  });

  it("tells its subscribers of every change", () => {
    const form = store();
    let calls = 0;
    const unsubscribe = form.subscribe(() => calls++);
    form.change("name", "A");
    form.setError("name", { type: "server", message: "FIELD_REQUIRED" });
    unsubscribe();
    form.change("name", "B");
    expect(calls).toBe(2);
  });
});
