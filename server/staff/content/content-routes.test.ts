import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from "../../testing/test-databases.ts";
import { startTestServer, testClock, type TestServer } from "../../testing/test-server.ts";
import { audit, CLI_ACTOR } from "../audit.ts";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

const EVENT = {
  CATEGORY: "1",
  TITLE: "Taller de datos",
  TITLE_EN: "Data workshop",
  DESCRIPCION: "Un taller práctico.",
  DESCRIPTION_EN: "A hands-on workshop.",
  DETAILS_DATE_FROM: "2030-05-14T15:00",
  DETAILS_DATE_TO: "2030-05-14T17:00",
  DETAILS_PRESENTER: "Ana",
  BOTONURL: "https://example.com/join",
  BUTTONTEXT: "Join",
};

describe.each(TEST_DIALECTS)("the content editor's routes on %s", (dialect) => {
  let database: TestDatabase;
  let server: TestServer;
  let editor = "";
  let sales = "";
  const clock = testClock();

  const get = (path: string, cookie?: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${path}`, { redirect: "manual", headers: { accept: "text/html", ...(cookie ? { cookie } : {}), ...headers } });
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
    expect(response.status).toBe(303);
    return (response.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  };
  const events = async () => (await (await fetch(`${server.url}/api/events`)).json()) as Array<{ TITLE: string; TITLE_EN: string }>;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    server = await startTestServer({ DATABASE_URL: database.url, SITE_URL: "http://127.0.0.1" }, { relay: false, now: clock.now });
    editor = await signedIn("editor@example.com", "editor");
    sales = await signedIn("sales@example.com", "sales");
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  const PATHS = [
    "/staff/content",
    "/staff/content/events",
    "/staff/content/events/new",
    "/staff/content/articles",
    "/staff/content/vacancies",
  ];

  it("refuses a sales member (403) and a visitor without a session (303 to sign-in, 401 for a post)", async () => {
    const someId = (await server.services.staff.staff.db.selectFrom("content_items").select("id").executeTakeFirst())?.id ?? "x";
    for (const path of [...PATHS, `/staff/content/events/${someId}`, `/staff/content/events/${someId}/delete`]) {
      expect((await get(path, sales)).status, path).toBe(403);
      const anonymous = await get(path);
      expect(anonymous.status, path).toBe(303);
      expect(anonymous.headers.get("location"), path).toMatch(/^\/staff\/sign-in\?next=/);
    }
    for (const path of [
      "/staff/content/events/new",
      `/staff/content/events/${someId}`,
      `/staff/content/events/${someId}/move`,
      `/staff/content/events/${someId}/unpublish`,
      `/staff/content/events/${someId}/delete`,
      `/staff/content/events/${someId}/versions/v/restore`,
    ]) {
      expect((await post(path, { ...EVENT, intent: "publish", direction: "up" }, sales)).status, path).toBe(403);
      expect((await post(path, { ...EVENT, intent: "publish" })).status, path).toBe(401);
      expect((await post(path, { ...EVENT, intent: "publish" }, editor, "https://evil.example")).status, path).toBe(403);
    }
    expect((await events()).map((event) => event.TITLE)).not.toContain(EVENT.TITLE);
  });

  it("an editor opens every list, in Spanish and English, with the spec's field names", async () => {
    for (const path of PATHS) expect((await get(path, editor)).status, path).toBe(200);
    const form = await (await get("/staff/content/events/new", editor)).text();
    for (const name of Object.keys(EVENT)) expect(form).toContain(`name="${name}"`);
    expect(form).toContain("Guardar borrador");
    expect(form).toContain(">Publicar<");
    const english = await (await get("/staff/content/articles/new?lang=en", editor)).text();
    for (const name of [
      "Article_Name",
      "Article_Name_EN",
      "Article_body",
      "Article_body_EN",
      "Article_featured",
      "Article_img.file",
      "Article_img.altEs",
      "Article_img.altEn",
    ])
      expect(english).toContain(`name="${name}"`);
    expect(english).toContain("Save draft");
    expect(english).toContain('data-rich-text=""');
    expect((await get("/staff/content/nowhere", editor)).status).toBe(404);
  });

  it("a draft stays off the API; a publish is on it at the next request; an incomplete translation is refused with the values kept", async () => {
    const before = await (await fetch(`${server.url}/api/events`)).headers.get("etag");
    const draft = await post("/staff/content/events/new", { ...EVENT, intent: "draft" }, editor);
    expect(draft.status).toBe(303);
    const itemPath = (draft.headers.get("location") ?? "").split("?")[0] ?? "";
    expect(itemPath).toMatch(/^\/staff\/content\/events\/[\w-]+$/);
    expect((await events()).map((event) => event.TITLE)).not.toContain(EVENT.TITLE);

    const refused = await post(itemPath, { ...EVENT, TITLE_EN: "", intent: "publish" }, editor);
    expect(refused.status).toBe(422);
    const page = await refused.text();
    expect(page).toContain("No se publicó");
    expect(page).toContain(`value="${EVENT.TITLE}"`);
    expect(page).toMatch(/name="TITLE_EN"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*name="TITLE_EN"/);
    expect((await events()).map((event) => event.TITLE)).not.toContain(EVENT.TITLE);
    expect(await (await get("/staff/content/events", editor)).text()).toContain("Falta el inglés");

    const published = await post(itemPath, { ...EVENT, intent: "publish" }, editor);
    expect(published.status).toBe(303);
    expect(published.headers.get("location")).toBe(`${itemPath}?saved=published`);
    const list = await fetch(`${server.url}/api/events`);
    expect(list.headers.get("cache-control")).toBe("public, no-cache");
    expect(list.headers.get("etag")).not.toBe(before);
    expect(((await list.json()) as Array<{ TITLE_EN: string }>).map((event) => event.TITLE_EN)).toContain(EVENT.TITLE_EN);

    // Unpublish and delete take it off the same way; each is in the audit log.
    expect((await post(`${itemPath}/unpublish`, {}, editor)).status).toBe(303);
    expect((await events()).map((event) => event.TITLE)).not.toContain(EVENT.TITLE);
    expect((await get(`${itemPath}/delete`, editor)).status).toBe(200);
    expect((await post(`${itemPath}/delete`, {}, editor)).status).toBe(303);
    expect((await get(itemPath, editor)).status).toBe(404);
    const actions = (await audit.page(server.services.staff.staff.db, { page: 1, perPage: 50 })).rows.map((row) => row.action);
    expect(actions).toEqual(expect.arrayContaining(["content.published", "content.unpublished", "content.deleted"]));
    // The audit page names them in the reader's language.
    const admin = await signedIn("admin@example.com", "admin");
    const log = await (await get("/staff/audit?lang=en", admin)).text();
    expect(log).toContain("Published content");
    expect(log).toContain("Unpublished content");
  });

  it("the team, client stories and partners: samples by default, refused to sales, an incomplete translation refused, a publish on the pages at the next request", async () => {
    // The pages read these lists through the API (the page cache re-renders them when a list's revision moves).
    const page = async (path: string) => JSON.stringify(await (await fetch(`${server.url}${path}`)).json());
    const revision = async (scope: string) =>
      Number(
        (await server.services.staff.staff.db.selectFrom("site_revisions").select("revision").where("scope", "=", scope).executeTakeFirst())
          ?.revision ?? 0,
      );
    // Until an editor changes them, the API answers the sample people and partners with their shipped words.
    expect(await page("/api/team-members")).toContain("Chief Technology Officer");
    expect(await page("/api/partners")).toContain("Infraestructura en la nube");
    for (const list of ["team", "client-stories", "partners"]) {
      expect((await get(`/staff/content/${list}`, sales)).status, list).toBe(403);
      expect((await post(`/staff/content/${list}/new`, { name: "X", intent: "publish" }, sales)).status, list).toBe(403);
      const listPage = await (await get(`/staff/content/${list}?lang=en`, editor)).text();
      expect(listPage, list).toContain(list === "partners" ? "Cordia Analytics" : list === "team" ? "Valentina Ortiz" : "Jennifer Collins");
    }
    const teamForm = await (await get("/staff/content/team/new", editor)).text();
    for (const name of [
      "name",
      "role_es",
      "role_en",
      "bio_es",
      "bio_en",
      "portraitImage.file",
      "portraitImage.altEs",
      "portraitImage.altEn",
    ])
      expect(teamForm).toContain(`name="${name}"`);

    const MEMBER = {
      name: "Lucía Herrera",
      role_es: "Directora comercial",
      role_en: "Head of Sales",
      bio_es: "Doce años en ventas.",
      bio_en: "Twelve years in sales.",
    };
    const refused = await post("/staff/content/team/new", { ...MEMBER, role_en: "", intent: "publish" }, editor);
    expect(refused.status).toBe(422);
    const refusedPage = await refused.text();
    expect(refusedPage).toContain(`value="${MEMBER.name}"`);
    expect(refusedPage).toMatch(/name="role_en"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*name="role_en"/);
    expect(await page("/api/team-members")).not.toContain(MEMBER.name);
    const teamRevision = await revision("list:team-members");
    const items = await server.services.staff.staff.db
      .selectFrom("content_items")
      .select(["id", "draft"])
      .where("list", "=", "team")
      .execute();
    const draft = items.find((item) => item.draft.includes(MEMBER.name));
    expect(draft).toBeDefined();
    expect((await post(`/staff/content/team/${draft?.id}`, { ...MEMBER, intent: "publish" }, editor)).status).toBe(303);
    expect(await revision("list:team-members")).toBeGreaterThan(teamRevision);
    const team = (await (await fetch(`${server.url}/api/team-members`)).json()) as Array<Record<string, unknown>>;
    expect(team.at(-1)).toMatchObject({ ...MEMBER, portraitUrl: null });

    // A client story's words replaced: on the home and about pages, in both languages.
    const stories = await server.services.staff.staff.db
      .selectFrom("content_items")
      .select(["id", "draft"])
      .where("list", "=", "client-stories")
      .execute();
    const medical = stories.find((story) => story.draft.includes("Jennifer Collins"));
    const STORY = {
      id: "medical",
      name: "Jennifer Collins",
      company: "Bayview Clinic",
      role_es: "Directora",
      role_en: "Director",
      quote_es: "Nos cambiaron la semana.",
      quote_en: "They changed our week.",
    };
    expect((await post(`/staff/content/client-stories/${medical?.id}`, { ...STORY, intent: "publish" }, editor)).status).toBe(303);
    const story = ((await (await fetch(`${server.url}/api/client-stories`)).json()) as Array<Record<string, unknown>>)[1];
    expect(story).toMatchObject({ ...STORY, portraitUrl: null });

    // A partner: an address that is not https is refused; with one, it is on the home page, linked.
    const PARTNER = { name: "Andina Cloud", focus_es: "Nube regional", focus_en: "Regional cloud", url: "http://andina.example" };
    expect((await post("/staff/content/partners/new", { ...PARTNER, intent: "publish" }, editor)).status).toBe(422);
    const partnerDraft = (
      await server.services.staff.staff.db.selectFrom("content_items").select(["id", "draft"]).where("list", "=", "partners").execute()
    ).find((item) => item.draft.includes(PARTNER.name));
    const fixed = await post(
      `/staff/content/partners/${partnerDraft?.id}`,
      { ...PARTNER, url: "https://andina.example/", intent: "publish" },
      editor,
    );
    expect(fixed.status).toBe(303);
    const partners = (await (await fetch(`${server.url}/api/partners`)).json()) as Array<Record<string, unknown>>;
    expect(partners.map((partner) => partner.name)).toEqual(["Nubevia", "Cordia Analytics", "Orbyt Automation", "Andina Cloud"]);
    expect(partners.at(-1)).toMatchObject({ ...PARTNER, url: "https://andina.example/" });
    // Unpublished, it leaves the list at the next request; each change is in the audit log.
    expect((await post(`/staff/content/partners/${partnerDraft?.id}/unpublish`, {}, editor)).status).toBe(303);
    expect(await page("/api/partners")).not.toContain("Andina Cloud");
    const logged = (await audit.page(server.services.staff.staff.db, { page: 1, perPage: 100 })).rows.map(
      (row) => `${row.objectType}:${row.action}`,
    );
    expect(logged).toEqual(
      expect.arrayContaining(["team:content.published", "client-stories:content.published", "partners:content.unpublished"]),
    );
  });

  it("refuses a fake image by its bytes, keeping what was typed", async () => {
    const body = new FormData();
    for (const [name, value] of Object.entries({
      Article_Name: "Foto",
      Article_Name_EN: "Photo",
      Article_body: "<p>a</p>",
      Article_body_EN: "<p>b</p>",
    }))
      body.append(name, value);
    body.append("intent", "publish");
    body.append("Article_img.altEs", "Una foto");
    body.append("Article_img.altEn", "A photo");
    body.append("Article_img.file", new Blob(["<html>not an image</html>"], { type: "image/png" }), "fake.png");
    const response = await fetch(`${server.url}/staff/content/articles/new`, {
      method: "POST",
      redirect: "manual",
      body,
      headers: { accept: "text/html", origin: server.url, cookie: editor },
    });
    expect(response.status).toBe(422);
    const page = await response.text();
    expect(page).toContain("no es una imagen JPEG, PNG o WebP");
    expect(page).toContain('value="Foto"');
  });

  it("pages the blog beside the spec's whole list: a page of articles and one article, each with only its own", async () => {
    const all = (await (await fetch(`${server.url}/api/articles`)).json()) as Array<{ Article_Name: string }>;
    const page = (await (await fetch(`${server.url}/api/articles/page/1`)).json()) as {
      total: number;
      items: Array<{ position: number; article: { Article_Name: string } }>;
    };
    expect(page.total).toBe(all.length);
    expect(page.items.map((one) => one.article.Article_Name)).toEqual(all.slice(0, 9).map((one) => one.Article_Name));
    const last = (await (await fetch(`${server.url}/api/articles/page/9999`)).json()) as { page: number; pageCount: number };
    expect(last.page).toBe(last.pageCount);
    const one = await fetch(`${server.url}/api/articles/2`);
    expect(one.headers.get("cache-control")).toBe("public, no-cache");
    const body = (await one.json()) as { article: { Article_Name: string }; latest: Array<{ position: number }> };
    expect(body.article.Article_Name).toBe(all[1]?.Article_Name);
    expect(body.latest.map((other) => other.position)).not.toContain(2);
    expect((await fetch(`${server.url}/api/articles/9999`)).status).toBe(404);
  });
});

describe("a list the company's system manages", () => {
  let database: TestDatabase;
  let server: TestServer;

  beforeAll(async () => {
    database = await createTestDatabase("sqlite");
    // An upstream that answers nothing: the list falls back to the database, and stays read-only here.
    server = await startTestServer(
      {
        DATABASE_URL: database.url,
        SITE_URL: "http://127.0.0.1",
        LIST_UPSTREAM_VACANCIES: "http://127.0.0.1:9/vacancies",
        LIST_UPSTREAM_TIMEOUT_MS: "500",
      },
      { relay: false },
    );
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  it("is shown read-only with a note, and refuses every change", async () => {
    const { url } = await server.services.staff.staff.invite({ email: "ed@example.com", roles: "editor" }, CLI_ACTOR);
    const signIn = await fetch(`${server.url}${new URL(url).pathname}`, {
      method: "POST",
      redirect: "manual",
      headers: { origin: server.url },
    });
    const cookie = (signIn.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    const page = await fetch(`${server.url}/staff/content/vacancies`, { headers: { cookie, accept: "text/html" } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("El sistema de la empresa gestiona esta lista");
    expect(html).not.toContain("/staff/content/vacancies/new");
    const index = await (await fetch(`${server.url}/staff/content`, { headers: { cookie, accept: "text/html" } })).text();
    expect(index).toContain("El sistema de la empresa gestiona esta lista");
    const refused = await fetch(`${server.url}/staff/content/vacancies/new`, {
      method: "POST",
      redirect: "manual",
      body: new URLSearchParams({ vacancyName: "X", recruitingEffortId: "1", intent: "publish" }),
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html", origin: server.url, cookie },
    });
    expect(refused.status).toBe(409);
  });
});
