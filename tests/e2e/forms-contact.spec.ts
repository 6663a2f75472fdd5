import { expect, test } from "./fixtures";
import {
  acceptPolicies,
  alertsOf,
  emptySubmit,
  expectSuccessAndContinue,
  fillText,
  formOf,
  formsCopy,
  LANGUAGES,
  openIn,
  originFor,
  pick,
  recordSubmissions,
  submitAndCapture,
} from "./forms-support";

/** Spec section 5: the home contact form's Spanish messages, word for word. */
const SPANISH = {
  field: "Este campo debe ser completado.",
  prefix: "El campo del sufijo del telefono debe ser completado.",
  phone: "El campo del numero de telefono debe ser completado.",
};

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
      if (language === "es") {
        expect(alerts).toEqual([SPANISH.field, SPANISH.field, SPANISH.prefix, SPANISH.phone, SPANISH.field, SPANISH.field]);
      } else {
        const text = (key: string) => formsCopy("en", `errors.${key}`);
        expect(alerts).toEqual([
          text("FIELD_REQUIRED"),
          text("FIELD_REQUIRED"),
          text("PHONE_PREFIX_REQUIRED"),
          text("PHONE_REQUIRED"),
          text("FIELD_REQUIRED"),
          text("FIELD_REQUIRED"),
        ]);
      }
      // No general message on this form.
      expect(alerts).not.toContain(formsCopy(language, "errors.ERROR_MSG"));
      await expect(form.locator('input[name="name"]')).toBeFocused();
      expect(posted).toHaveLength(0);

      await fillText(form, formsCopy(language, "fields.name.label"), "Laura 2 Gómez");
      // The address is checked as on every other form: what the forwarding service replies to must be one.
      await fillText(form, formsCopy(language, "fields.email.label"), "laura at example");
      await form.locator('button[type="submit"]').click();
      await expect(form.getByText(formsCopy(language, "errors.EMAIL_INVALID"), { exact: true })).toBeVisible();
      expect(posted).toHaveLength(0);
      // A zero-width space pasted along with the address: invisible, so the message says what it is.
      await fillText(form, formsCopy(language, "fields.email.label"), "laura\u200b@example.com");
      await form.locator('button[type="submit"]').click();
      await expect(form.getByText(formsCopy(language, "errors.FIELD_INVALID_CHARACTERS"), { exact: true })).toBeVisible();
      expect(posted).toHaveLength(0);
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
