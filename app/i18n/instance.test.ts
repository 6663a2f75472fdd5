import { describe, expect, it, vi } from "vitest";
import { createI18n } from "./instance";
import { LANGUAGES } from "./language";
import { NAMESPACES } from "./namespaces";
import { resourcesFor } from "./resources.server";

/** The look-up as the pages call it, with any key: the site's own keys are typed, these are read from the files. */
type LookUp = (key: string, options?: object) => string;
const lookUp = (i18n: ReturnType<typeof createI18n>, ...args: unknown[]) =>
  (i18n.getFixedT as (...args: unknown[]) => unknown)(...args) as LookUp;

/** Every text of a bundle by its key path ("a.b.c"). */
function texts(bundle: unknown, prefix = ""): [string, string][] {
  if (typeof bundle === "string") return [[prefix, bundle]];
  if (typeof bundle !== "object" || bundle === null) return [];
  return Object.entries(bundle).flatMap(([key, value]) => texts(value, prefix ? `${prefix}.${key}` : key));
}

describe("the texts a page reads", () => {
  it("are what i18next makes of every key of every namespace, in both languages, read from the store or not", () => {
    for (const language of LANGUAGES) {
      const resources = resourcesFor(language, NAMESPACES);
      const i18n = createI18n(language, resources);
      for (const namespace of NAMESPACES) {
        const t = lookUp(i18n, language, namespace);
        const keys = texts(resources[namespace]);
        expect(keys.length, `${language}/${namespace}`).toBeGreaterThan(0);
        // Options given: i18next's own pipeline, whatever the text holds.
        for (const [key] of keys) expect(t(key), `${language}/${namespace}:${key}`).toBe(t(key, {}));
      }
    }
  });

  it("still go through i18next for what the store cannot answer alone", () => {
    const i18n = createI18n("en", {
      common: { hello: "Hello {{name}}", nested: "$t(plain)", plain: "Plain", group: { inner: "Inner" } },
      forms: { only: "Forms" },
    });
    const t = lookUp(i18n, "en", "common");
    const pipeline = vi.spyOn(i18n, "t");
    expect(t("plain")).toBe("Plain");
    expect(t("group.inner")).toBe("Inner");
    expect(pipeline).not.toHaveBeenCalled();
    expect(t("hello", { name: "Ana" })).toBe("Hello Ana");
    expect(t("nested")).toBe("Plain");
    expect(t("forms:only")).toBe("Forms");
    // A key the language lacks: i18next's answer (the key itself), not undefined.
    expect(t("missing.key")).toBe("missing.key");
    expect(lookUp(i18n, "en", "common", "group")("inner")).toBe("Inner");
    expect(pipeline).toHaveBeenCalledTimes(5);
  });
});
