import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { FORM_IDS } from "../../contracts/submission-schemas.ts";
import type { Article, SiteEvent, Vacancy } from "../../contracts/lists.ts";
import { startFakeUpstream, type UpstreamReply } from "../testing/fake-upstream.ts";
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from "../testing/test-databases.ts";
import { startTestServer, type TestServer, testClock } from "../testing/test-server.ts";

// Real servers and databases on a 2-core machine: starting one can take seconds.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

const getJson = async <T>(url: string) => {
  const response = await fetch(url);
  return { status: response.status, body: (await response.json()) as T, headers: response.headers };
};

describe.each(TEST_DIALECTS)("lists on %s", (dialect) => {
  let database: TestDatabase;
  let server: TestServer;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    server = await startTestServer({ DATABASE_URL: database.url });
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  it("serves the seeded bilingual sample content", async () => {
    const vacancies = await getJson<Vacancy[]>(`${server.url}/api/vacancies`);
    expect(vacancies.status).toBe(200);
    expect(vacancies.body.length).toBeGreaterThanOrEqual(6);
    expect(vacancies.body.every((vacancy) => vacancy.vacancySkills.length > 0 && vacancy.vacancyGUID)).toBe(true);
    expect(vacancies.body.every((vacancy) => /^\d{4}-\d{2}-\d{2}$/.test(vacancy.datePosted ?? ""))).toBe(true);

    const services = await getJson<unknown[]>(`${server.url}/api/services`);
    expect(services.body).toHaveLength(9);
    expect(services.body[0]).toMatchObject({
      Service_Name_EN: expect.any(String),
      Service_Name_ES: expect.any(String),
      Service_GUID: expect.any(String),
    });

    const tech = await getJson<unknown[]>(`${server.url}/api/service-options?for=tech`);
    const vma = await getJson<unknown[]>(`${server.url}/api/service-options?for=vma`);
    expect(tech.body).toHaveLength(5);
    expect(vma.body).toHaveLength(9);
    expect(Object.keys(tech.body[0] as object).sort()).toEqual(["Service_Name_EN", "Service_Name_ES"]);
    expect((await fetch(`${server.url}/api/service-options`)).status).toBe(400);

    const events = await getJson<SiteEvent[]>(`${server.url}/api/events`);
    expect(new Set(events.body.map((event) => event.CATEGORY))).toEqual(new Set([1, 2, 3]));

    const articles = await getJson<Article[]>(`${server.url}/api/articles`);
    expect(articles.body.length).toBeGreaterThanOrEqual(12);
    expect(articles.body.some((article) => article.Article_featured)).toBe(true);
    expect(articles.body.every((article) => article.Article_body.startsWith("<p>") && article.Article_body_EN.length > 0)).toBe(true);
    expect(articles.body[0]?.Article_img_url).toMatch(/^\/api\/articles\/1\/image\?v=/);
    expect(JSON.stringify(articles.body)).not.toContain("base64");
  });

  it("serves article images with an ETag, and immutably at their versioned URL", async () => {
    const articles = await getJson<Article[]>(`${server.url}/api/articles`);
    const url = `${server.url}${articles.body[2]?.Article_img_url}`;
    const image = await fetch(url);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/svg+xml");
    expect(image.headers.get("cache-control")).toContain("immutable");
    const etag = image.headers.get("etag") ?? "";
    expect(etag).toMatch(/^(W\/)?".+"$/);
    expect((await image.text()).startsWith("<svg")).toBe(true);

    const again = await fetch(url, { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
    const unversioned = await fetch(`${server.url}/api/articles/3/image`);
    expect(unversioned.headers.get("cache-control")).not.toContain("immutable");
    for (const missing of ["999", "0", "abc", "-1", "1e3"]) {
      expect((await fetch(`${server.url}/api/articles/${missing}/image`)).status).toBe(404);
    }
  });

  it("publishes an OpenAPI document generated from the schemas", async () => {
    const { body } = await getJson<{
      openapi: string;
      paths: Record<string, { post?: { requestBody: { content: Record<string, { schema: { properties: Record<string, unknown> } }> } } }>;
    }>(`${server.url}/api/openapi.json`);
    expect(body.openapi).toBe("3.1.0");
    for (const form of FORM_IDS) expect(body.paths[`/api/submissions/${form}`]).toBeDefined();
    const candidate = body.paths["/api/submissions/candidate"]?.post?.requestBody.content["application/json"]?.schema;
    expect(Object.keys(candidate?.properties ?? {})).toEqual(
      expect.arrayContaining(["firstName", "candidateResume", "skills", "referralSource"]),
    );
    expect(body.paths["/api/vacancies"]).toBeDefined();
  });
});

describe("lists from an upstream", () => {
  let database: TestDatabase;
  let server: TestServer;
  let reply: () => UpstreamReply = () => ({ status: 500 });
  let upstream: Awaited<ReturnType<typeof startFakeUpstream>>;
  const clock = testClock();

  const png = Buffer.from(
    "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a1f1ad2a0000000049454e44ae426082",
    "hex",
  );

  beforeAll(async () => {
    upstream = await startFakeUpstream(() => reply());
    database = await createTestDatabase("sqlite");
    server = await startTestServer(
      {
        DATABASE_URL: database.url,
        LIST_UPSTREAM_VACANCIES: `${upstream.url}/vacancies`,
        LIST_UPSTREAM_ARTICLES: `${upstream.url}/articles`,
        LIST_UPSTREAM_EVENTS: `${upstream.url}/events`,
        LIST_CACHE_SECONDS: "1",
      },
      { now: clock.now },
    );
  });
  afterAll(async () => {
    await server?.close();
    await upstream?.close();
    await database?.drop();
  });

  it("proxies the upstream, caches it, and serves it stale when the upstream fails", async () => {
    reply = () => ({
      status: 200,
      body: JSON.stringify([
        { vacancyName: "Upstream role", vacancyGUID: "u-1", recruitingEffortId: 7, vacancySkills: [{ technologyName: "Go" }] },
        { vacancyName: 5 },
      ]),
    });
    const fresh = await getJson<Vacancy[]>(`${server.url}/api/vacancies`);
    expect(fresh.body).toEqual([
      { vacancyName: "Upstream role", vacancyGUID: "u-1", recruitingEffortId: 7, vacancySkills: [{ technologyName: "Go" }] },
    ]);

    reply = () => ({ status: 503 });
    // Past the cache's second: the upstream is asked again, fails, and the last list it gave is served.
    clock.advance(1100);
    const stale = await getJson<Vacancy[]>(`${server.url}/api/vacancies`);
    expect(stale.body).toEqual(fresh.body);
  });

  it("falls back to the database when the upstream never answered", async () => {
    reply = () => ({ status: 500 });
    const events = await getJson<SiteEvent[]>(`${server.url}/api/events`);
    expect(events.status).toBe(200);
    expect(events.body.length).toBeGreaterThan(0);
  });

  it("sanitises upstream article HTML and serves its base64 image as a URL", async () => {
    reply = () => ({
      status: 200,
      body: JSON.stringify({
        value: [
          {
            Article_Name: "Hola",
            Article_Name_EN: "Hello",
            Article_body: '<p onclick="steal()">Hola<script>alert(1)</script></p><img src=x onerror="alert(1)">',
            Article_body_EN: '<a href="javascript:alert(1)">Hello</a>',
            Article_img: png.toString("base64"),
            Article_featured: true,
          },
        ],
      }),
    });
    const articles = await getJson<Article[]>(`${server.url}/api/articles`);
    const [article] = articles.body;
    expect(article?.Article_body).toBe('<p>Hola</p><img src="x" />');
    expect(article?.Article_body_EN).toBe("<a>Hello</a>");
    const image = await fetch(`${server.url}${article?.Article_img_url}`);
    expect(image.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await image.arrayBuffer()).equals(png)).toBe(true);
  });
});
