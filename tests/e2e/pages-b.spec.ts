import path from "node:path";
import { type APIRequestContext, expect, type Locator, type Page, test } from "./fixtures";
import { type Language, localeBundle } from "./site-map";

/**
 * The consulting, VMA, recruitment, careers, financial and investment pages (issue 6): in both languages,
 * each shows the spec's sections with its counts, its calls to action lead to routes that answer 200, and
 * its external links open in a new tab without handing over the opener.
 */

const LANGUAGES: Language[] = ["es", "en"];

/** `{ id: { title } }` of a locale section, as the list of titles in file order. */
function titles(items: Record<string, { title: string }>): string[] {
  return Object.values(items).map((item) => item.title);
}

async function open(page: Page, route: string, language: Language) {
  const response = await page.goto(`${route}?lang=${language}`);
  expect(response?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", language);
}

async function expectHeadings(scope: Locator, expected: string[]) {
  await expect(scope.getByRole("heading", { level: 3 })).toHaveText(expected);
}

/** The headings of a section whose cards are the spec's list. */
function section(page: Page, id: string): Locator {
  return page.locator(`section#${id}`);
}

async function expectLinksTo(links: Locator, href: string | RegExp, count: number) {
  await expect(links).toHaveCount(count);
  for (const link of await links.all()) await expect(link).toHaveAttribute("href", href);
}

/** Every internal link of the page's main content answers 200, and every external one opens in a new tab. */
async function expectLinksWork(page: Page, request: APIRequestContext) {
  const main = page.locator("main");
  const internal = await main.locator('a[href^="/"], a[href^="#"]').evaluateAll((anchors) =>
    anchors.map((anchor) => {
      const url = new URL((anchor as HTMLAnchorElement).href);
      return { path: url.pathname, hash: url.hash };
    }),
  );
  for (const target of new Set(internal.map((link) => link.path))) {
    const response = await request.get(target);
    expect(response.status(), `${target} answers`).toBe(200);
  }
  for (const { path: target, hash } of internal) {
    if (!hash) continue;
    if (target === new URL(page.url()).pathname) await expect(page.locator(hash), `${hash} exists`).toHaveCount(1);
  }
  const external = main.locator('a[href^="http"]');
  for (const link of await external.all()) {
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", /noopener/);
  }
}

async function expectExternalButton(page: Page, name: string, minimum = 1) {
  const links = page.locator("main").getByRole("link", { name, exact: true });
  expect(await links.count()).toBeGreaterThanOrEqual(minimum);
  for (const link of await links.all()) {
    await expect(link).toHaveAttribute("href", /^https:\/\//);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", /noopener/);
  }
}

async function expectBannerAction(page: Page, name: string, href: string | RegExp) {
  const banner = page.locator("main > section").first();
  await expect(banner.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
}

async function expectNoAxeViolations(page: Page) {
  await page.addScriptTag({ path: path.resolve(import.meta.dirname, "../../node_modules/axe-core/axe.min.js") });
  const violations = await page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected as a global script.
    const axe = (window as any).axe;
    const result = await axe.run(document, { runOnly: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"] });
    return result.violations.map((violation: { id: string; nodes: { target: string[] }[] }) => ({
      id: violation.id,
      targets: violation.nodes.map((node) => node.target.join(" ")),
    }));
  });
  expect(violations).toEqual([]);
}

const FORM_PAGES = [
  { path: "/contractors/consulting/apply", namespace: "contractors", page: "consultingApply" },
  { path: "/contractors/work/apply", namespace: "contractors", page: "workApply" },
  { path: "/contractors/outsourcing/apply", namespace: "contractors", page: "outsourcingApply" },
  { path: "/vma/specialist/hire", namespace: "vma", page: "specialistHire" },
  { path: "/vma/gethired/hire", namespace: "vma", page: "getHiredApply" },
  { path: "/financials/adquire", namespace: "financials", page: "request" },
] as const;

for (const language of LANGUAGES) {
  test.describe(`consulting, VMA, talent and finance pages in ${language}`, () => {
    test("/contractors: comprehensive consulting, why us, nine services, the team, four service lines and booking", async ({
      page,
      request,
    }) => {
      const copy = localeBundle(language, "contractors").main;
      await open(page, "/contractors", language);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy.banner.title);

      const comprehensive = section(page, "comprehensive");
      await expect(comprehensive.getByRole("heading", { level: 2 })).toHaveText(copy.comprehensive.title);
      await expect(comprehensive.getByRole("listitem")).toHaveCount(copy.comprehensive.points.length + 3);
      const paths = { consulting: "/contractors/consulting", outsourcing: "/contractors/outsourcing", work: "/contractors/work" };
      for (const [id, to] of Object.entries(paths)) {
        await expect(comprehensive.getByRole("link", { name: copy.comprehensive.paths.items[id].title })).toHaveAttribute("href", to);
      }

      await expectHeadings(section(page, "why-us"), titles(copy.why.items));
      await expectHeadings(section(page, "consulting-services"), titles(copy.services.items));
      await expect(section(page, "consulting-services").getByRole("heading", { level: 3 })).toHaveCount(9);
      await expectHeadings(section(page, "team"), titles(copy.team.items));

      const lines = section(page, "more-solutions").getByRole("link");
      await expect(lines).toHaveCount(4);
      expect(await lines.evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual([
        "/techservices",
        "/vma",
        "/contractors",
        "/recruitment",
      ]);

      await expectExternalButton(page, copy.banner.cta, 2);
      await expectLinksWork(page, request);
    });

    test("/contractors/consulting: apply hero, three benefits, how it works and featured positions", async ({ page, request }) => {
      const copy = localeBundle(language, "contractors").consulting;
      await open(page, "/contractors/consulting", language);
      await expectBannerAction(page, copy.banner.cta, "/contractors/consulting/apply");
      await expectHeadings(section(page, "benefits"), titles(copy.benefits.items));
      await expect(section(page, "benefits").getByRole("heading", { level: 3 })).toHaveCount(3);
      await expect(section(page, "how-it-works").getByRole("listitem")).toHaveCount(3);
      const positions = section(page, "featured-positions");
      await expectHeadings(positions, titles(copy.positions.items));
      await expectLinksTo(positions.getByRole("link", { name: copy.positions.request }), "/contractors/consulting/apply", 6);
      await expectLinksWork(page, request);
    });

    test("/contractors/work: five advisory cards to the application, and a booking button", async ({ page, request }) => {
      const copy = localeBundle(language, "contractors").work;
      await open(page, "/contractors/work", language);
      await expectBannerAction(page, copy.banner.cta, "/contractors/work/apply");
      const areas = section(page, "practice-areas");
      await expectHeadings(areas, titles(copy.areas.items));
      await expectLinksTo(areas.getByRole("link"), "/contractors/work/apply", 5);
      await expectExternalButton(page, copy.cta.button);
      await expectLinksWork(page, request);
    });

    test("/contractors/outsourcing: hire-developers hero, five roles with hire-experts buttons, four benefits", async ({
      page,
      request,
    }) => {
      const copy = localeBundle(language, "contractors").outsourcing;
      await open(page, "/contractors/outsourcing", language);
      await expectBannerAction(page, copy.banner.cta, "/contractors/outsourcing/apply");
      const roles = section(page, "roles");
      await expectHeadings(roles, titles(copy.roles.items));
      await expectLinksTo(roles.getByRole("link", { name: copy.roles.hire }), "/contractors/outsourcing/apply", 5);
      await expectHeadings(section(page, "benefits"), titles(copy.benefits.items));
      await expect(section(page, "benefits").getByRole("heading", { level: 3 })).toHaveCount(4);
      await expectLinksWork(page, request);
    });

    test("/contractus: a back arrow home and every way to hire us", async ({ page, request }) => {
      const copy = localeBundle(language, "contractors").contractus;
      const common = localeBundle(language, "common");
      await open(page, "/contractus", language);
      await expect(page.getByRole("link", { name: common.actions.backHome })).toHaveAttribute("href", "/");
      await expectHeadings(section(page, "options"), titles(copy.options.items));
      await expectExternalButton(page, copy.cta.button);
      await expectLinksWork(page, request);
    });

    test("/vma: services for both audiences, benefits, key services", async ({ page, request }) => {
      const copy = localeBundle(language, "vma").main;
      await open(page, "/vma", language);
      const services = section(page, "services");
      await expect(services.getByRole("link", { name: copy.services.hire.title })).toHaveAttribute("href", "/vma/specialist");
      await expect(services.getByRole("link", { name: copy.services.getHired.title })).toHaveAttribute("href", "/vma/gethired");
      await expectHeadings(section(page, "benefits"), titles(copy.benefits.items));
      await expectHeadings(section(page, "key-services"), titles(copy.keyServices.items));
      await expect(section(page, "key-services").getByRole("link", { name: copy.keyServices.cta })).toHaveAttribute(
        "href",
        "/vma/specialist",
      );
      await expectLinksWork(page, request);
    });

    test("/vma/specialist: the nine services and a hire button", async ({ page, request }) => {
      const copy = localeBundle(language, "vma").specialist;
      await open(page, "/vma/specialist", language);
      await expectBannerAction(page, copy.banner.cta, "/vma/specialist/hire");
      const services = section(page, "vma-services");
      await expect(services.getByRole("heading", { level: 3 })).toHaveCount(9);
      await expectHeadings(services, titles(copy.services.items));
      await expectLinksTo(page.locator("main").getByRole("link", { name: copy.cta.button, exact: true }), "/vma/specialist/hire", 2);
      await expectLinksWork(page, request);
    });

    test("/vma/gethired: about the position, daily tasks and an apply button", async ({ page, request }) => {
      const copy = localeBundle(language, "vma").getHired;
      await open(page, "/vma/gethired", language);
      await expectBannerAction(page, copy.banner.cta, "/vma/gethired/hire");
      await expect(section(page, "about-the-role").getByRole("heading", { level: 2 })).toHaveText(copy.about.title);
      await expectHeadings(section(page, "daily-tasks"), titles(copy.tasks.items));
      await expectLinksTo(page.locator("main").getByRole("link", { name: copy.cta.button, exact: true }), "/vma/gethired/hire", 2);
      await expectLinksWork(page, request);
    });

    test("/recruitment: offer, partners, five steps, featured jobs, find-talent button and the form's place", async ({ page, request }) => {
      const copy = localeBundle(language, "recruitment").main;
      await open(page, "/recruitment", language);
      await expectHeadings(section(page, "offer"), titles(copy.offer.items));
      await expectHeadings(section(page, "partners"), titles(copy.partners.items));
      await expect(section(page, "process").getByRole("listitem")).toHaveCount(5);
      await expectHeadings(
        section(page, "process"),
        copy.process.steps.map((step: { title: string }) => step.title),
      );
      // The open vacancies of the list the careers page's form offers, the first four.
      const vacancies: Array<{ vacancyName: string }> = await (await request.get("/api/vacancies")).json();
      expect(vacancies.length).toBeGreaterThan(0);
      await expectHeadings(
        section(page, "featured-jobs"),
        vacancies.slice(0, 4).map((vacancy) => vacancy.vacancyName),
      );
      await expectLinksTo(section(page, "featured-jobs").getByRole("link"), "/work-with-us#form", Math.min(4, vacancies.length));
      await expectLinksTo(page.locator("main").getByRole("link", { name: copy.talent.button, exact: true }), "/find-top-talent", 2);
      const form = page.locator("section#form");
      await expect(form.getByRole("heading", { level: 2, name: copy.form.title })).toBeVisible();
      await expect(form.getByRole("heading", { level: 2, name: copy.next.title })).toBeVisible();
      await expectLinksWork(page, request);
    });

    test("/find-top-talent: talent pools, vetting, engagement options", async ({ page, request }) => {
      const copy = localeBundle(language, "recruitment").findTopTalent;
      await open(page, "/find-top-talent", language);
      await expectBannerAction(page, copy.banner.cta, "/recruitment#form");
      await expectHeadings(section(page, "talent-pools"), titles(copy.pools.items));
      await expectHeadings(
        section(page, "vetting"),
        copy.vetting.items.map((item: { title: string }) => item.title),
      );
      await expect(section(page, "vetting")).toContainText(copy.vetting.statValue);
      await expectHeadings(section(page, "engagement"), titles(copy.models.items));
      await expectLinksWork(page, request);
    });

    test("/work-with-us: intro, the five positions, the six benefits and the form's place", async ({ page, request }) => {
      const copy = localeBundle(language, "work").main;
      await open(page, "/work-with-us", language);
      await expectBannerAction(page, copy.banner.cta, "#positions");
      await expect(section(page, "culture").getByRole("heading", { level: 2 })).toHaveText(copy.intro.title);
      const positions = section(page, "positions");
      await expectHeadings(positions, titles(copy.positions.items));
      await expectLinksTo(positions.getByRole("link", { name: copy.positions.apply }), "#form", 5);
      await expectHeadings(section(page, "benefits"), titles(copy.benefits.items));
      await expect(section(page, "benefits").getByRole("heading", { level: 3 })).toHaveCount(6);
      await expect(page.locator("section#form").getByRole("heading", { level: 2, name: copy.next.title })).toBeVisible();
      await expectLinksWork(page, request);
    });

    test("/financials: nine services in the form's order, why us, four steps", async ({ page, request }) => {
      const copy = localeBundle(language, "financials").main;
      await open(page, "/financials", language);
      await expectBannerAction(page, copy.banner.cta, "/financials/adquire");
      const services = section(page, "financial-services");
      await expect(services.getByRole("heading", { level: 3 })).toHaveCount(9);
      await expectHeadings(services, titles(copy.services.items));
      await expectHeadings(section(page, "why-us"), titles(copy.why.items));
      await expect(section(page, "steps").getByRole("listitem")).toHaveCount(4);
      await expectLinksWork(page, request);
    });

    test("/investment: why Colombia, five sectors, how we help, scheduling buttons in a new tab", async ({ page, request }) => {
      const copy = localeBundle(language, "investment").main;
      await open(page, "/investment", language);
      await expectHeadings(section(page, "why-colombia"), titles(copy.why.items));
      await expectHeadings(section(page, "key-sectors"), titles(copy.sectors.items));
      await expect(section(page, "key-sectors").getByRole("heading", { level: 3 })).toHaveCount(5);
      await expectHeadings(section(page, "how-we-help"), titles(copy.help.items));
      await expectExternalButton(page, copy.banner.cta);
      await expectExternalButton(page, copy.cta.button);
      await expectLinksWork(page, request);
    });

    for (const form of FORM_PAGES) {
      test(`${form.path}: heading, reassurance and what happens next around the form`, async ({ page, request }) => {
        const copy = localeBundle(language, form.namespace)[form.page];
        await open(page, form.path, language);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy.banner.title);
        await expectBannerAction(page, copy.banner.cta, "#form");
        for (const highlight of copy.highlights.items) await expect(page.getByText(highlight, { exact: true })).toBeVisible();
        const slot = page.locator("section#form");
        await expect(slot.getByRole("heading", { level: 2, name: copy.next.title })).toBeVisible();
        await expect(slot.getByText(copy.reassurance)).toBeVisible();
        for (const step of copy.next.steps) await expect(slot.getByText(step, { exact: true })).toBeVisible();
        await expectLinksWork(page, request);
      });
    }
  });
}

test.describe("accessibility of these pages", () => {
  // The site's Content-Security-Policy forbids injected scripts; axe is the test's, not the page's.
  test.use({ bypassCSP: true });
  const routes = [
    "/contractors",
    "/contractors/consulting",
    "/contractors/work",
    "/contractors/outsourcing",
    "/contractus",
    "/vma",
    "/vma/specialist",
    "/vma/gethired",
    "/recruitment",
    "/find-top-talent",
    "/work-with-us",
    "/financials",
    "/investment",
    ...FORM_PAGES.map((form) => form.path),
  ];
  for (const language of LANGUAGES) {
    for (const route of routes) {
      test(`${route} in ${language}: axe finds no violations`, async ({ page }) => {
        await open(page, route, language);
        await expectNoAxeViolations(page);
      });
    }
  }
});
