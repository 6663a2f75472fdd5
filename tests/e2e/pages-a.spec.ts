import { expect, type Locator, type Page, test } from "./fixtures";
import { copy, copyValue, type Language } from "./site-map";

/**
 * Home, contact, tech services, products and about: every section the spec
 * names, with its counts, in both languages; internal links answer 200 and
 * external links open in a new tab.
 */

const LANGUAGES: Language[] = ["es", "en"];
const TECH_SERVICES = ["ia", "rpa", "cloud", "bi", "web-app-dev"] as const;
const BLOCK_SLICES: Record<(typeof TECH_SERVICES)[number], [number, number]> = {
  ia: [0, 3],
  rpa: [3, 5],
  cloud: [5, 7],
  bi: [7, 9],
  "web-app-dev": [9, 11],
};
const PRODUCTS = ["ecommerce", "crm", "erp"] as const;

/** The block ids in the order of the shared list, read from the Spanish file the keys are typed against. */
const BLOCK_IDS = Object.keys(copyValue<Record<string, unknown>>("es", "techservices", "blocks"));

/** An illustration is an image that loads (lazily, once scrolled to) and is drawn. */
async function expectDrawn(image: Locator) {
  await image.scrollIntoViewIfNeeded();
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBeGreaterThan(0);
}

async function open(page: Page, route: string, language: Language) {
  await page.goto(`${route}?lang=${language}`);
  await expect(page.locator("html")).toHaveAttribute("lang", language);
}

