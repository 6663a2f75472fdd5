import { expect, test } from "./fixtures";
import { lastLine, STAFF_COPY, staffCli } from "./staff-support";

/**
 * The staff area without scripts (the no-script project): passkeys need them, so the sign-in page
 * says so and offers the e-mailed link; a one-time link signs in, and every page works by its forms.
 */
const port = Number(process.env.E2E_PORT ?? 3210);
const SITE_URL = `http://localhost:${port}`;
const CLI_ENV = { DATABASE_URL: `sqlite:${process.env.E2E_DATABASE ?? "/tmp/e2e-site.db"}`, SITE_URL };

for (const language of ["es", "en"] as const) {
  const copy = STAFF_COPY[language];

  test(`without scripts, a member signs in by a one-time link and works by forms (${language})`, async ({ page, context }) => {
    await context.addCookies([{ name: "language", value: language, url: SITE_URL }]);
    await page.goto(`${SITE_URL}/staff/sign-in`);
    await expect(page.getByRole("button", { name: copy.signIn.passkey })).toBeHidden();
    await expect(page.getByText(copy.signIn.passkeyNeedsScripts)).toBeVisible();
    await expect(page.getByLabel(copy.signIn.email)).toBeVisible();
    await expect(page.getByRole("button", { name: copy.signIn.sendLink })).toBeVisible();

    const email = `noscript-${language}-${Date.now().toString(36)}@example.com`;
    const link = lastLine(await staffCli(["invite", email, "--role", "admin"], CLI_ENV));
    await page.goto(link);
    await page.getByRole("button", { name: copy.link.continue }).click();
    await expect(page).toHaveURL(/\/staff\/account\?welcome=1$/);
    await expect(page.getByText(copy.account.addNeedsScripts)).toBeVisible();
    await expect(page.getByRole("button", { name: copy.account.add })).toBeHidden();

    await page.goto(`${SITE_URL}/staff/members`);
    const colleague = `noscript-colleague-${language}-${Date.now().toString(36)}@example.com`;
    await page.getByLabel(copy.members.email).fill(colleague);
    await page.getByRole("group", { name: copy.members.roles, exact: true }).getByLabel(copy.roles.recruiter).check();
    await page.getByRole("button", { name: copy.members.send }).click();
    await expect(page.getByRole("status")).toContainText(colleague);

    await page.getByRole("navigation").getByRole("button", { name: copy.nav.signOut }).click();
    await expect(page).toHaveURL(/\/staff\/sign-in\?signed-out$/);
    await page.goto(`${SITE_URL}/staff/members`);
    await expect(page).toHaveURL(/\/staff\/sign-in\?next=%2Fstaff%2Fmembers$/);
  });
}
