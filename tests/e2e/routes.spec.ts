import { expect, islandReady, test } from "./fixtures";
import { asHtml, copy, type Language, ROUTES } from "./site-map";

const LANGUAGES: Language[] = ["es", "en"];

for (const language of LANGUAGES) {
  test.describe(`every route in ${language}`, () => {
    for (const route of ROUTES) {
      test(`${route.path} answers 200 with its server-rendered page`, async ({ request }) => {
        const response = await request.get(route.path, { headers: { Cookie: `language=${language}` } });
        expect(response.status()).toBe(200);
        expect(response.headers()["content-type"]).toContain("text/html");
        const html = await response.text();
        expect(html).toContain(`<html lang="${language}"`);
        const title = copy(language, route.namespace, `${route.page}.banner.title`);
        expect(html).toMatch(new RegExp(`<h1[^>]*>${escapeRegExp(asHtml(title))}</h1>`));
        expect(html).toContain(`<title>${asHtml(copy(language, route.namespace, `${route.page}.meta.title`))}`);
        // The real frame around the page: header navigation and footer.
        expect(html).toContain(`aria-label="${asHtml(copy(language, "common", "nav.label"))}"`);
        expect(html).toContain(asHtml(copy(language, "common", "footer.terms")));
        expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
      });
    }
  });
}

for (const language of LANGUAGES) {
  test.describe(`every route in ${language} in the browser`, () => {
    for (const route of ROUTES) {
      test(`${route.path} hydrates, its form included, exactly as the server rendered it`, async ({ page }) => {
        // A render that differs from the server's HTML is reported (React error 418) and throws that HTML away.
        const errors: string[] = [];
        page.on("pageerror", (error) => errors.push(error.message));
        page.on("console", (message) => {
          if (message.type() === "error") errors.push(message.text());
        });
        await page.goto(`${route.path}?lang=${language}`);
        const form = page.locator("form[data-form-id]");
        if ((await form.count()) > 0) await islandReady(form);
        expect(errors).toEqual([]);
      });
    }
  });
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
