import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { withOverrides } from "../../contracts/copy-overrides.ts";
import type { PageBuildParts } from "../../contracts/page-build.ts";
import { createApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { migrate } from "../db/migrations.ts";
import { type Database, openDatabase } from "../db/open-database.ts";
import { PageCache } from "../http/page-cache.ts";
import { createLogger } from "../logger.ts";
import { SiteRevisions } from "../site-revisions.ts";
import { audit, CLI_ACTOR } from "../staff/audit.ts";
import { LegalDocuments } from "../legal/legal-documents.ts";
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from "../testing/test-databases.ts";
import { startTestServer, type TestServer } from "../testing/test-server.ts";
import { copyProblem, entryProblems, findEntry, maxLengthOf, SiteCopy } from "./copy.ts";
import { factProblem, normaliseFact, SiteFacts, withFacts } from "./facts.ts";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

const editor = { id: "m1", label: "editor@example.com" };

/** A PDF's text, as a reader's copy and paste would give it. */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const { getDocument } = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "));
  }
  await pdf.destroy();
  return pages.join(" ").replace(/\s+/g, " ");
}

describe("the facts' checks", () => {
  it("takes an e-mail, an E.164 phone, https links and bounded text; says which rule a value breaks", () => {
    expect(factProblem("contactEmail", "hola@empresa.co")).toBeUndefined();
    expect(factProblem("contactEmail", "not an address")).toBe("email");
    expect(factProblem("contactEmail", "")).toBe("required");
    expect(factProblem("phone", normaliseFact("phone", "+57 (601) 234-5678"))).toBeUndefined();
    expect(normaliseFact("phone", " +57 300 123 4567 ")).toBe("+573001234567");
    expect(factProblem("phone", "3001234567")).toBe("phone");
    expect(factProblem("whatsappNumber", "+0123")).toBe("phone");
    expect(factProblem("phone", "")).toBeUndefined();
    expect(factProblem("instagramUrl", "https://instagram.com/andina")).toBeUndefined();
    expect(factProblem("instagramUrl", "http://instagram.com/andina")).toBe("url");
    expect(factProblem("bookingUrl", "javascript:alert(1)")).toBe("url");
    expect(factProblem("taxId", "9".repeat(41))).toBe("too_long");
    expect(factProblem("brandName", "")).toBe("required");
  });

  it("makes the chat links wa.me links of a WhatsApp number", () => {
    const defaults = loadConfig({ NODE_ENV: "test" }).site;
    const merged = withFacts(defaults, new Map([["whatsappNumber", "+573001234567"]]));
    expect(merged.chatUrl).toBe("https://wa.me/573001234567");
    expect(merged.messagingUrl).toBe("https://wa.me/573001234567");
    expect(withFacts(defaults, new Map()).chatUrl).toBe(defaults.chatUrl);
  });
});

