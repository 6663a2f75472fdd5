import { describe, expect, it } from "vitest";
import type { CopyOverrides } from "../../contracts/copy-overrides";
import { overridesFor, resourcesFor } from "./resources.server";

describe("the texts staff changed, laid over the shipped copy (server/words/copy.ts)", () => {
  const overrides: CopyOverrides = { es: { home: { "home.banner.title": "Titular del equipo" } } };

  it("replaces a text in its language only, and merges a namespace once per set of overrides", () => {
    const es = resourcesFor("es", ["common", "home"], overrides);
    expect((es.home as { home: { banner: { title: string } } }).home.banner.title).toBe("Titular del equipo");
    // A namespace without a change is the shipped bundle itself, and so is every namespace without overrides.
    expect(es.common).toBe(resourcesFor("es", ["common"]).common);
    expect(resourcesFor("en", ["home"], overrides).home).toBe(resourcesFor("en", ["home"]).home);
    // The same overrides object (one per change): the same merged bundle, not a new merge per request.
    expect(resourcesFor("es", ["home"], overrides).home).toBe(es.home);
    expect(resourcesFor("es", ["home"], { ...overrides }).home).not.toBe(es.home);
  });

  it("hands a page's islands the overrides of its namespaces only, and nothing when there are none", () => {
    expect(overridesFor("es", ["common", "home"], overrides)).toEqual({ home: { "home.banner.title": "Titular del equipo" } });
    expect(overridesFor("es", ["common", "forms"], overrides)).toBeUndefined();
    expect(overridesFor("en", ["home"], overrides)).toBeUndefined();
    expect(overridesFor("es", ["home"], undefined)).toBeUndefined();
  });
});
