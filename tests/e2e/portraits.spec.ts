import { expect, type Locator, test } from "./fixtures";

/** A portrait: an image reserved at its size, decorative beside the name it shows, and drawn once it is near the screen. */
async function expectPortrait(card: Locator, size: number) {
  const portrait = card.locator("img");
  await expect(portrait).toHaveCount(1);
  await expect(portrait).toHaveAttribute("alt", "");
  await expect(portrait).toHaveAttribute("width", String(size));
  await expect(portrait).toHaveAttribute("height", String(size));
  await expect(portrait).toHaveAttribute("src", /^\/assets\/[\w-]+\.svg$/);
  await portrait.scrollIntoViewIfNeeded();
  await expect.poll(() => portrait.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
  const box = await portrait.boundingBox();
  expect(Math.round(box?.width ?? 0)).toBe(size);
  // Decorative: the accessible tree has no image there, only the name beside it.
  expect(await card.getByRole("img").count()).toBe(0);
}

for (const language of ["es", "en"] as const) {
  test(`client stories show each client's portrait beside their name, on the home and about pages (${language})`, async ({ page }) => {
    for (const route of ["/", "/about-us"]) {
      await page.goto(`${route}?lang=${language}`);
      const stories = page.getByTestId("client-story");
      await expect(stories).toHaveCount(3);
      const sources = new Set<string>();
      for (const story of await stories.all()) {
        await expectPortrait(story.locator("figcaption"), 56);
        await expect(story.locator("figcaption")).toContainText(/\p{L}+ \p{L}+/u);
        sources.add((await story.locator("img").getAttribute("src")) ?? "");
      }
      expect(sources.size, "a portrait each").toBe(3);
    }
  });

  test(`the team shows each member's portrait above their name (${language})`, async ({ page }) => {
    await page.goto(`/about-us?lang=${language}`);
    const members = page.getByTestId("team-member");
    await expect(members).toHaveCount(4);
    for (const member of await members.all()) {
      await expectPortrait(member, 96);
      await expect(member.getByRole("heading", { level: 3 })).toHaveText(/\p{L}+ \p{L}+/u);
    }
    // Served like the other content-hashed assets: cached for a year.
    const src = (await members.first().locator("img").getAttribute("src")) ?? "";
    const response = await page.request.get(src);
    expect(response.headers()["content-type"]).toContain("image/svg+xml");
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  });
}
