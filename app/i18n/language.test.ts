import { describe, expect, it } from "vitest";
import { chooseLanguage, firstAcceptedLanguage, languageFromTag, languageOfRequest, readCookie, readSavedLanguage } from "./language";

describe("language choice", () => {
  it("prefers the saved choice over the browser language", () => {
    expect(chooseLanguage({ saved: "en", browser: "es-CO" })).toBe("en");
    expect(chooseLanguage({ saved: "es", browser: "en-US" })).toBe("es");
  });

  it("falls back to the first segment of the browser language", () => {
    expect(chooseLanguage({ browser: "en-US" })).toBe("en");
    expect(chooseLanguage({ browser: "es-419" })).toBe("es");
    expect(chooseLanguage({ browser: "EN_gb" })).toBe("en");
  });

  it("falls back to Spanish for any other browser language or none", () => {
    expect(chooseLanguage({ browser: "fr-FR" })).toBe("es");
    expect(chooseLanguage({ browser: "pt" })).toBe("es");
    expect(chooseLanguage({})).toBe("es");
  });

  it("ignores saved values that are not a supported language", () => {
    expect(chooseLanguage({ saved: "de", browser: "en" })).toBe("en");
    expect(chooseLanguage({ saved: "", browser: null })).toBe("es");
  });

  it("lets ?lang= override the saved choice for one view", () => {
    expect(chooseLanguage({ query: "en", saved: "es", browser: "es" })).toBe("en");
    expect(chooseLanguage({ query: "xx", saved: "en" })).toBe("en");
  });

  it("reads the tag of a language", () => {
    expect(languageFromTag("en")).toBe("en");
    expect(languageFromTag(" es-MX ")).toBe("es");
    expect(languageFromTag("english")).toBeNull();
    expect(languageFromTag(undefined)).toBeNull();
  });
});

describe("Accept-Language", () => {
  it("takes the highest-ranked language, in order for equal weights", () => {
    expect(firstAcceptedLanguage("en-US,en;q=0.9,es;q=0.8")).toBe("en-US");
    expect(firstAcceptedLanguage("fr;q=0.5, es-CO;q=0.9, en;q=0.9")).toBe("es-CO");
    expect(firstAcceptedLanguage("*, en;q=0.1")).toBe("en");
    expect(firstAcceptedLanguage("")).toBeNull();
  });
});

describe("request language", () => {
  const request = (url: string, headers: Record<string, string>) => new Request(`http://localhost${url}`, { headers });

  it("uses the language cookie that mirrors the saved choice", () => {
    expect(languageOfRequest(request("/", { Cookie: "a=1; language=en", "Accept-Language": "es" }))).toBe("en");
  });

  it("uses Accept-Language without a cookie, and ?lang over both", () => {
    expect(languageOfRequest(request("/", { "Accept-Language": "en-GB,en" }))).toBe("en");
    expect(languageOfRequest(request("/?lang=es", { Cookie: "language=en" }))).toBe("es");
  });

  it("parses cookies defensively", () => {
    expect(readCookie("language=%E0%A4%A", "language")).toBeNull();
    expect(readCookie("xlanguage=en", "language")).toBeNull();
    expect(readCookie(null, "language")).toBeNull();
  });
});

describe("saved choice", () => {
  it("returns null when storage throws or holds another value", () => {
    expect(
      readSavedLanguage({
        getItem: () => {
          throw new Error("blocked");
        },
      }),
    ).toBeNull();
    expect(readSavedLanguage({ getItem: () => "fr" })).toBeNull();
    expect(readSavedLanguage({ getItem: () => "en" })).toBe("en");
  });
});