describe("the copy's checks", () => {
  it("refuses a dropped or new placeholder", () => {
    expect(copyProblem("Hola, {{name}}", "Buenas, {{name}}")).toBeUndefined();
    expect(copyProblem("Hola, {{name}}", "Buenas")).toBe("placeholders");
    expect(copyProblem("Hola", "Hola {{name}}")).toBe("placeholders");
  });
  it("refuses markup where the shipped text has none, and tags the shipped text does not use", () => {
    expect(copyProblem("Plain", "<b>Bold</b>")).toBe("markup");
    expect(copyProblem("Plain", "a < b and c > d")).toBeUndefined();
    expect(copyProblem("Read <strong>this</strong>", "Read <strong>that</strong>")).toBeUndefined();
    expect(copyProblem("Read <strong>this</strong>", "Read <a href='x'>that</a>")).toBe("tags");
  });
  it("bounds a text's length at twice the shipped one and 40 more", () => {
    expect(maxLengthOf("abcde")).toBe(50);
    expect(copyProblem("abcde", "x".repeat(50))).toBeUndefined();
    expect(copyProblem("abcde", "x".repeat(51))).toBe("too_long");
  });
  it("refuses an empty text in either language", () => {
    const entry = findEntry("home", "home.banner.title");
    expect(entry).toBeDefined();
    if (!entry) return;
    expect(entryProblems(entry, { es: { "home.banner.title": "Nuevo" }, en: { "home.banner.title": "  " } })).toEqual([
      { language: "en", form: "home.banner.title", problem: "empty" },
    ]);
  });
  it("refuses a plural without one of its forms", () => {
    const entry = {
      namespace: "common" as const,
      key: "items",
      forms: ["items_one", "items_other"],
      shipped: {
        es: { items_one: "{{count}} ítem", items_other: "{{count}} ítems" },
        en: { items_one: "{{count}} item", items_other: "{{count}} items" },
      },
    };
    const problems = entryProblems(entry, {
      es: { items_one: "{{count}} elemento", items_other: "{{count}} elementos" },
      en: { items_one: "{{count}} thing" },
    });
    expect(problems).toEqual([{ language: "en", form: "items_other", problem: "plural" }]);
  });
  it("lays an override over a nested key and an array's item, never adding a branch", () => {
    const bundle = { hero: { title: "A", points: ["x", "y"] } };
    const merged = withOverrides(bundle, { "hero.title": "B", "hero.points.1": "z", "nope.deep": "n" });
    expect(merged).toEqual({ hero: { title: "B", points: ["x", "z"] } });
    expect(bundle.hero.title).toBe("A");
  });
});

const parts: PageBuildParts = {
  inlineScripts: [],
  pageScriptLoader: (src) => `import(${JSON.stringify(src)})`,
  inlineSprites: [],
  spritesAttribute: "data-page-sprites",
  sitePaths: ["/"],
};

/** A build whose page prints what the server hands a render: the facts and the copy's overrides. */
function echoBuild() {
  const page = () => null;
  return {
    entry: {
      module: {
        pageBuildParts: parts,
        default: async (request: Request, status: number, headers: Headers, _context: unknown, load: Record<string, unknown>) => {
          const site = load.site as { phone: string; chatUrl: string };
          const copy = load.copy as Record<string, Record<string, Record<string, string>>> | undefined;
          headers.set("Content-Type", "text/html; charset=utf-8");
          const language = new URL(request.url).searchParams.get("lang") ?? "es";
          const title = copy?.[language]?.home?.["home.banner.title"] ?? "shipped";
          return new Response(
            `<!DOCTYPE html><html><body><p id="phone">${site.phone}</p><a href="${site.chatUrl}">chat</a><h1>${title}</h1></body></html>`,
            {
              status,
              headers,
            },
          );
        },
      },
    },
    routes: {
      root: { id: "root", path: "", module: { default: page } },
      "routes/home": { id: "routes/home", parentId: "root", index: true, module: { default: page } },
    },
    assets: { entry: { module: "/assets/entry.js", imports: [] }, routes: {}, url: "/assets/manifest.js", version: "1" },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  } as unknown as ServerBuild;
}

