import { LEGAL_DOCUMENT_PATHS } from "../../contracts/legal-documents";
import { expect, test } from "./fixtures";
import { copy } from "./site-map";

test.describe("footer", () => {
  test("shows the contact e-mail, social links, legal PDFs and the 2024 copyright", async ({ page }) => {
    await page.goto("/?lang=en");
    const footer = page.getByRole("contentinfo");
    await expect(footer).toContainText("contact@example.com");
    await expect(footer).toContainText("© 2024");
    for (const name of ["Instagram", "LinkedIn", "X", "WhatsApp"]) {
      const link = footer.getByRole("link", { name, exact: true });
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /noopener/);
      await expect(link).toHaveAttribute("href", /^https:\/\//);
      // The mark is decorative and comes from the brand sprite beside the page; it is drawn once the footer is in view.
      const mark = link.locator("svg");
      await expect(mark).toHaveAttribute("aria-hidden", "true");
      await mark.scrollIntoViewIfNeeded();
      await expect.poll(() => mark.locator("use").evaluate((use: SVGUseElement) => use.getBBox().width)).toBeGreaterThan(0);
    }
  });

  for (const language of ["es", "en"] as const) {
    test(`links the legal PDFs written in the page's language (${language})`, async ({ page }) => {
      await page.goto(`/?lang=${language}`);
      const footer = page.getByRole("contentinfo");
      for (const document of ["terms", "dataPolicy"] as const) {
        const link = footer.getByRole("link", { name: new RegExp(copy(language, "common", `footer.${document}`)) });
        await expect(link).toHaveAttribute("href", LEGAL_DOCUMENT_PATHS[document][language]);
        const response = await page.request.get(LEGAL_DOCUMENT_PATHS[document][language]);
        expect(response.status()).toBe(200);
        expect(response.headers()["content-type"]).toBe("application/pdf");
        expect((await response.body()).subarray(0, 5).toString()).toBe("%PDF-");
      }
    });
  }

  test("the floating chat button opens the chat link in a new window", async ({ page }) => {
    await page.goto("/");
    const chat = page.getByRole("link", { name: /Chatea con nosotros/ });
    await expect(chat).toBeVisible();
    await expect(chat).toHaveAttribute("target", "_blank");
    await expect(chat).toHaveAttribute("href", /^https:\/\//);
    await expect.poll(() => chat.locator("svg use").evaluate((use: SVGUseElement) => use.getBBox().width)).toBeGreaterThan(0);
  });
});
