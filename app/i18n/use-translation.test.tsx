// @vitest-environment jsdom
import { act, render } from "@testing-library/preact";
import { useState } from "react";
import { I18nextProvider, useTranslation as reactI18nextUseTranslation } from "react-i18next";
import { describe, expect, it } from "vitest";
import { createI18n } from "./instance";
import { resourcesFor } from "./resources.server";
import { useTranslation } from "./use-translation";

const answers: unknown[] = [];
let renderAgain: () => void = () => {};

/** Reads a text of the default namespace and of another, as the pages do, with react-i18next's hook beside ours. */
function Texts() {
  const [, setCount] = useState(0);
  renderAgain = () => setCount((count) => count + 1);
  const common = useTranslation();
  const { t: tForms, i18n, ready } = useTranslation("forms");
  const library = reactI18nextUseTranslation("forms");
  answers.push(common);
  return (
    <p data-language={i18n.language} data-ready={String(ready)}>
      <span>{common.t("nav.openMenu")}</span>
      <span>{tForms("common.send")}</span>
      <span>{tForms("pickers.remove", { item: "Python" })}</span>
      <span>{library.t("common.send")}</span>
      <span>{library.t("pickers.remove", { item: "Python" })}</span>
    </p>
  );
}

describe("useTranslation", () => {
  it("answers as react-i18next's hook does, in the provider's language, and with the same function at every render", () => {
    const i18n = createI18n("en", resourcesFor("en", ["common", "forms"]));
    const { container } = render(
      <I18nextProvider i18n={i18n}>
        <Texts />
      </I18nextProvider>,
    );
    const spans = [...container.querySelectorAll("span")].map((span) => span.textContent);
    expect(spans[0]).toBe(i18n.t("nav.openMenu"));
    expect(spans[1]).toBe(spans[3]);
    expect(spans[2]).toBe(spans[4]);
    expect(spans[2]).toBe("Remove Python");
    expect(container.querySelector("p")?.dataset).toMatchObject({ language: "en", ready: "true" });

    act(() => renderAgain());
    const [first, second] = answers.slice(-2) as { t: unknown }[];
    expect(answers.length).toBeGreaterThanOrEqual(2);
    expect(second).toBe(first);
    // react-i18next's shapes: an array and named parts.
    const [t, instance, ready] = first as unknown as [unknown, unknown, boolean];
    expect([t, instance, ready]).toEqual([first?.t, i18n, true]);
  });

  it("asks for a provider rather than showing keys", () => {
    expect(() => render(<Texts />)).toThrow(/I18nextProvider/);
  });
});
