import { mkdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { sampleSubmissions } from "../../contracts/sample-submissions";
import { type APIRequestContext, expect, type Page, test } from "./fixtures";
import { lastLine, STAFF_COPY, type StaffLanguage, staffCli } from "./staff-support";

/**
 * The leads inbox (/staff/leads) in Chromium against the production build, with scripts and without:
 * a sales member, a recruiter and an admin each sign in by a one-time link, see only their forms'
 * leads, filter, open one, change its status, add a note, assign it, release a spam lead, export,
 * download a resume (recruiter) and erase. Screenshots at 1280 and 390 px go to /tmp/shots-inbox/.
 */
const port = Number(process.env.E2E_PORT ?? 3210);
const SITE_URL = `http://localhost:${port}`;
const CLI_ENV = { DATABASE_URL: `sqlite:${process.env.E2E_DATABASE ?? "/tmp/e2e-site.db"}`, SITE_URL };
const SHOTS = "/tmp/shots-inbox";

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axeSource }).catch(() => undefined);
  const found = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe?: { run: (context: Document, options: object) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> };
      }
    ).axe;
    if (!axe) return [];
    const result = await axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"] },
    });
    return result.violations;
  });
  return found.map((violation) => `${violation.id} at ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function submit(request: APIRequestContext, form: keyof typeof sampleSubmissions, changes: Record<string, unknown>): Promise<string> {
  const response = await request.post(`${SITE_URL}/api/submissions/${form}`, {
    data: { ...sampleSubmissions[form], ...changes },
    headers: { "content-type": "application/json", "accept-language": "es" },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

async function signIn(page: Page, role: string, language: StaffLanguage) {
  const email = `${role}-${language}-${unique()}@example.com`;
  const link = lastLine(await staffCli(["invite", email, "--role", role, "--name", `${role} ${language}`], CLI_ENV));
  await page.context().addCookies([{ name: "language", value: language, url: SITE_URL }]);
  await page.goto(link);
  await page.getByRole("button", { name: STAFF_COPY[language].link.continue }).click();
  // The link signs in on its POST; a busy machine may take a moment.
  await expect(page).toHaveURL(/\/staff\/account/, { timeout: 15_000 });
  return email;
}

for (const scripts of [true, false]) {
  test.describe(scripts ? "with scripts" : "without scripts", () => {
    test.use({ javaScriptEnabled: scripts });

    for (const language of ["es", "en"] as StaffLanguage[]) {
      const copy = STAFF_COPY[language].leads;

      test(`sales, a recruiter and an admin each work their own leads (${language}, ${scripts ? "scripts" : "no scripts"})`, async ({
        page,
        request,
      }) => {
        test.setTimeout(90_000);
        const tag = unique();
        const company = `Zeta${tag}`;
        const salesLead = await submit(request, "company-recruitment", { companyName: company, firstName: "Mara", lastName: tag });
        await submit(request, "contact", { name: `Spam ${tag}`, website: "https://spam.example" });
        const candidateLead = await submit(request, "candidate", { firstName: "Cand", lastName: tag });

        // Sales: sees the company lead, never the candidate.
        await signIn(page, "sales", language);
        await page.goto(`${SITE_URL}/staff/leads?q=${tag}`);
        await expect(page.getByRole("link", { name: new RegExp(`Mara ${tag}`) })).toBeVisible();
        await expect(page.getByText(`Cand ${tag}`)).toHaveCount(0);
        expect(await axeViolations(page)).toEqual([]);
        if (scripts && language === "es") mkdirSync(SHOTS, { recursive: true });
        // Filters by GET: the form's own controls.
        await page.getByLabel(copy.search).fill(company);
        await page.getByLabel(copy.status, { exact: true }).selectOption("new");
        await page.getByRole("button", { name: copy.apply }).click();
        await expect(page).toHaveURL(new RegExp(`q=${company}.*status=new`));
        await expect(page.getByRole("link", { name: new RegExp(`Mara ${tag}`) })).toBeVisible();
        if (scripts) {
          for (const width of [1280, 390]) {
            await page.setViewportSize({ width, height: 900 });
            await page.goto(`${SITE_URL}/staff/leads`);
            await page.screenshot({ path: `${SHOTS}/list-${language}-${width}.png`, fullPage: true });
          }
          await page.setViewportSize({ width: 1280, height: 800 });
        }

        // The lead: status, note, assignee.
        await page.goto(`${SITE_URL}/staff/leads/${salesLead}`);
        await expect(page.getByText(company).first()).toBeVisible();
        // With scripts, status and note save without a reload: a mark left on the page survives them.
        if (scripts) await page.evaluate(() => Object.assign(window, { inboxMark: "kept" }));
        await page.getByLabel(copy.detail.statusLabel).selectOption("contacted");
        await page.getByRole("button", { name: copy.detail.saveStatus }).click();
        await expect(page.getByRole("status")).toBeVisible();
        await expect(page.getByRole("heading", { level: 1 })).toContainText(copy.statuses.contacted);
        await page.getByLabel(copy.detail.noteLabel).fill(`Llamar el martes ${tag}`);
        await page.getByRole("button", { name: copy.detail.addNote }).click();
        await expect(page.getByText(`Llamar el martes ${tag}`)).toBeVisible();
        if (scripts) expect(await page.evaluate(() => (window as unknown as { inboxMark?: string }).inboxMark)).toBe("kept");
        await page.getByLabel(copy.detail.assigneeLabel).selectOption({ index: 1 });
        await page.getByRole("button", { name: copy.detail.assign }).click();
        await page.reload();
        await expect(page.getByLabel(copy.detail.statusLabel)).toHaveValue("contacted");
        await expect(page.getByText(`Llamar el martes ${tag}`)).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
        if (scripts)
          for (const width of [1280, 390]) {
            await page.setViewportSize({ width, height: 900 });
            await page.screenshot({ path: `${SHOTS}/lead-${language}-${width}.png`, fullPage: true });
          }
        await page.setViewportSize({ width: 1280, height: 800 });

        // The spam folder: release.
        await page.goto(`${SITE_URL}/staff/leads?status=spam&q=${tag}`);
        await page.getByRole("link", { name: new RegExp(`Spam ${tag}`) }).click();
        await page.getByRole("button", { name: copy.detail.release }).click();
        await expect(page.getByRole("status")).toContainText(STAFF_COPY[language].leads.done.released);

        // Export: a CSV download with the lead, of the filters.
        const download = page.waitForEvent("download");
        await page.goto(`${SITE_URL}/staff/leads?q=${company}`);
        await page.getByRole("link", { name: copy.export }).click();
        const file = await download;
        const csv = readFileSync((await file.path()) ?? "", "utf8");
        expect(csv).toContain(salesLead);
        expect(csv).not.toContain(candidateLead);

        // The recruiter: the candidate and its resume; the sales lead is not found.
        await page.context().clearCookies();
        await signIn(page, "recruiter", language);
        const refused = await page.goto(`${SITE_URL}/staff/leads/${salesLead}`);
        expect(refused?.status()).toBe(404);
        await page.goto(`${SITE_URL}/staff/leads/${candidateLead}`);
        const resume = page.waitForEvent("download");
        await page.getByRole("link", { name: new RegExp(copy.detail.download) }).click();
        expect((await resume).suggestedFilename()).toBe(`resume-${candidateLead}.pdf`);

        // The admin: sees both, erases the sales lead.
        await page.context().clearCookies();
        await signIn(page, "admin", language);
        await page.goto(`${SITE_URL}/staff/leads?q=${tag}`);
        await expect(page.getByRole("link", { name: new RegExp(`Cand ${tag}`) })).toBeVisible();
        await page.goto(`${SITE_URL}/staff/leads/${salesLead}`);
        await page.getByLabel(copy.detail.confirm).check();
        await page.getByRole("button", { name: copy.detail.eraseLead }).click();
        await expect(page).toHaveURL(/\/staff\/leads\?erased=1$/);
        expect((await page.goto(`${SITE_URL}/staff/leads/${salesLead}`))?.status()).toBe(404);
        await page.goto(`${SITE_URL}/staff/audit`);
        await expect(page.getByText(STAFF_COPY[language].leads.auditActions.lead_erased).first()).toBeVisible();
      });
    }
  });
}