describe.each(TEST_DIALECTS)("the facts and the copy, stored (%s)", (dialect) => {
  let testDatabase: TestDatabase;
  let database: Database;
  const env = { NODE_ENV: "test", LOG_LEVEL: "silent", SITE_CONTACT_EMAIL: "env@example.com", SITE_PHONE: "+5716000000" } as const;

  beforeAll(async () => {
    testDatabase = await createTestDatabase(dialect);
    database = openDatabase(testDatabase.url);
    await migrate(database.db, database.dialect);
  });
  afterAll(async () => {
    await database.close();
    await testDatabase.drop();
  });

  it("keeps the environment as the default; a saved value wins; 'use the default' goes back to the environment", async () => {
    const config = loadConfig(env);
    const facts = new SiteFacts(database.db, config.site);
    expect((await facts.site()).contactEmail).toBe("env@example.com");
    expect((await facts.save(editor, { contactEmail: "env@example.com" })).ok).toBe(true);
    expect(await facts.saved()).toEqual(new Map());
    const saved = await facts.save(editor, { contactEmail: "hola@andina.co", phone: "+57 601 234 5678" });
    expect(saved).toEqual({ ok: true, changed: ["contactEmail", "phone"] });
    expect((await facts.site()).contactEmail).toBe("hola@andina.co");
    expect((await facts.site()).phone).toBe("+576012345678");
    const states = await facts.states();
    expect(states.find((state) => state.name === "contactEmail")).toMatchObject({
      saved: true,
      fallback: "env@example.com",
      placeholder: false,
    });
    expect(states.find((state) => state.name === "instagramUrl")?.placeholder).toBe(true);
    expect(await facts.save(editor, { contactEmail: null })).toEqual({ ok: true, changed: ["contactEmail"] });
    expect((await facts.site()).contactEmail).toBe("env@example.com");
    expect((await facts.site()).phone).toBe("+576012345678");
  });

  it("refuses a wrong value, saves nothing of that save, and records versions and audit rows of what it saves", async () => {
    const facts = new SiteFacts(database.db, loadConfig(env).site);
    const refused = await facts.save(editor, { taxId: "900.123.456-7", whatsappNumber: "300 123" });
    expect(refused).toEqual({ ok: false, problems: { whatsappNumber: "phone" } });
    expect((await facts.saved()).has("taxId")).toBe(false);
    await facts.save(editor, { taxId: "900.123.456-7" });
    const versions = await facts.versions();
    expect(versions[0]).toMatchObject({ subject: "taxId", before: null, after: "900.123.456-7", actor: editor.label });
    expect(versions.find((version) => version.subject === "contactEmail" && version.after === null)).toMatchObject({
      before: "hola@andina.co",
    });
    const { rows } = await audit.page(database.db, { page: 1, perPage: 50 });
    expect(rows.filter((row) => row.action === "facts.changed").length).toBeGreaterThanOrEqual(3);
    expect(rows[0]).toMatchObject({ action: "facts.changed", actor: editor.label, detail: { facts: ["taxId"] } });
  });

  it("saves a text over the shipped one, refuses a broken one, restores the shipped one, keeps each version", async () => {
    const copy = new SiteCopy(database.db);
    const entry = findEntry("home", "home.banner.title");
    if (!entry) throw new Error("home home.banner.title ships");
    const shipped = { es: entry.shipped.es["home.banner.title"] ?? "", en: entry.shipped.en["home.banner.title"] ?? "" };
    const refused = await copy.save(editor, entry, { es: { "home.banner.title": "<b>Nuevo</b>" }, en: { "home.banner.title": "New" } });
    expect(refused).toEqual({ ok: false, problems: [{ language: "es", form: "home.banner.title", problem: "markup" }] });
    expect(await copy.rows()).toEqual([]);
    const saved = await copy.save(editor, entry, { es: { "home.banner.title": "Titular nuevo" }, en: { "home.banner.title": shipped.en } });
    expect(saved).toEqual({ ok: true, changed: ["es:home:home.banner.title"] });
    expect((await copy.overrides()).es?.home?.["home.banner.title"]).toBe("Titular nuevo");
    expect((await copy.overrides()).en).toBeUndefined();
    await copy.save(editor, entry, { es: { "home.banner.title": "Titular nuevo" }, en: { "home.banner.title": "New headline" } });
    expect((await copy.rows()).map((row) => [row.language, row.text, row.stale])).toEqual(
      expect.arrayContaining([
        ["es", "Titular nuevo", false],
        ["en", "New headline", false],
      ]),
    );
    expect(await copy.restore(editor, entry, ["es"])).toEqual({ ok: true, changed: ["es:home:home.banner.title"] });
    expect((await copy.overrides()).es).toBeUndefined();
    const versions = await copy.versions(entry);
    expect(versions.map((version) => [version.subject, version.before, version.after])).toEqual([
      ["es:home:home.banner.title", "Titular nuevo", null],
      ["en:home:home.banner.title", null, "New headline"],
      ["es:home:home.banner.title", null, "Titular nuevo"],
    ]);
    await copy.restoreVersion(editor, entry, "es", "home.banner.title", "Titular nuevo");
    expect((await copy.overrides()).es?.home?.["home.banner.title"]).toBe("Titular nuevo");
    const { rows } = await audit.page(database.db, { page: 1, perPage: 50 });
    expect(rows.filter((row) => row.action === "copy.changed")).toHaveLength(2);
    expect(rows.filter((row) => row.action === "copy.restored")).toHaveLength(2);
    await copy.restore(editor, entry);
  });

  it("flags an override whose shipped text changed in a new release", async () => {
    const copy = new SiteCopy(database.db);
    const entry = findEntry("home", "home.banner.title");
    if (!entry) throw new Error("home home.banner.title ships");
    await copy.save(editor, entry, {
      es: { "home.banner.title": "Otro" },
      en: { "home.banner.title": entry.shipped.en["home.banner.title"] ?? "" },
    });
    await database.db.updateTable("copy_overrides").set({ shipped_hash: "an-older-release" }).execute();
    expect((await copy.rows())[0]?.stale).toBe(true);
    // Saved again as reviewed: the flag goes.
    await copy.save(editor, entry, {
      es: { "home.banner.title": "Otro" },
      en: { "home.banner.title": entry.shipped.en["home.banner.title"] ?? "" },
    });
    expect((await copy.rows())[0]?.stale).toBe(false);
    await copy.restore(editor, entry);
  });

  it("writes the legal PDFs anew with the facts staff save: the tax id and address a data policy names", async () => {
    const config = loadConfig(env);
    const facts = new SiteFacts(database.db, config.site);
    const documents = new LegalDocuments(() => facts.site(), ["dataPolicy"]);
    const before = await documents.get("/documents/politica-de-tratamiento-de-datos-personales.pdf");
    expect(before).toBeDefined();
    await facts.save(editor, { taxId: "901.555.666-1", postalAddress: "Calle 93 # 11-27, Bogotá" });
    const after = await documents.get("/documents/politica-de-tratamiento-de-datos-personales.pdf");
    expect(after).not.toBe(before);
    const text = await pdfText(after ?? Buffer.alloc(0));
    expect(text).toContain("901.555.666-1");
    expect(text).toContain("Calle 93 # 11-27, Bogotá");
    expect(await documents.get("/documents/politica-de-tratamiento-de-datos-personales.pdf")).toBe(after);
    await facts.save(editor, { taxId: null, postalAddress: null });
  });

  it("hands every render the saved facts and the changed copy at the next request, on every instance, merged once per change", async () => {
    const config = loadConfig(env);
    await database.db.deleteFrom("site_facts").execute();
    const instances = [0, 1].map(() => {
      const revisions = new SiteRevisions(database.db);
      const facts = new SiteFacts(database.db, config.site, revisions);
      const copy = new SiteCopy(database.db, revisions);
      const app = createApp({
        config,
        logger: createLogger("silent"),
        getBuild: async () => echoBuild(),
        pageCache: new PageCache(600_000, 1_048_576),
        revisions,
        facts,
        copy,
      });
      return { app, facts, copy };
    });
    const get = async (index: number, path = "/") => {
      const response = await instances[index]?.app.request(`http://localhost${path}`);
      return (await response?.text()) ?? "";
    };
    for (const index of [0, 1]) expect(await get(index)).toContain(">+5716000000<");
    const [writer] = instances;
    if (!writer) throw new Error("two instances");
    await writer.facts.save(editor, { phone: "+57 601 555 0000", whatsappNumber: "+57 300 555 0000" });
    const entry = findEntry("home", "home.banner.title");
    if (!entry) throw new Error("home home.banner.title ships");
    await writer.copy.save(editor, entry, { es: { "home.banner.title": "Titular en vivo" }, en: { "home.banner.title": "Live headline" } });
    for (const index of [0, 1]) {
      const html = await get(index);
      expect(html).toContain(">+576015550000<");
      expect(html).toContain('href="https://wa.me/573005550000"');
      expect(html).toContain("<h1>Titular en vivo</h1>");
    }
    // The overrides are one object until the next change: the pages' merge (app/i18n/resources.server.ts) is kept per object.
    const reader = instances[1];
    expect(await reader?.copy.overrides()).toBe(await reader?.copy.overrides());
    await writer.copy.restore(editor, entry);
    await writer.facts.save(editor, { phone: null, whatsappNumber: null });
    for (const index of [0, 1]) {
      const html = await get(index);
      expect(html).toContain("<h1>shipped</h1>");
      expect(html).toContain(">+5716000000<");
    }
  });
});

