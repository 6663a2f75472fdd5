import { describe, expect, it } from "vitest";
import { languageSwitchHref } from "./language-switch";

describe("languageSwitchHref", () => {
  it("leads to the language route, back to the same page and query", () => {
    expect(languageSwitchHref("en", "/", "")).toBe("/language/en?back=%2F");
    expect(languageSwitchHref("es", "/blog", "?page=2")).toBe("/language/es?back=%2Fblog%3Fpage%3D2");
  });

  it("leaves out the ?lang= that would override the choice", () => {
    expect(languageSwitchHref("en", "/events", "?lang=es")).toBe("/language/en?back=%2Fevents");
    expect(languageSwitchHref("en", "/blog", "?lang=es&page=3")).toBe("/language/en?back=%2Fblog%3Fpage%3D3");
  });
});
