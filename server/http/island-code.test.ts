import { describe, expect, it } from "vitest";
import { islandCodeFrom, type ViteManifest } from "./island-code.ts";

const manifest: ViteManifest = {
  "app/islands/hydrate-islands.tsx": {
    file: "assets/hydrate-islands-1.js",
    imports: ["_islands-1.js"],
    dynamicImports: ["app/locales/es/common.json"],
  },
  // The forms' registry is in the runtime's chunk: it imports each form on demand.
  "_islands-1.js": {
    file: "assets/islands-1.js",
    imports: ["_rolldown-runtime-1.js"],
    dynamicImports: ["app/features/forms/contact/contact-form.tsx", "app/features/forms/financials/financials-form.tsx"],
  },
  "_rolldown-runtime-1.js": { file: "assets/rolldown-runtime-1.js" },
  "app/features/forms/contact/contact-form.tsx": {
    file: "assets/contact-form-1.js",
    name: "contact-form",
    imports: ["_islands-1.js", "_form-code-1.js"],
  },
  "app/features/forms/financials/financials-form.tsx": {
    file: "assets/financials-form-1.js",
    name: "financials-form",
    imports: ["_form-code-1.js"],
  },
  "_form-code-1.js": { file: "assets/form-code-1.js", name: "form-code", imports: ["_islands-1.js"] },
  "app/locales/es/common.json": { file: "assets/common-es.js" },
  "app/locales/es/forms.json": { file: "assets/forms-es.js" },
  "app/locales/es/financials.json": { file: "assets/financials-es.js" },
  "app/locales/en/common.json": { file: "assets/common-en.js" },
  "app/locales/en/forms.json": { file: "assets/forms-en.js" },
  // A chunk named like a form that is no form's module is no island.
  "_newsletter-form-1.js": { file: "assets/newsletter-form-1.js", name: "newsletter-form" },
  "app/features/newsletter/newsletter-form.tsx": { file: "assets/newsletter-form-2.js", name: "newsletter-form" },
};

describe("each island's chunks, from the build's manifest", () => {
  it("lists the runtime, the form's chunk and what they import, once each, and the translations in the page's language", () => {
    const code = islandCodeFrom(manifest)("es");
    expect(Object.keys(code)).toEqual(["form:contact", "form:financials"]);
    expect(code["form:contact"]).toEqual([
      "/assets/hydrate-islands-1.js",
      "/assets/islands-1.js",
      "/assets/rolldown-runtime-1.js",
      "/assets/contact-form-1.js",
      "/assets/form-code-1.js",
      "/assets/common-es.js",
      "/assets/forms-es.js",
    ]);
    // A form with a namespace of its own loads it too.
    expect(code["form:financials"]).toContain("/assets/financials-es.js");
  });

  it("takes the language's own translations", () => {
    const code = islandCodeFrom(manifest)("en");
    expect(code["form:contact"]).toContain("/assets/forms-en.js");
    expect(code["form:contact"]).not.toContain("/assets/forms-es.js");
    // No English financials chunk in this manifest: nothing made up.
    expect(code["form:financials"]?.filter((file) => file.includes("financials-"))).toEqual(["/assets/financials-form-1.js"]);
  });

  it("knows no island in a manifest without the runtime", () => {
    expect(islandCodeFrom({})("es")).toEqual({});
  });
});
