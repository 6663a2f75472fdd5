import { expect, test } from "@playwright/test";
import { islandReady } from "../e2e/fixtures";
import {
  acceptPolicies,
  expectSuccessAndContinue,
  fillText,
  formOf,
  formsCopy,
  type Language,
  openIn,
  pick,
  submitAndCapture,
} from "../e2e/forms-support";
import { storedRow } from "../e2e/no-script-forms";
import { NAMESPACES } from "../../app/i18n/namespaces";
import { copy, localeBundle } from "../e2e/site-map";
import { DATABASES, FOREIGN_ORIGIN, SITE_ORIGIN } from "./stack";

/** Every text of one language's locale files. */
function localeTexts(language: Language): Set<string> {
  const texts = new Set<string>();
  const collect = (node: unknown) => {
    if (typeof node === "string") texts.add(node.trim());
    else if (node && typeof node === "object") for (const value of Object.values(node)) collect(value);
  };
  for (const namespace of NAMESPACES) collect(localeBundle(language, namespace));
  return texts;
}

test("with scripts, the contact form sends over https through the proxy and the lead is stored", async ({ page }) => {
  const language: Language = "en";
  const email = `https-scripts-${Date.now()}@example.com`;
  await openIn(page, SITE_ORIGIN, "/contact", language);
  const form = formOf(page, "contact");
  await islandReady(form);
  await fillText(form, formsCopy(language, "fields.name.label"), "Laura Gómez");
  await fillText(form, formsCopy(language, "fields.email.label"), email);
  await pick(form, formsCopy(language, "fields.phonePrefix.label"), "34", /Spain/);
  await fillText(form, formsCopy(language, "fields.phone.label"), "600123456");
  await fillText(form, formsCopy(language, "fields.message.label"), "A quote, over https.");
  await acceptPolicies(form);
  const { request } = await submitAndCapture(page, form, "contact");
  expect(request.url()).toBe(`${SITE_ORIGIN}/api/submissions/contact`);
  expect((await request.response())?.status()).toBe(201);
  await expectSuccessAndContinue(page, SITE_ORIGIN, language, "/", "name");
  const row = storedRow(DATABASES.site, "contact", email);
  expect(row).toMatchObject({ status: expect.not.stringMatching(/^spam$/), spam_reason: null, consent_language: language });
  expect(JSON.parse(row!.body)).toMatchObject({ name: "Laura Gómez", phone_prefix: "+34", message: "A quote, over https." });
});

for (const [language, locale] of [
  ["en", "en-US"],
  ["es", "es-CO"],
] as const) {
  test.describe(`a form posted from another site (${language})`, () => {
    test.use({ javaScriptEnabled: false, locale });

    test("is refused with the site's own page in the visitor's language, status 403, and nothing is stored", async ({ page }) => {
      const email = "mallory@example.com";
      const before = storedRow(DATABASES.site, "contact", email);
      await page.goto(`${FOREIGN_ORIGIN}/`);
      const [response] = await Promise.all([
        page.waitForResponse((answer) => answer.request().method() === "POST" && answer.request().isNavigationRequest()),
        page.getByRole("button", { name: "Send" }).click(),
      ]);
      expect(response.request().headers().origin).toBe(FOREIGN_ORIGIN);
      expect(response.status()).toBe(403);
      expect(response.headers()["content-type"]).toMatch(/^text\/html/);
      await page.waitForLoadState("load");
      expect(page.url()).toBe(`${SITE_ORIGIN}/contact`);
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      // The site's layout: its header navigation and the contact form, with a message of the site's copy in that language.
      await expect(page.getByRole("navigation", { name: copy(language, "common", "nav.label") }).first()).toBeVisible();
      await expect(formOf(page, "contact")).toBeVisible();
      const alerts = (await page.locator('[role="alert"], [role="status"]').allInnerTexts()).map((text) => text.trim()).filter(Boolean);
      const own = localeTexts(language);
      const other = localeTexts(language === "en" ? "es" : "en");
      expect(
        alerts.some((text) => own.has(text) && !other.has(text)),
        `alerts: ${JSON.stringify(alerts)}`,
      ).toBe(true);
      expect(storedRow(DATABASES.site, "contact", email)).toEqual(before);
      expect(before).toBeUndefined();
    });
  });
}
