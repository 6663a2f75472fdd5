import { expect, test } from "./fixtures";
import type { SiteEvent } from "../../contracts/lists";
import { asHtml, copy } from "./site-map";

const kinds = { 3: "live", 1: "upcoming", 2: "recorded" } as const;

test.describe("events", () => {
  test.use({ locale: "en-US" });
  let events: SiteEvent[];
  test.beforeAll(async ({ request }) => {
    events = await (await request.get("/api/events")).json();
    expect(events.length).toBeGreaterThan(0);
  });

  test("the first HTML carries the events, grouped by category", async ({ request }) => {
    const html = await (await request.get("/events", { headers: { Cookie: "language=en" } })).text();
    const first = events[0]!;
    expect(html).toContain(asHtml(first.TITLE_EN));
    for (const category of [1, 2, 3] as const) {
      const present = events.some((event) => event.CATEGORY === category);
      expect(html.includes(`data-testid="events-${kinds[category]}"`)).toBe(present);
    }
  });

  test("each category shows its cards, with the live icon and the action links", async ({ page }) => {
    await page.goto("/events?lang=en");
    for (const category of [1, 2, 3] as const) {
      const inCategory = events.filter((event) => event.CATEGORY === category);
      if (inCategory.length === 0) continue;
      const section = page.getByTestId(`events-${kinds[category]}`);
      const cards = section.getByTestId("event-card");
      await expect(cards.filter({ visible: true })).toHaveCount(Math.min(3, inCategory.length));
      await expect(section.locator("summary")).toHaveCount(inCategory.length > 3 ? 1 : 0);
      if (inCategory.length === 1 && category === 3) await expect(section.getByTestId("live-icon")).toBeAttached();
      const link = cards.first().getByRole("link");
      await expect(link).toHaveAttribute("href", inCategory[0]!.BOTONURL);
      await expect(link).toHaveAttribute("target", "_blank");
    }
  });

  for (const category of [1, 2] as const) {
    test(`watch more shows every ${kinds[category]} event and watch less the first three again`, async ({ page }) => {
      const inCategory = events.filter((event) => event.CATEGORY === category);
      // The sample content has more than three of each, so that the toggle is exercised on the site itself.
      expect(inCategory.length).toBeGreaterThan(3);
      await page.goto("/events?lang=en");
      const section = page.getByTestId(`events-${kinds[category]}`);
      const shown = section.getByTestId("event-card").filter({ visible: true });
      await expect(shown).toHaveCount(3);
      await section.getByText(copy("en", "events", "list.watchMore"), { exact: true }).click();
      await expect(shown).toHaveCount(inCategory.length);
      await expect(shown.last().getByRole("heading")).toHaveText(inCategory.at(-1)!.TITLE_EN);
      await section.getByText(copy("en", "events", "list.watchLess"), { exact: true }).click();
      await expect(shown).toHaveCount(3);
    });
  }

  test("every button says what its category offers, in the page's language", async ({ page }) => {
    for (const language of ["es", "en"] as const) {
      await page.goto(`/events?lang=${language}`);
      for (const category of [1, 2, 3] as const) {
        const count = events.filter((event) => event.CATEGORY === category).length;
        // Hidden ones too: the cards past the third wait behind watch more.
        const links = page.getByTestId(`events-${kinds[category]}`).getByTestId("event-card").locator("a[href]");
        await expect(links).toHaveCount(count);
        const label = copy(language, "events", `list.actions.${kinds[category]}`);
        expect(await links.allTextContents()).toEqual(Array(count).fill(label));
      }
    }
  });

  test("event times are shifted by one hour in both languages", async ({ page }) => {
    const event = events[0]!;
    const [, month, day, hour] = /^\d{4}-(\d{2})-(\d{2})T(\d{2})/.exec(event.DETAILS_DATE_FROM)!;
    const shifted = (Number(hour) + 1) % 24;
    const twelve = shifted % 12 === 0 ? 12 : shifted % 12;
    await page.goto("/events?lang=en");
    const card = page.getByTestId("event-card").filter({ hasText: event.TITLE_EN }).first();
    await expect(card.locator("time").first()).toContainText(new RegExp(`\\b${twelve}:\\d{2} (am|pm)`));
    await expect(card.locator("time").first()).toContainText(/\d+(st|nd|rd|th),/);
    await page.goto("/events?lang=es");
    const spanish = page.getByTestId("event-card").filter({ hasText: event.TITLE }).first();
    await expect(spanish.locator("time").first()).toContainText(new RegExp(`${twelve}:\\d{2} (a|p)\\. m\\.`));
    expect(Number(month)).toBeGreaterThan(0);
    expect(Number(day)).toBeGreaterThan(0);
  });
});