describe("the staff bar on a public page", () => {
  it("is added to a signed-in editor's answer alone: never stored, never in a visitor's page", async () => {
    const app = createApp({
      config: loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" }),
      logger: createLogger("silent"),
      getBuild: async () => echoBuild(),
      pageCache: new PageCache(600_000, 1_048_576),
      staffBar: async (request, path) =>
        request.headers.get("cookie")?.includes("staff_session=ok")
          ? `<nav class="staff-bar"><a href="/staff/copy?page=${path}">texts</a></nav>`
          : undefined,
    });
    const visitor = await app.request("http://localhost/");
    expect(visitor.headers.get("x-page-cache")).toBe("miss");
    const editor = await app.request("http://localhost/", { headers: { cookie: "staff_session=ok" } });
    expect(editor.headers.get("x-page-cache")).toBe("staff");
    expect(editor.headers.get("cache-control")).toBe("private, no-store");
    expect(await editor.text()).toMatch(/<nav class="staff-bar"><a href="\/staff\/copy\?page=\/">texts<\/a><\/nav><\/body>/);
    const again = await app.request("http://localhost/");
    expect(again.headers.get("x-page-cache")).toBe("hit");
    expect(await again.text()).not.toContain("staff-bar");
  });
});

describe.each(TEST_DIALECTS)("/staff/settings and /staff/copy (%s)", (dialect) => {
  let testDatabase: TestDatabase;
  let server: TestServer;

  beforeAll(async () => {
    testDatabase = await createTestDatabase(dialect);
    server = await startTestServer({ DATABASE_URL: testDatabase.url, SITE_URL: "http://127.0.0.1" }, { relay: false });
  });
  afterAll(async () => {
    await server?.close();
    await testDatabase?.drop();
  });

  const get = (path: string, cookie?: string) =>
    fetch(`${server.url}${path}`, { redirect: "manual", headers: { accept: "text/html", ...(cookie ? { cookie } : {}) } });
  const post = (path: string, form: Record<string, string>, cookie?: string, origin = server.url) =>
    fetch(`${server.url}${path}`, {
      method: "POST",
      redirect: "manual",
      body: new URLSearchParams(form),
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html", origin, ...(cookie ? { cookie } : {}) },
    });
  const signedIn = async (email: string, roles: string) => {
    const { url } = await server.services.staff.staff.invite({ email, roles }, CLI_ACTOR);
    const response = await post(new URL(url).pathname, {});
    return (response.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  };

  it("refuses sales and recruiters (403), a visitor without a session (303/401) and a foreign Origin (403)", async () => {
    const sales = await signedIn("sales@example.com", "sales");
    const recruiter = await signedIn("recruiter@example.com", "recruiter");
    for (const cookie of [sales, recruiter]) {
      for (const path of ["/staff/settings", "/staff/copy", "/staff/copy/edit?ns=home&key=home.banner.title"])
        expect((await get(path, cookie)).status).toBe(403);
      expect((await post("/staff/settings", { phone: "+573001234567" }, cookie)).status).toBe(403);
      expect(
        (
          await post(
            "/staff/copy/edit",
            { ns: "home", key: "home.banner.title", "es:home.banner.title": "x", "en:home.banner.title": "y" },
            cookie,
          )
        ).status,
      ).toBe(403);
    }
    expect((await get("/staff/settings")).status).toBe(303);
    expect((await fetch(`${server.url}/staff/copy`, { redirect: "manual" })).status).toBe(401);
    expect((await post("/staff/settings", { phone: "+573001234567" })).status).toBe(401);
    const editor = await signedIn("editor@example.com", "editor");
    expect((await post("/staff/settings", { phone: "+573001234567" }, editor, "https://evil.example")).status).toBe(403);
    expect((await server.services.facts.saved()).size).toBe(0);
  });

  it("saves the facts an editor types, refuses a wrong one with its reason and the typed values kept", async () => {
    const editor = await signedIn("editor2@example.com", "editor");
    // The staff home lists the facts still at their placeholder, for an editor; not for sales.
    const home = await (await get("/staff", editor)).text();
    expect(home).toContain('href="/staff/settings"');
    expect(home).toMatch(/Antes de publicar, falta definir: [^<]*Correo de contacto/);
    const salesHome = await (await get("/staff", await signedIn("sales2@example.com", "sales"))).text();
    expect(salesHome).not.toContain("Antes de publicar");
    const page = await get("/staff/settings?lang=en", editor);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("WhatsApp number");
    const refused = await post(
      "/staff/settings?lang=en",
      { phone: "+57 601 234 5678", whatsappNumber: "300-123", taxId: "900.1" },
      `${editor}; lang=en`,
    );
    expect(refused.status).toBe(422);
    const html = await refused.text();
    expect(html).toContain('value="300-123"');
    expect(html).toContain('value="+57 601 234 5678"');
    expect(html).toMatch(/Type the number in international form/);
    expect((await server.services.facts.saved()).size).toBe(0);
    const saved = await post("/staff/settings", { phone: "+57 601 234 5678", whatsappNumber: "+57 300 123 4567" }, editor);
    expect(saved.status).toBe(303);
    expect(saved.headers.get("location")).toBe("/staff/settings?saved=1");
    expect((await server.services.facts.site()).chatUrl).toBe("https://wa.me/573001234567");
    const reverted = await post("/staff/settings", { "default-phone": "on", phone: "+576012345678" }, editor);
    expect(reverted.status).toBe(303);
    expect((await server.services.facts.saved()).has("phone")).toBe(false);
  });

  it("lists, searches and edits the copy; a refused save says which rule and keeps the text; Restore brings the shipped text back", async () => {
    const editor = await signedIn("editor3@example.com", "editor");
    const index = await (await get("/staff/copy", editor)).text();
    expect(index).toContain('href="/staff/copy?ns=home"');
    const entry = findEntry("home", "home.banner.title");
    const shippedEs = entry?.shipped.es["home.banner.title"] ?? "";
    const found = await (await get(`/staff/copy?q=${encodeURIComponent(shippedEs.slice(0, 12))}`, editor)).text();
    expect(found).toContain("home.banner.title");
    const byPage = await (await get("/staff/copy?page=%2Ftechservices", editor)).text();
    expect(byPage).toContain('id="group-techservices"');
    expect(byPage).toContain('id="group-common"');
    const refused = await post(
      "/staff/copy/edit",
      { ns: "home", key: "home.banner.title", "es:home.banner.title": "Un <em>titular</em>", "en:home.banner.title": "A headline" },
      editor,
    );
    expect(refused.status).toBe(422);
    const html = await refused.text();
    expect(html).toContain("Un &lt;em&gt;titular&lt;/em&gt;");
    expect(html).toContain("el original no tiene etiquetas HTML");
    const saved = await post(
      "/staff/copy/edit",
      { ns: "home", key: "home.banner.title", "es:home.banner.title": "Titular", "en:home.banner.title": "Headline" },
      editor,
    );
    expect(saved.status).toBe(303);
    expect(await (await get("/staff/copy?changed=1", editor)).text()).toContain("Titular");
    const restored = await post("/staff/copy/restore", { ns: "home", key: "home.banner.title" }, editor);
    expect(restored.status).toBe(303);
    expect(await server.services.copy.rows()).toEqual([]);
    expect((await get("/staff/copy/edit?ns=home&key=nope", editor)).status).toBe(404);
  });
});
