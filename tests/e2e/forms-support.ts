import { createHash } from "node:crypto";
import { type Locator, type Page, type Request, expect, type TestInfo } from "@playwright/test";
import { islandReady } from "./fixtures";
import { copy, type Language } from "./site-map";

export type { Language };
export const LANGUAGES: readonly Language[] = ["es", "en"];

/** Text of the forms namespace, in one language. */
export const formsCopy = (language: Language, key: string) => copy(language, "forms", key);
export const commonCopy = (language: Language, key: string) => copy(language, "common", key);
/** A field's label, as the visitor reads it. */
export const label = (language: Language, field: string) => formsCopy(language, `fields.${field}.label`);

/** A small but real PDF: the API checks the magic bytes. */
export const RESUME_PDF = {
  name: "resume.pdf",
  mimeType: "application/pdf",
  buffer: Buffer.from(
    "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
  ),
};

/**
 * The API allows each client address a few submissions a minute. Every test
 * talks to the server from its own loopback address (all of 127.0.0.0/8 is
 * this machine), so the suite is never throttled and the limit stays real.
 */
export function originFor(testInfo: TestInfo): string {
  const { port } = new URL(String(testInfo.project.use.baseURL));
  const digest = createHash("sha256")
    .update(`${testInfo.titlePath.join(" / ")} #${testInfo.retry}`)
    .digest();
  return `http://127.${1 + (digest[0]! % 250)}.${digest[1]! % 255}.${1 + (digest[2]! % 250)}:${port}`;
}

/** Each form and a page it is on. */
export const FORM_PAGES: ReadonlyArray<{ form: string; path: string }> = [
  { form: "contact", path: "/" },
  { form: "candidate", path: "/work-with-us" },
  { form: "contractor", path: "/contractors/work/apply" },
  { form: "vma-application", path: "/vma/gethired/hire" },
  { form: "company-recruitment", path: "/recruitment" },
  { form: "consulting", path: "/contractors/consulting/apply" },
  { form: "expert-request", path: "/contractors/outsourcing/apply" },
  { form: "tech-services", path: "/techservices/adquire" },
  { form: "vma-hire", path: "/vma/specialist/hire" },
  { form: "financials", path: "/financials/adquire" },
];

/** The contact way chosen (null: the form has none) and whether its e-mail and phone fields show. */
export function contactShown(form: Locator): Promise<{ way: string | null; email: boolean; phone: boolean }> {
  return form.evaluate((element) => {
    const shows = (selector: string) => [...element.querySelectorAll(selector)].some((control) => control.getClientRects().length > 0);
    const radios = element.querySelectorAll<HTMLInputElement>('input[name="contactWay"]');
    return {
      way: radios.length === 0 ? null : ([...radios].find((radio) => radio.checked)?.value ?? ""),
      email: shows('input[name="candidateEmail"], input[name="email"]'),
      phone: shows('[name="phoneNumberCode"], [name="phoneNumber"], [name="phone_prefix"], [name="phone"]'),
    };
  });
}

/** Opens a page in one language, as a visitor who chose it would see it. */
export async function openIn(page: Page, origin: string, path: string, language: Language) {
  await page.context().addCookies([{ name: "language", value: language, url: origin }]);
  await page.addInitScript((saved) => window.localStorage.setItem("language", saved), language);
  await page.goto(`${origin}${path}`);
  await expect(page.locator("html")).toHaveAttribute("lang", language);
  // Like a visitor, go to the form: its island wakes once the visitor reaches into it. Until then the
  // form is plain HTML that posts to its page; these tests are about what its code adds.
  const form = page.locator("form[data-form-id]");
  if ((await form.count()) > 0) await islandReady(form);
}

/** Every submission the page posts, in order. */
export function recordSubmissions(page: Page): Request[] {
  const posted: Request[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname.startsWith("/api/submissions/")) posted.push(request);
  });
  return posted;
}

export function formOf(page: Page, form: string): Locator {
  return page.locator(`form[data-form-id="${form}"]`);
}

