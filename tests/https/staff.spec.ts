import { expect, test } from "@playwright/test";
import { addVirtualAuthenticator, lastLine, STAFF_COPY, staffCli } from "../e2e/staff-support";
import { DATABASES, FOREIGN_HOST, proxied, SITE_ORIGIN } from "./stack";

/**
 * The staff area in its production shape: https://www.example.test through nginx, the server
 * behind it with TRUST_PROXY. Passkeys are bound to the host of SITE_URL; the session cookie is
 * `__Host-` prefixed and Secure.
 */
const CLI_ENV = { DATABASE_URL: `sqlite:${DATABASES.site}`, SITE_URL: SITE_ORIGIN };

test("an invited admin adds a passkey and signs in with it over https, with a __Host- Secure cookie", async ({ page, context }) => {
  const copy = STAFF_COPY.en;
  await context.addCookies([{ name: "language", value: "en", url: SITE_ORIGIN }]);
  const authenticator = await addVirtualAuthenticator(page);
  const email = `https-admin-${Date.now().toString(36)}@example.com`;
  const link = lastLine(await staffCli(["invite", email, "--role", "admin", "--name", "Grace"], CLI_ENV));
  expect(link.startsWith(`${SITE_ORIGIN}/staff/link/`)).toBe(true);

  await page.goto(link);
  await page.getByRole("button", { name: copy.link.continue }).click();
  await expect(page).toHaveURL(`${SITE_ORIGIN}/staff/account?welcome=1`);
  const session = (await context.cookies(SITE_ORIGIN)).find((cookie) => cookie.name.endsWith("staff_session"));
  expect(session).toMatchObject({ name: "__Host-staff_session", secure: true, httpOnly: true, sameSite: "Lax", path: "/" });

  await page.getByLabel(copy.account.addName).fill("Phone");
  await page.getByRole("button", { name: copy.account.add }).click();
  await expect(page.getByRole("row", { name: /Phone/ })).toBeVisible();
  expect(await authenticator.credentials()).toHaveLength(1);

  await page.getByRole("navigation").getByRole("button", { name: copy.nav.signOut }).click();
  await expect(page).toHaveURL(`${SITE_ORIGIN}/staff/sign-in?signed-out`);
  await page.getByRole("button", { name: copy.signIn.passkey }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hello, Grace");
  await page.goto("/staff/audit");
  await expect(page.getByRole("row").filter({ hasText: "sign_in" }).filter({ hasText: email }).filter({ hasText: "passkey" })).toHaveCount(
    1,
  );
});

test("through the proxy, staff answers are no-store and noindex, and another site's post is refused", async () => {
  const signIn = await proxied("/staff/sign-in");
  expect(signIn.status).toBe(200);
  expect(signIn.headers["cache-control"]).toBe("no-store");
  expect(signIn.headers["x-robots-tag"]).toBe("noindex, nofollow");
  expect(signIn.headers["strict-transport-security"]).toBeDefined();
  const page = await proxied("/staff/members", { headers: { accept: "text/html" } });
  expect(page.status).toBe(303);
  expect(page.headers.location).toBe("/staff/sign-in?next=%2Fstaff%2Fmembers");
  const foreign = await proxied("/staff/sign-in", {
    method: "POST",
    headers: { origin: `https://${FOREIGN_HOST}`, "content-type": "application/x-www-form-urlencoded" },
    body: "email=a%40example.com",
  });
  expect(foreign.status).toBe(403);
  const own = await proxied("/staff/sign-in", {
    method: "POST",
    headers: { origin: SITE_ORIGIN, "content-type": "application/x-www-form-urlencoded" },
    body: "email=a%40example.com",
  });
  expect(own.status).not.toBe(403);
});
