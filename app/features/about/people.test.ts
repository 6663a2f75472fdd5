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
