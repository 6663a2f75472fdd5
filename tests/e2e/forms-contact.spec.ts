import { expect, test } from "./fixtures";
import { emptyMessages, firstInvalidField, invalidCases, message } from "./form-expectations";
import {
  acceptPolicies,
  alertsOf,
  emptySubmit,
  expectSuccessAndContinue,
  fillText,
  formOf,
  formsCopy,
  LANGUAGES,
  label,
  openIn,
  originFor,
  pick,
  recordSubmissions,
  submitAndCapture,
} from "./forms-support";

const PLACES = [
  { path: "/", name: "home contact section" },
  { path: "/contact", name: "contact page" },
];

for (const place of PLACES) {
  for (const language of LANGUAGES) {
    test(`contact form on the ${place.name}: presence checks, then one submission (${language})`, async ({ page }, testInfo) => {
      const origin = originFor(testInfo);
      const posted = recordSubmissions(page);
      await openIn(page, origin, place.path, language);
      const form = formOf(page, "contact");
      await emptySubmit(form);
      const alerts = await alertsOf(form);
      expect(alerts).toEqual(emptyMessages("contact", language));
      // No general message on this form.
      expect(alerts).not.toContain(message(language, "ERROR_MSG"));
      await expect(form.locator(`input[name="${firstInvalidField("contact")}"]`)).toBeFocused();
      expect(posted).toHaveLength(0);

      await fillText(form, formsCopy(language, "fields.name.label"), "Laura 2 Gómez");
      for (const invalid of invalidCases("contact", language)) {
        await fillText(form, label(language, invalid.field), invalid.value!);
        await form.locator('button[type="submit"]').click();
        await expect(form.getByText(invalid.message, { exact: true })).toBeVisible();
        expect(posted).toHaveLength(0);
      }
      await fillText(form, formsCopy(language, "fields.email.label"), "laura@example.com");
      // The prefix only comes from the list.
      await pick(form, formsCopy(language, "fields.phonePrefix.label"), "34", language === "en" ? /Spain/ : /España/);
      await fillText(form, formsCopy(language, "fields.phone.label"), "600123456");
      await fillText(form, formsCopy(language, "fields.message.label"), "Quisiera una cotización.");
      await acceptPolicies(form);

      const { body, request } = await submitAndCapture(page, form, "contact");
      expect(body).toEqual({
        name: "Laura  Gómez",
        email: "laura@example.com",
        phone_prefix: "+34",
        phone: "600123456",
        message: "Quisiera una cotización.",
        policies: true,
      });
      expect(request.headers()["content-language"]).toBe(language);
      await expectSuccessAndContinue(page, origin, language, "/", "name");
      expect(posted).toHaveLength(1);
    });
  }
}

test("a refused submission says why and when to send again, keeps what was typed, and sends on the next try", async ({
  page,
}, testInfo) => {
  const origin = originFor(testInfo);
  const language = "es";
  await openIn(page, origin, "/contact", language);
  const form = formOf(page, "contact");
  await fillText(form, formsCopy(language, "fields.name.label"), "Laura Gómez");
  await fillText(form, formsCopy(language, "fields.email.label"), "laura@example.com");
  await pick(form, formsCopy(language, "fields.phonePrefix.label"), "34", /España/);
  await fillText(form, formsCopy(language, "fields.phone.label"), "600123456");
  await fillText(form, formsCopy(language, "fields.message.label"), "Quisiera una cotización.");
  await acceptPolicies(form);
  await page.route("**/api/submissions/**", (route) =>
    route.fulfill({ status: 429, headers: { "Retry-After": "120" }, json: { error: "rate_limited" } }),
  );
  await form.locator('button[type="submit"]').click();
  const alert = form.getByRole("alert");
  await expect(alert).toHaveText(formsCopy(language, "refused.RATE_LIMITED").replace("{{when}}", "dentro de 2 minutos"));
  await expect(alert).toBeFocused();
  await expect(form.locator('input[name="name"]')).toHaveValue("Laura Gómez");
  await expect(page.getByRole("dialog")).toHaveCount(0);

  await page.unroute("**/api/submissions/**");
  const posted = recordSubmissions(page);
  await form.locator('button[type="submit"]').click();
  await expectSuccessAndContinue(page, origin, language, "/", "name");
  expect(posted).toHaveLength(1);
});