async function expectNewTab(link: Locator) {
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", /noopener/);
  await expect(link).toHaveAttribute("href", /^https?:\/\//);
}

/** Every link inside the page body: internal ones answer 200, external ones open in a new tab. */
async function expectLinksWork(page: Page) {
  const links = await page.locator("main a[href]").evaluateAll((anchors) =>
    anchors.map((anchor) => ({
      href: anchor.getAttribute("href") ?? "",
      target: anchor.getAttribute("target"),
      rel: anchor.getAttribute("rel") ?? "",
    })),
  );
  expect(links.length).toBeGreaterThan(0);
  const internal = new Set<string>();
  for (const link of links) {
    if (/^https?:\/\//.test(link.href)) {
      expect(link.target, link.href).toBe("_blank");
      expect(link.rel, link.href).toContain("noopener");
    } else if (link.href.startsWith("/")) {
      internal.add(link.href.split("#")[0] ?? link.href);
    } else {
      expect(link.href, "in-page anchors only").toMatch(/^#/);
    }
  }
  for (const href of internal) {
    const response = await page.request.get(href);
    expect(response.status(), href).toBe(200);
  }
}

test.describe("internal and external links", () => {
  const routes = [
    "/",
    "/contact",
    "/techservices",
    ...TECH_SERVICES.map((service) => `/techservices/${service}`),
    "/techservices/adquire",
    ...PRODUCTS.map((product) => `/moreservices/${product}`),
    "/about-us",
  ];
  for (const route of routes) {
    test(`${route}: internal links answer 200 and external links open in a new tab`, async ({ page }) => {
      await open(page, route, "es");
      await expectLinksWork(page);
    });
  }
});

for (const language of LANGUAGES) {
  const home = (key: string) => copy(language, "home", key);
  const tech = (key: string) => copy(language, "techservices", key);

  test.describe(`home page in ${language}`, () => {
    test("shows the banner, the claims and the five tech services alternating with a button each", async ({ page }) => {
      await open(page, "/", language);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(home("home.banner.title"));
      const booking = page.getByRole("link", { name: home("home.banner.cta") });
      await expect(booking).toHaveCount(2);
      for (const link of await booking.all()) await expectNewTab(link);

      const stats = page.getByRole("region", { name: home("stats.title") });
      for (const id of ["attrition", "automations", "people"]) {
        await expect(stats).toContainText(home(`stats.items.${id}.value`));
      }
      await expect(stats).toContainText("73%");

      const services = page.locator("section#services.services-section");
      await expect(services.getByRole("heading", { level: 2 })).toHaveText(home("sections.services.title"));
      const cards = services.getByTestId("tech-service-card");
      await expect(cards).toHaveCount(5);
      const sides: number[] = [];
      for (const [index, service] of TECH_SERVICES.entries()) {
        const card = cards.nth(index);
        await expect(card.getByRole("heading", { level: 3 })).toHaveText(copy(language, "common", `nav.techServices.${service}`));
        await expect(card.getByRole("link")).toHaveAttribute("href", `/techservices/${service}`);
        const art = await card.locator("img").boundingBox();
        const text = await card.getByRole("heading").boundingBox();
        sides.push(Math.sign((art?.x ?? 0) - (text?.x ?? 0)));
      }
      // The illustration changes side from one card to the next.
      expect(sides).toEqual([-1, 1, -1, 1, -1]);
    });

    test("links the service cards, the more-services grid and the three products", async ({ page }) => {
      await open(page, "/", language);
      const solutions = page.getByTestId("business-service");
      await expect(solutions).toHaveCount(5);
      const solutionLinks = await solutions.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
      expect(solutionLinks).toEqual(["/techservices", "/vma", "/contractors", "/recruitment", "/investment"]);

      await expect(page.locator("#more-services").getByRole("heading", { level: 2 })).toHaveText(home("moreServices.title"));
      await expect(page.getByTestId("more-service")).toHaveCount(6);

      const products = page.getByTestId("product-card");
      await expect(products).toHaveCount(3);
      for (const [index, product] of PRODUCTS.entries()) {
        const card = products.nth(index);
        await expect(card.getByRole("link", { name: home(`products.items.${product}.title`) })).toHaveAttribute(
          "href",
          `/moreservices/${product}`,
        );
        await expect(card).toContainText(home(`products.items.${product}.text`));
        await expectDrawn(card.locator("img"));
      }
    });

    test("presents the platform with its video, a link to its transcript and its three benefits", async ({ page }) => {
      await open(page, "/", language);
      const promo = page.getByRole("region", { name: home("promo.title") });
      await expect(promo).toBeVisible();
      await expect(promo.getByTestId("platform-benefit")).toHaveCount(3);
      for (const id of ["employeeBenefits", "projectTracking", "clientInformation"]) {
        await expect(promo.getByRole("heading", { name: home(`promo.benefits.${id}.title`) })).toBeVisible();
      }
      // The platform tour the site ships (tests/e2e/promo-video.spec.ts plays it); no third-party player.
      await expect(promo.getByTestId("promo-video")).toHaveAttribute("aria-label", home("promo.videoTitle"));
      await expect(promo.locator("iframe")).toHaveCount(0);
      await expect(promo.getByRole("link", { name: home("promo.transcript") })).toHaveAttribute("href", "/platform-video");
    });

    test("shows three client stories, three partners, five all-under-one-roof items and the contact section last", async ({ page }) => {
      await open(page, "/", language);
      const stories = page.getByTestId("client-story");
      await expect(stories).toHaveCount(3);
      for (const [index, id] of ["logistics", "medical", "fintech"].entries()) {
        await expect(stories.nth(index)).toContainText(home(`stories.items.${id}.quote`));
        await expect(stories.nth(index)).toContainText(home(`stories.items.${id}.role`));
      }

      const partners = page.getByRole("region", { name: home("partners.title") });
      await expect(partners.getByTestId("partner")).toHaveCount(3);
      await expect(partners.getByRole("img")).toHaveCount(3);
      for (const logo of await partners.getByRole("img").all()) await expect(logo).toHaveAccessibleName(/\S/);

      const roof = page.getByRole("region", { name: home("roof.title") });
      await expect(roof.getByTestId("roof-item")).toHaveCount(5);
      await expectNewTab(roof.getByRole("link", { name: home("roof.cta") }));

      const contact = page.locator("section#contact-us.contact-us-section");
      await expect(contact.getByRole("heading", { level: 2, name: home("sections.contact.title") })).toBeVisible();
      await expect(contact.locator("form")).toHaveCount(1);
      const lastSection = await page.locator("main > section").last().getAttribute("id");
      expect(lastSection).toBe("contact-us");
    });
  });

  test.describe(`tech services in ${language}`, () => {
    test("the index shows its title and the five services", async ({ page }) => {
      await open(page, "/techservices", language);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(tech("index.banner.title"));
      const cards = page.getByTestId("tech-service-card");
      await expect(cards).toHaveCount(5);
      const hrefs = await cards.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
      expect(hrefs).toEqual(TECH_SERVICES.map((service) => `/techservices/${service}`));
    });

    for (const service of TECH_SERVICES) {
      test(`/techservices/${service} shows its slice of the eleven blocks, tools and the four other services`, async ({ page }) => {
        await open(page, `/techservices/${service}`, language);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(tech(`services.${service}.banner.title`));
        await expect(page.getByRole("link", { name: tech(`services.${service}.banner.cta`) }).first()).toHaveAttribute(
          "href",
          "/techservices/adquire",
        );

        const [start, end] = BLOCK_SLICES[service];
        const ids = BLOCK_IDS.slice(start, end);
        const blocks = page.getByTestId("tech-block");
        await expect(blocks).toHaveCount(end - start);
        for (const [index, id] of ids.entries()) {
          const block = blocks.nth(index);
          await expect(block.getByRole("heading", { level: 2 })).toHaveText(tech(`blocks.${id}.title`));
          await expect(block).toContainText(tech(`blocks.${id}.text`));
          const tools = block.getByRole("heading", { name: tech("detail.tools") });
          if ((await tools.count()) > 0) {
            const logos = block.getByRole("img");
            expect(await logos.count()).toBeGreaterThan(0);
            for (const logo of await logos.all()) await expect(logo).toHaveAccessibleName(/\S/);
          }
        }
        await expect(page.getByRole("heading", { name: tech("detail.tools") }).first()).toBeVisible();
        // The first illustration can be the largest thing a phone shows first: it comes with the page.
        await expect(blocks.first().locator("img")).not.toHaveAttribute("loading", "lazy");
        await expect(blocks.nth(1).locator("img")).toHaveAttribute("loading", "lazy");

        const more = page.locator("#more-services");
        const hrefs = await more.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
        expect(hrefs).toEqual(TECH_SERVICES.filter((other) => other !== service).map((other) => `/techservices/${other}`));
      });
    }

    test("the request page frames the form with reassurance and what happens next", async ({ page }) => {
      await open(page, "/techservices/adquire", language);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(tech("request.banner.title"));
      const form = page.locator("section#form");
      await expect(form.getByRole("heading", { name: tech("request.next.title") })).toBeVisible();
      await expect(form.getByRole("heading", { name: tech("request.highlights.title") })).toBeVisible();
      await expect(form).toContainText(tech("request.reassurance"));
    });
  });

  test.describe(`contact page in ${language}`, () => {
    test("has the contact title, a chat button in a new window and the form section", async ({ page }) => {
      await open(page, "/contact", language);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(home("contactPage.banner.title"));
      const section = page.locator("section#form.contact-us-section");
      await expectNewTab(section.getByRole("link", { name: home("contactPage.chat.button") }));
      await expect(section.getByRole("heading", { name: home("contactPage.next.title") })).toBeVisible();
      await expect(section).toContainText(home("contactPage.reassurance"));
    });
  });

  test.describe(`product pages in ${language}`, () => {
    for (const product of PRODUCTS) {
      test(`/moreservices/${product} shows key features, process steps, benefits and booking`, async ({ page }) => {
        await open(page, `/moreservices/${product}`, language);
        const text = (key: string) => copy(language, "products", `${product}.${key}`);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(text("banner.title"));
        await expect(page.getByRole("heading", { level: 2, name: text("features.title") })).toBeVisible();
        await expect(page.getByTestId("product-feature")).toHaveCount(4);
        await expect(page.getByRole("heading", { level: 2, name: text("steps.title") })).toBeVisible();
        await expect(page.locator("#process ol > li")).toHaveCount(4);
        await expect(page.getByRole("heading", { level: 2, name: text("benefits.title") })).toBeVisible();
        await expect(page.getByTestId("product-benefit")).toHaveCount(3);
        await expectNewTab(page.getByRole("link", { name: copy(language, "products", "shared.book") }));
        await expectNewTab(page.getByRole("link", { name: text("banner.cta") }));
      });
    }
  });

  test.describe(`about page in ${language}`, () => {
    test("shows mission, vision, social responsibility, eleven values, four team profiles and three client stories", async ({ page }) => {
      await open(page, "/about-us", language);
      const about = (key: string) => copy(language, "about", key);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(about("main.banner.title"));
      await expect(page.getByRole("heading", { name: about("main.purpose.mission.title"), exact: true })).toBeVisible();
      await expect(page.getByRole("heading", { name: about("main.purpose.vision.title"), exact: true })).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: about("main.social.title") })).toBeVisible();
      await expect(page.getByTestId("value")).toHaveCount(11);
      await expect(page.getByTestId("team-member")).toHaveCount(4);
      const stories = page.getByTestId("client-story");
      await expect(stories).toHaveCount(3);
      await expect(stories.first()).toContainText(copy(language, "about", "stories.items.logistics.quote"));
      // One data module, one text: the about page tells the same stories as the home page.
      expect(copy(language, "about", "stories.items.medical.quote")).toBe(home("stories.items.medical.quote"));
      await expect(page.getByRole("link", { name: about("main.banner.cta") })).toHaveAttribute("href", /#team$/);
    });
  });
}
