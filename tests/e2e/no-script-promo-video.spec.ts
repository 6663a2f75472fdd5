import { expect, test } from "./fixtures";
import { copy, type Language } from "./site-map";

/** The platform video and its transcript as the server's HTML alone gives them. */
test.use({ javaScriptEnabled: false });

const home = (language: Language, key: string) => copy(language, "home", key);

for (const language of ["es", "en"] as const) {
  test.describe(language, () => {
    // The site's links carry no language: a visitor's browser gives it.
    test.use({ locale: language === "es" ? "es-CO" : "en-US" });
    test(`the platform video is the browser's own player, with its captions, and its transcript a page (${language})`, async ({ page }) => {
      await page.goto(`/?lang=${language}`);
      const promo = page.getByRole("region", { name: home(language, "promo.title") });
      const video = promo.locator("video");
      await video.scrollIntoViewIfNeeded();
      await expect(video).toBeVisible();
      await expect(video).toHaveAttribute("controls", "");
      await expect(video).toHaveAttribute("preload", "none");
      await expect(video).toHaveAttribute("poster", new RegExp(`platform-tour-${language}-[\\w-]+\\.webp$`));
      await expect(video.locator("source")).toHaveCount(2);
      await expect(video.locator(`track[srclang="${language}"]`)).toHaveAttribute("default", "");
      await expect(video.locator("track")).toHaveCount(2);
      // The browser plays it without any script of the page.
      await video.evaluate((element: HTMLVideoElement) => {
        element.muted = true;
        return element.play();
      });
      await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 10_000 }).toBeGreaterThan(0.5);

      await promo.getByRole("link", { name: home(language, "promo.transcript") }).click();
      await expect(page).toHaveURL(/\/platform-video$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(home(language, "videoPage.banner.title"));
      await expect(page.getByTestId("transcript").getByRole("listitem")).toHaveCount(10);
    });
  });
}
