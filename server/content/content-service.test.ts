import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ContentRepository } from "../db/content-repository.ts";
import { migrate } from "../db/migrations.ts";
import { type Database, openDatabase } from "../db/open-database.ts";
import { createLogger } from "../logger.ts";
import { audit } from "../staff/audit.ts";
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from "../testing/test-databases.ts";
import { ContentService } from "./content-service.ts";
import { ListService } from "./list-service.ts";
import { seedContent } from "./seed/seed-content.ts";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

const EDITOR = { id: "m1", label: "editor@example.com" };
const event = (title: string, overrides: Record<string, string> = {}) => ({
  CATEGORY: "1",
  TITLE: title,
  TITLE_EN: `${title} (en)`,
  DESCRIPCION: "Descripción",
  DESCRIPTION_EN: "Description",
  DETAILS_DATE_FROM: "2030-05-14T15:00",
  DETAILS_DATE_TO: "2030-05-14T17:00",
  DETAILS_PRESENTER: "Ana",
  BOTONURL: "https://example.com/join",
  BUTTONTEXT: "Join",
  ...overrides,
});

describe.each(TEST_DIALECTS)("the content service on %s", (dialect) => {
  let testDatabase: TestDatabase;
  let database: Database;
  let content: ContentService;
  let lists: ListService;
  let clock = 1_800_000_000_000;

  const revision = async (scope: string) =>
    Number(
      (await database.db.selectFrom("site_revisions").select("revision").where("scope", "=", scope).executeTakeFirst())?.revision ?? 0,
    );
  const titles = async () => ((await lists.list("events")) as Array<{ TITLE: string }>).map((item) => item.TITLE);
  const actions = async () => (await audit.page(database.db, { page: 1, perPage: 100 })).rows.map((row) => row.action);

  beforeAll(async () => {
    testDatabase = await createTestDatabase(dialect);
    database = openDatabase(testDatabase.url);
    await migrate(database.db, database.dialect);
    const repository = new ContentRepository(database);
    await seedContent(repository);
    content = new ContentService(database, repository, () => (clock += 1000));
    lists = new ListService(repository, { upstreams: {}, cacheMs: 60_000, timeoutMs: 1000 }, createLogger("silent"));
  });
  afterAll(async () => {
    await database?.close();
    await testDatabase?.drop();
  });

  it("adopts the seeded items as published, once", async () => {
    const before = await titles();
    const items = await content.items("events");
    expect(items.map((item) => item.values.TITLE)).toEqual(before);
    expect(items.every((item) => item.status === "published")).toBe(true);
    expect((await content.items("events")).map((item) => item.id)).toEqual(items.map((item) => item.id));
  });

  it("keeps a draft for staff only; a publish puts it on the list API, bumps the revision and keeps a version", async () => {
    const saved = await content.save("events", undefined, event("Taller nuevo"), EDITOR);
    expect(saved.kind).toBe("saved");
    const id = saved.kind === "saved" ? saved.id : "";
    expect(await titles()).not.toContain("Taller nuevo");
    expect((await content.item("events", id))?.status).toBe("draft");
    expect(await actions()).toContain("content.draft_saved");

    const before = await revision("list:events");
    expect(await content.save("events", id, event("Taller nuevo"), EDITOR, { publish: true })).toEqual({ kind: "saved", id });
    expect(await titles()).toContain("Taller nuevo");
    expect(await revision("list:events")).toBe(before + 1);
    const versions = await content.versions("events", id);
    expect(versions).toHaveLength(1);
    expect(versions[0]?.actor).toBe(EDITOR.label);
    expect(versions[0]?.item.DETAILS_DATE_FROM).toBe("2030-05-14T15:00:00");
    expect(await actions()).toContain("content.published");

    // An edit saved as draft leaves the site as it is.
    await content.save("events", id, event("Taller editado"), EDITOR);
    expect(await titles()).toContain("Taller nuevo");
    expect((await content.item("events", id))?.status).toBe("changed");
  });

  it("refuses to publish an item with a required field empty in either language, keeping the typed values", async () => {
    const result = await content.save("events", undefined, event("Solo español", { TITLE_EN: "  " }), EDITOR, { publish: true });
    expect(result).toMatchObject({ kind: "invalid", fields: { TITLE_EN: "required" } });
    const id = result.kind === "invalid" ? (result.id ?? "") : "";
    const kept = await content.item("events", id);
    expect(kept?.values.TITLE).toBe("Solo español");
    expect(kept?.missing).toEqual(["en"]);
    expect(kept?.live).toBe(false);
    expect(await titles()).not.toContain("Solo español");
    const bad = await content.save("events", id, event("Mal enlace", { BOTONURL: "javascript:alert(1)" }), EDITOR, { publish: true });
    expect(bad).toMatchObject({ kind: "invalid", fields: { BOTONURL: "invalid" } });
    const article = await content.save(
      "articles",
      undefined,
      { Article_Name: "Hola", Article_Name_EN: "Hello", Article_body: "<p>Texto</p>", Article_body_EN: "<p> </p>" },
      EDITOR,
      { publish: true },
    );
    expect(article).toMatchObject({ kind: "invalid", fields: { Article_body_EN: "required" } });
  });

  it("the team, client stories and partners start as the samples with their shipped words; replaced, reordered and restored like any list", async () => {
    // Before an editor opens them, the API answers the samples; opening them adopts the same items, published.
    expect((await lists.people("team-members")).map((person) => person.role_en)).toEqual([
      "Founder and CEO",
      "Chief Technology Officer",
      "Head of People",
      "CFO and Head of Investment",
    ]);
    const team = await content.items("team");
    expect(team.map((item) => [item.values.id, item.values.name, item.status])).toEqual([
      ["ceo", "Santiago Ramírez", "published"],
      ["cto", "Valentina Ortiz", "published"],
      ["talent", "Daniela Rojas", "published"],
      ["finance", "Felipe Castaño", "published"],
    ]);
    expect((await content.items("partners")).map((item) => item.values.focus_es)).toEqual([
      "Infraestructura en la nube",
      "Analítica de datos",
      "Automatización de procesos",
    ]);
    expect((await content.items("client-stories")).map((item) => item.values.quote_en)).toHaveLength(3);

    // The CEO replaced by the company's own: an empty English role is refused, then published in both languages.
    const ceo = team[0]?.id ?? "";
    const member = {
      ...team[0]?.values,
      name: "Lucía Herrera",
      role_es: "Gerente general",
      role_en: "",
      bio_es: "Bio",
      bio_en: "Bio (en)",
    };
    expect(await content.save("team", ceo, member, EDITOR, { publish: true })).toMatchObject({
      kind: "invalid",
      fields: { role_en: "required" },
    });
    expect((await lists.people("team-members"))[0]?.name).toBe("Santiago Ramírez");
    const before = await revision("list:team-members");
    expect(await content.save("team", ceo, { ...member, role_en: "CEO" }, EDITOR, { publish: true })).toEqual({ kind: "saved", id: ceo });
    expect(await revision("list:team-members")).toBe(before + 1);
    expect((await lists.people("team-members"))[0]).toMatchObject({
      id: "ceo",
      name: "Lucía Herrera",
      role_es: "Gerente general",
      role_en: "CEO",
    });

    // Reordered and unpublished: the API follows; restored, the sample comes back as a draft to publish.
    expect(await content.move("team", ceo, "down", EDITOR)).toBe(true);
    expect((await lists.people("team-members")).map((person) => person.id)).toEqual(["cto", "ceo", "talent", "finance"]);
    expect(await content.unpublish("team", ceo, EDITOR)).toBe(true);
    expect((await lists.people("team-members")).map((person) => person.id)).toEqual(["cto", "talent", "finance"]);

    // A partner's link must be https.
    const partner = { name: "Andina", focus_es: "Nube", focus_en: "Cloud", url: "http://andina.example" };
    expect(await content.save("partners", undefined, partner, EDITOR, { publish: true })).toMatchObject({ fields: { url: "invalid" } });
    const saved = await content.save("partners", undefined, { ...partner, url: "https://andina.example" }, EDITOR, { publish: true });
    expect(saved.kind).toBe("saved");
    expect((await lists.partners()).map((one) => one.name)).toEqual(["Nubevia", "Cordia Analytics", "Orbyt Automation", "Andina"]);
    expect(await revision("list:partners")).toBeGreaterThan(0);
  });

  it("reorders, unpublishes, restores and deletes, each bumping the revision and audited", async () => {
    const items = await content.items("events");
    const last = items[0];
    if (!last) throw new Error("no event");
    const before = await revision("list:events");
    expect(await content.move("events", last.id, "up", EDITOR)).toBe(false);
    expect(await content.move("events", last.id, "down", EDITOR)).toBe(true);
    const order = await titles();
    expect(order[1]).toBe(last.values.TITLE);
    expect(await revision("list:events")).toBe(before + 1);

    expect(await content.unpublish("events", last.id, EDITOR)).toBe(true);
    expect(await titles()).not.toContain(last.values.TITLE);
    expect((await content.item("events", last.id))?.status).toBe("unpublished");

    // Publish twice; restoring the first version gives its values back as a draft, off the site until published.
    const id = (await content.save("events", undefined, event("Versión uno"), EDITOR, { publish: true })) as { id: string };
    await content.save("events", id.id, event("Versión dos"), EDITOR, { publish: true });
    const versions = await content.versions("events", id.id);
    expect(versions.map((version) => version.item.TITLE)).toEqual(["Versión dos", "Versión uno"]);
    const first = versions[1];
    if (!first) throw new Error("no version");
    expect(await content.restore("events", id.id, first.id, EDITOR)).toBe(true);
    const restored = await content.item("events", id.id);
    expect(restored?.values.TITLE).toBe("Versión uno");
    expect(restored?.status).toBe("changed");
    expect(await titles()).toContain("Versión dos");

    const beforeDelete = await revision("list:events");
    expect(await content.remove("events", id.id, EDITOR)).toBe(true);
    expect(await titles()).not.toContain("Versión dos");
    expect(await content.item("events", id.id)).toBeUndefined();
    expect(await revision("list:events")).toBe(beforeDelete + 1);
    expect(await actions()).toEqual(
      expect.arrayContaining(["content.reordered", "content.unpublished", "content.restored", "content.deleted"]),
    );
  });

  it("articles carry an author and a date to the API; their bodies are sanitised on save", async () => {
    const saved = await content.save(
      "articles",
      undefined,
      {
        Article_Name: "Nuevo artículo",
        Article_Name_EN: "New article",
        Article_body: '<p>Hola<script>alert(1)</script><img src=x onerror="alert(1)"></p>',
        Article_body_EN: "<p>Hello</p>",
        Article_author: "Ana Gómez",
        Article_date: "2030-01-02",
        Article_featured: "1",
      },
      EDITOR,
      { publish: true },
    );
    expect(saved.kind).toBe("saved");
    const articles = (await lists.list("articles")) as Array<Record<string, unknown>>;
    const article = articles.find((one) => one.Article_Name === "Nuevo artículo");
    expect(article).toMatchObject({ Article_author: "Ana Gómez", Article_date: "2030-01-02", Article_featured: true });
    expect(String(article?.Article_body)).not.toMatch(/script|onerror/);
  });

  it("the CLI's import replaces a list through the same service: published, versioned, audited", async () => {
    const before = await revision("list:service-options");
    await content.importList(
      "service-options-tech",
      [
        { Service_Name_ES: "Uno", Service_Name_EN: "One" },
        { Service_Name_ES: "Dos", Service_Name_EN: "Two" },
      ],
      { id: null, label: "cli" },
    );
    expect(await lists.list("service-options-tech")).toEqual([
      { Service_Name_ES: "Uno", Service_Name_EN: "One" },
      { Service_Name_ES: "Dos", Service_Name_EN: "Two" },
    ]);
    expect(await revision("list:service-options")).toBe(before + 1);
    const items = await content.items("service-options-tech");
    expect(items).toHaveLength(2);
    expect(await content.versions("service-options-tech", items[0]?.id ?? "")).toHaveLength(1);
    expect(await actions()).toContain("content.imported");
  });
});
