import { expect, pageIdle, test } from "./fixtures";
import { emptySubmit, fillText, formOf, formsCopy, LANGUAGES, openIn, originFor } from "./forms-support";
import { E2E_METRICS_TOKEN } from "./mail-settings";

/**
 * The form funnel in `/metrics` (docs/api.md): the fields a form's own checks
 * mark invalid in the browser, before anything is posted, are counted by form,
 * field and rule, each field and rule once a page view, from the page script's
 * beacon. Other tests fill the same form at the same time: the counters are
 * read as having gone up, and what one page view sent is read from its requests.
 */
for (const language of LANGUAGES) {
  test(`the field errors a form finds in the browser are counted in the form funnel, each once a page view (${language})`, async ({
    page,
  }, testInfo) => {
    const origin = originFor(testInfo);
    const counted = async (field: string, rule: string) => {
      const metrics = await page.request.get(`${origin}/metrics`, { headers: { authorization: `Bearer ${E2E_METRICS_TOKEN}` } });
      const text = await metrics.text();
      const line = new RegExp(`^leads_form_browser_field_errors_total\\{form="contact",field="${field}",rule="${rule}"\\} (\\d+)$`, "m");
      return Number(line.exec(text)?.[1] ?? 0);
    };
    const beacons: unknown[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/funnel/contact/field-errors") beacons.push(request.postDataJSON());
    });
    const before = { name: await counted("name", "FIELD_REQUIRED"), email: await counted("email", "EMAIL_INVALID") };

    await openIn(page, origin, "/contact", language);
    const form = formOf(page, "contact");
    await emptySubmit(form);
    await expect(form.locator('input[name="name"]')).toHaveAttribute("aria-invalid", "true");
    await expect.poll(() => counted("name", "FIELD_REQUIRED")).toBeGreaterThan(before.name);
    // The same messages again: nothing new to count.
    await form.locator('button[type="submit"]').click();
    await fillText(form, formsCopy(language, "fields.email.label"), "laura at example");
    await expect(form.getByText(formsCopy(language, "errors.EMAIL_INVALID"), { exact: true })).toBeVisible();
    await expect.poll(() => counted("email", "EMAIL_INVALID")).toBeGreaterThan(before.email);
    await pageIdle(page);

    expect(beacons).toHaveLength(2);
    expect(beacons[0]).toMatchObject({ name: "FIELD_REQUIRED", email: "FIELD_REQUIRED", phone: "PHONE_REQUIRED" });
    expect(beacons[1]).toEqual({ email: "EMAIL_INVALID" });
    expect(JSON.stringify(beacons)).not.toContain("laura");
  });
}