/** The field messages (and the general one) currently shown, in page order. */
export async function alertsOf(form: Locator): Promise<string[]> {
  return (await form.getByRole("alert").allInnerTexts()).map((text) => text.trim());
}

export const textbox = (form: Locator, name: string) => form.getByRole("textbox", { name, exact: true });
/** A text field that may suggest values (a `datalist` makes its role combobox): the state, once its country's states are loaded. */
export const textField = (form: Locator, name: string) =>
  form.getByRole("textbox", { name, exact: true }).or(form.getByRole("combobox", { name, exact: true }));
export const combobox = (form: Locator, name: string) => form.getByRole("combobox", { name, exact: true });

/**
 * Chooses, in a picker (the browser's own `select`, whose role is combobox), the option whose text is `option`, or
 * the first that matches it. `search` is what a visitor would type to get there with the keyboard: a native select
 * finds an option as its first letters are typed, so it is not needed here.
 */
export async function pick(form: Locator, name: string, _search: string, option: string | RegExp) {
  const select = combobox(form, name);
  const labels = (await select.locator("option").allTextContents()).map((text) => text.trim());
  const label = labels.find((text) => (typeof option === "string" ? text === option : option.test(text)));
  if (label === undefined) throw new Error(`no option ${option} in ${name}: ${labels.slice(0, 5).join(", ")}…`);
  await select.selectOption({ label });
}

export async function pickPhoneCode(form: Locator, language: Language) {
  await pick(form, label(language, "phoneNumberCode"), "57", /Colombia/);
}

export async function fillText(form: Locator, name: string, value: string) {
  await textbox(form, name).fill(value);
}

export async function acceptPolicies(form: Locator) {
  await form.locator('input[name="policies"]').check();
}

/** Chooses how to be contacted and types the e-mail address; the phone, when asked for, is the caller's. */
export async function contactBy(form: Locator, language: Language, way: "email" | "both", email: string) {
  await form.getByRole("radio", { name: formsCopy(language, `contactWay.${way}`) }).check();
  await fillText(form, label(language, "email"), email);
}

/** How most forms end: the free text, then the policies. */
export async function closing(form: Locator, language: Language, field = "additionalInformation") {
  await fillText(form, label(language, field), "We need help next month.");
  await acceptPolicies(form);
}

/** Submits and returns the one request it sent, with its JSON body. */
export async function submitAndCapture(page: Page, form: Locator, formId: string) {
  const [request] = await Promise.all([
    page.waitForRequest((request) => request.method() === "POST" && request.url().endsWith(`/api/submissions/${formId}`)),
    form.locator('button[type="submit"]').click(),
  ]);
  return { request, body: request.postDataJSON() as Record<string, unknown> };
}

/** The success dialog: the spec's title and text, focus inside, then Continue Exploring to `destination`. */
export async function expectSuccessAndContinue(page: Page, origin: string, language: Language, destination: string, emptyField: string) {
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("heading")).toHaveText(commonCopy(language, "dialog.successTitle"));
  await expect(dialog).toContainText(commonCopy(language, "dialog.successText"));
  if (language === "en")
    await expect(dialog).toContainText("Your request was successfully submitted. One of our experts will reach you soon!");
  await expect(page.locator(`input[name="${emptyField}"]`).first()).toHaveValue("");
  await expect(page.locator('input[name="policies"]').first()).not.toBeChecked();
  await dialog.getByRole("button", { name: commonCopy(language, "dialog.continue") }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(`${origin}${destination}`);
}

/** An empty submit, answered in the page by the form's own validation. */
export async function emptySubmit(form: Locator) {
  await form.locator('button[type="submit"]').click();
  await expect(form.getByRole("alert").first()).toBeVisible();
}

export interface ListItem {
  Service_Name_EN: string;
  Service_Name_ES: string;
}

export interface VacancyItem {
  vacancyName: string;
  vacancyGUID: string;
  recruitingEffortId: string | number;
  vacancySkills: { technologyName: string }[];
}

export async function apiList<T>(page: Page, origin: string, path: string): Promise<T[]> {
  const response = await page.request.get(`${origin}${path}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as T[];
}
