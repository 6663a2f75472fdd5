import { describe, expect, it } from "vitest";
import { languageCookie } from "../../contracts/language.ts";
import { backPath, languageRoutes } from "./language-route.ts";

const switchTo = (path: string) => languageRoutes().request(path);

describe("the language route", () => {
  it("saves the choice in the language cookie and sends the visitor back to the same page", async () => {
    const response = await switchTo("/language/en?back=%2Fevents");
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/events");
    expect(response.headers.get("Set-Cookie")).toBe(languageCookie("en"));
    expect(response.headers.get("Cache-Control")).toBe("no-store");

    const spanish = await switchTo("/language/es?back=%2Ftechservices%2Fia");
    expect(spanish.headers.get("Location")).toBe("/techservices/ia");
    expect(spanish.headers.get("Set-Cookie")).toBe(languageCookie("es"));
  });

  it("keeps the query string and the fragment of the page, without a ?lang= that would override the choice", async () => {
    const response = await switchTo(`/language/en?back=${encodeURIComponent("/blog?page=2&lang=es#latest")}`);
    expect(response.headers.get("Location")).toBe("/blog?page=2#latest");
  });

  it("goes home when there is nowhere to go back to", async () => {
    expect((await switchTo("/language/en")).headers.get("Location")).toBe("/");
    expect((await switchTo("/language/en?back=")).headers.get("Location")).toBe("/");
  });

  it("never sends the visitor to another site", async () => {
    for (const back of [
      "https://evil.example/",
      "//evil.example/path",
      "/\\evil.example/path",
      "\\\\evil.example",
      "/\t/evil.example",
      "/\n/evil.example",
      "javascript:alert(1)",
      "evil.example",
      "http:/evil.example",
      " /events",
      // Dot segments that leave a path beginning with two slashes once resolved.
      "/.//evil.example/x",
      "/a/..//evil.example",
      "/%2e%2e//evil.example",
      "/a/%2E%2E//evil.example",
      "/./\\evil.example",
      "/.\\/evil.example",
      "/%2F%2Fevil.example",
      "/%5Cevil.example",
    ]) {
      const response = await switchTo(`/language/en?back=${encodeURIComponent(back)}`);
      expect(response.status, back).toBe(303);
      const location = response.headers.get("Location") ?? "";
      expect(new URL(location, "http://site.test").origin, back).toBe("http://site.test");
      expect(location, back).toMatch(/^\/(?![/\\])/);
    }
  });

  it("answers 404 for another language, and saves nothing", async () => {
    for (const path of ["/language/fr?back=%2F", "/language/EN", "/language/"]) {
      const response = await switchTo(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get("Set-Cookie"), path).toBeNull();
    }
  });
});

describe("backPath", () => {
  it("accepts the paths of this site only", () => {
    expect(backPath("/")).toBe("/");
    expect(backPath("/vma/specialist?x=1")).toBe("/vma/specialist?x=1");
    expect(backPath("/a/../b")).toBe("/b");
    expect(backPath(undefined)).toBe("/");
    expect(backPath("//evil.example")).toBe("/");
    expect(backPath("/\\evil.example")).toBe("/");
    expect(backPath("/\t/evil.example")).toBe("/");
    expect(backPath("https://evil.example/x")).toBe("/");
  });

  it("keeps one slash where dot segments would leave a path that names another host", () => {
    expect(backPath("/.//evil.example/x")).toBe("/evil.example/x");
    expect(backPath("/a/..//evil.example")).toBe("/evil.example");
    expect(backPath("/%2e%2e//evil.example")).toBe("/evil.example");
  });
});
