import { describe, expect, it } from "vitest";
import { readPeople } from "./people";
import { PORTRAITS } from "./portraits";

const answer =
  (body: unknown, status = 200) =>
  async () =>
    new Response(JSON.stringify(body), { status });

describe("readPeople", () => {
  it("shows the imported portrait where there is one, and the site's illustrated one where there is none", async () => {
    const people = await readPeople(
      answer([
        { id: "fintech", name: "Mariana Ospina", portraitUrl: "/api/client-stories/fintech/portrait?v=abc" },
        { id: "logistics", name: "Carolina Mejía", portraitUrl: null },
        { id: "nobody", name: "Not a story the pages have copy for", portraitUrl: null },
      ]),
      "client-stories",
    );
    expect(people).toEqual([
      { id: "fintech", name: "Mariana Ospina", portrait: "/api/client-stories/fintech/portrait?v=abc" },
      { id: "logistics", name: "Carolina Mejía", portrait: PORTRAITS.logistics },
    ]);
  });

  it("carries the words the editor published in both languages, and shows a new person with a drawn portrait", async () => {
    const [member, added] = await readPeople(
      answer([
        { id: "ceo", name: "Lucía Herrera", portraitUrl: null, role_es: "Gerente", role_en: "CEO", bio_es: "Bio", bio_en: "Bio (en)" },
        {
          id: "a1b2c3d4",
          name: "Nuevo Miembro",
          portraitUrl: null,
          role_es: "Analista",
          role_en: "Analyst",
          bio_es: "Texto",
          bio_en: "Text",
        },
        { id: "e5f6", name: "Half translated", portraitUrl: null, role_es: "Analista", bio_es: "Texto" },
      ]),
      "team-members",
    );
    expect(member).toMatchObject({
      id: "ceo",
      role: { es: "Gerente", en: "CEO" },
      text: { es: "Bio", en: "Bio (en)" },
      portrait: PORTRAITS.ceo,
    });
    expect(added).toMatchObject({ name: "Nuevo Miembro", role: { es: "Analista", en: "Analyst" } });
    expect(Object.values(PORTRAITS)).toContain(added?.portrait);
    // Without its words in both languages, a person the pages have no copy for is not shown.
    expect(await readPeople(answer([{ id: "e5f6", name: "Half", portraitUrl: null, role_es: "x", bio_es: "y" }]), "team-members")).toEqual(
      [],
    );
  });

  it("shows the site's own people when the API fails", async () => {
    for (const fetchApi of [answer({ error: "internal" }, 500), answer({ not: "a list" }), async () => Promise.reject(new Error("down"))]) {
      const team = await readPeople(fetchApi, "team-members");
      expect(team.map((member) => member.name)).toEqual(["Santiago Ramírez", "Valentina Ortiz", "Daniela Rojas", "Felipe Castaño"]);
      expect(team.map((member) => member.portrait)).toEqual([PORTRAITS.ceo, PORTRAITS.cto, PORTRAITS.talent, PORTRAITS.finance]);
    }
  });

  it("has an illustrated portrait, an SVG of its own, for every person the pages know", () => {
    expect(Object.keys(PORTRAITS).sort()).toEqual(["ceo", "cto", "finance", "fintech", "logistics", "medical", "talent"]);
    expect(new Set(Object.values(PORTRAITS)).size).toBe(7);
    for (const url of Object.values(PORTRAITS)) expect(url).toMatch(/\.svg\b/);
  });
});
