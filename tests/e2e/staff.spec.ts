import { expect, test } from "./fixtures";
import { addVirtualAuthenticator, lastLine, STAFF_COPY, type StaffLanguage, staffCli, axeViolations } from "./staff-support";

/**
 * The staff area in Chromium against the production build: an admin invited by the CLI opens the
 * link, continues, adds a passkey (a virtual authenticator, through the DevTools Protocol), signs
 * out, signs in with the passkey, invites a colleague, and finds both in the audit log.
 */
const port = Number(process.env.E2E_PORT ?? 3210);
const database = process.env.E2E_DATABASE ?? "/tmp/e2e-site.db";
// Passkeys are bound to the host of SITE_URL: the browser must be on that very host.
const SITE_URL = `http://localhost:${port}`;
const CLI_ENV = { DATABASE_URL: `sqlite:${database}`, SITE_URL };

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

for (const language of ["es", "en"] as StaffLanguage[]) {
  const copy = STAFF_COPY[language];

  test(`an invited admin adds a passkey, signs in with it, invites a colleague and finds both in the audit log (${language})`, async ({
    page,
    context,
  }) => {
    test.setTimeout(60_000);
    await context.addCookies([{ name: "language", value: language, url: SITE_URL }]);
    const admin = `admin-${language}-${unique()}@example.com`;
    const colleague = `colleague-${language}-${unique()}@example.com`;
    const authenticator = await addVirtualAuthenticator(page);

    const output = await staffCli(["invite", admin, "--role", "admin", "--name", "Ada"], CLI_ENV);
    const link = lastLine(output);
    expect(link).toMatch(new RegExp(`^${SITE_URL}/staff/link/[A-Za-z0-9_-]{43}$`));

    // The link's page changes nothing until its one button is pressed.
    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy.link.title);
    await page.getByRole("button", { name: copy.link.continue }).click();
    await expect(page).toHaveURL(/\/staff\/account\?welcome=1$/);
    await expect(page.getByText(copy.account.welcome)).toBeVisible();

    await page.getByLabel(copy.account.addName).fill("Laptop");
    await page.getByRole("button", { name: copy.account.add }).click();
    await expect(page).toHaveURL(/\/staff\/account\?added=1$/);
    await expect(page.getByRole("row", { name: /Laptop/ })).toBeVisible();
    expect(await authenticator.credentials()).toHaveLength(1);

    await page.getByRole("navigation").getByRole("button", { name: copy.nav.signOut }).click();
    await expect(page).toHaveURL(/\/staff\/sign-in\?signed-out$/);
    await expect(page.getByText(copy.signIn.signedOut)).toBeVisible();
    expect((await page.request.get("/staff", { maxRedirects: 0, headers: { accept: "text/html" } })).status()).toBe(303);

    await page.getByRole("button", { name: copy.signIn.passkey }).click();
    await expect(page).toHaveURL(/\/staff$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy.home.greeting.replace("{{name}}", "Ada"));

    await page.getByRole("navigation").getByRole("link", { name: copy.nav.members }).click();
    await page.getByLabel(copy.members.email).fill(colleague);
    await page.getByRole("group", { name: copy.members.roles, exact: true }).getByLabel(copy.roles.sales).check();
    await page.getByRole("button", { name: copy.members.send }).click();
    await expect(page.getByRole("status")).toContainText(colleague);
    await expect(page.getByRole("status")).toContainText(`${SITE_URL}/staff/link/`);
    await expect(page.getByRole("row", { name: new RegExp(colleague) })).toContainText(copy.members.pending);

    await page.getByRole("navigation").getByRole("link", { name: copy.nav.audit }).click();
    const rows = page.getByRole("row");
    await expect(rows.filter({ hasText: "member.invited" }).filter({ hasText: admin })).toHaveCount(1);
    await expect(rows.filter({ hasText: "member.invited" }).filter({ hasText: "cli" }).first()).toBeVisible();
    await expect(rows.filter({ hasText: "sign_in" }).filter({ hasText: admin }).filter({ hasText: "passkey" })).toHaveCount(1);
    await expect(rows.filter({ hasText: "passkey.added" }).filter({ hasText: admin })).toHaveCount(1);
  });

  test(`the staff pages have no axe violations (${language})`, async ({ browser }) => {
    // The checker is injected into the page: the site's CSP would refuse it.
    const context = await browser.newContext({ bypassCSP: true, baseURL: SITE_URL });
    await context.addCookies([{ name: "language", value: language, url: SITE_URL }]);
    const page = await context.newPage();
    await page.goto("/staff/sign-in");
    expect(await axeViolations(page), "/staff/sign-in").toEqual([]);
    const link = lastLine(await staffCli(["invite", `axe-${language}-${unique()}@example.com`, "--role", "admin"], CLI_ENV));
    await page.goto(link);
    expect(await axeViolations(page), "link").toEqual([]);
    await page.getByRole("button", { name: copy.link.continue }).click();
    await staffCli(["invite", `other-${language}-${unique()}@example.com`, "--role", "sales,recruiter", "--name", "Other"], CLI_ENV);
    for (const path of ["/staff/account?welcome=1", "/staff", "/staff/members", "/staff/audit"]) {
      await page.goto(path);
      expect(await axeViolations(page), path).toEqual([]);
    }
    await context.close();
  });
}

test("a member without the admin role is refused the members and the audit log, and the site's public pages load no staff code", async ({
  page,
}) => {
  const link = lastLine(await staffCli(["invite", `sales-${unique()}@example.com`, "--role", "sales"], CLI_ENV));
  await page.goto(link);
  await page.getByRole("button", { name: STAFF_COPY.es.link.continue }).click();
  await expect(page).toHaveURL(/\/staff\/account/);
  const members = await page.goto("/staff/members");
  expect(members?.status()).toBe(403);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(STAFF_COPY.es.errors.forbiddenTitle);

  const scripts: string[] = [];
  page.on("request", (request) => scripts.push(request.url()));
  await page.goto("/");
  await page.goto("/contact");
  expect(scripts.filter((url) => url.includes("/staff"))).toEqual([]);
});
