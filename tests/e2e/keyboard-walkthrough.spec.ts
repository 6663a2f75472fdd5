import { LEGAL_DOCUMENT_PATHS } from "../../contracts/legal-documents";
import { expect, islandReady, type Locator, type Page, test } from "./fixtures";
import { message, requiredMessage } from "./form-expectations";
import {
  apiList,
  commonCopy,
  formOf,
  formsCopy,
  LANGUAGES,
  type ListItem,
  label,
  openIn,
  originFor,
  recordSubmissions,
  textField,
} from "./forms-support";
import { copy } from "./site-map";

/** The most Tabs between two stops of the walk; more means something in between is in the way. */
const MAX_TABS = 20;

/**
 * Presses Tab until `target` has focus, never more than MAX_TABS times.
 * Returns the stops on the way, each named by what does not change with the
 * language: a field's name (and a radio's value), a link's path, a button's label.
 */
async function tabTo(page: Page, target: Locator): Promise<string[]> {
  const passed: string[] = [];
  for (let tabs = 0; tabs < MAX_TABS; tabs++) {
    await page.keyboard.press("Tab");
    const stop = await target.evaluate((wanted) => {
      const element = document.activeElement;
      if (element === wanted) return null;
      if (!element) return "(nothing)";
      if (element instanceof HTMLInputElement && element.type === "radio") return `${element.name}=${element.value}`;
      if (element instanceof HTMLAnchorElement) return new URL(element.href).pathname + new URL(element.href).hash;
      return element.getAttribute("name") ?? element.getAttribute("aria-label") ?? element.textContent?.trim() ?? element.tagName;
    });
    if (stop === null) return passed;
    passed.push(stop);
  }
  throw new Error(`Tab never reached the target; it went through ${JSON.stringify(passed)}`);
}

/** How the focused element shows its focus: an outline, or a ring drawn with box-shadow (Tailwind's `ring-*`). */
async function focusIndicator(locator: Locator): Promise<{ outline: boolean; ring: boolean }> {
  return locator.evaluate((element) => {
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) > 0;
    // A spread-only layer ("<color> 0px 0px 0px 3px") whose color is not fully transparent.
    const layers = style.boxShadow.matchAll(/((?:rgba?|oklab|oklch|lab|lch|color)\([^)]*\)|#[\da-f]+)\s+0px 0px 0px ([\d.]+)px/gi);
    const ring = [...layers].some(([, color, spread]) => Number(spread) > 0 && !/[,/]\s*0\)$/.test(color ?? ""));
    return { outline, ring };
  });
}

async function expectFocusVisible(locator: Locator) {
  await expect(locator).toBeFocused();
  const { outline, ring } = await focusIndicator(locator);
  expect(outline || ring, "a visible focus indicator").toBe(true);
}

for (const language of LANGUAGES) {
  test(`a keyboard-only visitor sends the tech services request, from the skip link to Continue Exploring (${language})`, async ({
    page,
  }, testInfo) => {
    // A hundred-odd key presses, each checked: more than the default time on a busy machine.
    test.slow();
    const origin = originFor(testInfo);
    const posted = recordSubmissions(page);
    const [service] = await apiList<ListItem>(page, origin, "/api/service-options?for=tech");
    if (!service) throw new Error("No tech service options to pick from");
    const serviceLabel = language === "en" ? service.Service_Name_EN : service.Service_Name_ES;

    await openIn(page, origin, "/techservices/adquire", language);
    const form = formOf(page, "tech-services");
    // Keys on the pickers need the form's code: wait until its island is ready.
    await islandReady(form);

    // The first Tab shows the skip link; Enter moves focus into the main content.
    const skip = page.getByRole("link", { name: commonCopy(language, "skipToContent") });
    await page.keyboard.press("Tab");
    await expectFocusVisible(skip);
    await expect(skip).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(`${origin}/techservices/adquire#main`);
    await expect(page.getByRole("main")).toBeFocused();

    // From there Tab reaches the first field without leaving the main content.
    const firstName = form.getByRole("textbox", { name: label(language, "firstName"), exact: true });
    // Only the banner's own jump to the form lies in between.
    expect(await tabTo(page, firstName)).toEqual(["/techservices/adquire#form"]);
    await expectFocusVisible(firstName);
    await page.keyboard.type("Ana María");

    // Company is skipped on purpose: the first submit must come back to it.
    const company = form.getByRole("textbox", { name: label(language, "company"), exact: true });
    await page.keyboard.press("Tab");
    await expect(company).toBeFocused();
    // The ring is a focus indicator: it went away from the field focus left.
    expect(await focusIndicator(firstName)).toEqual({ outline: false, ring: false });

    const country = form.getByRole("combobox", { name: label(language, "country"), exact: true });
    await page.keyboard.press("Tab");
    await expectFocusVisible(country);
    // The browser's own select: typing a name chooses it.
    await page.keyboard.type("colom");
    await expect(country).toHaveValue("CO");

    const state = textField(form, label(language, "departmentState"));
    await page.keyboard.press("Tab");
    await expect(state).toBeFocused();
    // Colombia's states arrive on demand, as the field's suggestions.
    await expect(form.locator('datalist option[value="Meta"]')).toHaveCount(1);
    await page.keyboard.type("Meta");
    await expect(state).toHaveValue("Meta");

    // Into the unchecked radio group at its first option; Space checks it, the arrows move the choice.
    const way = (key: string) => form.getByRole("radio", { name: formsCopy(language, `contactWay.${key}`), exact: true });
    await page.keyboard.press("Tab");
    await expectFocusVisible(way("email"));
    await page.keyboard.press("Space");
    await expect(way("email")).toBeChecked();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await expectFocusVisible(way("both"));
    await expect(way("both")).toBeChecked();

    // "Both" brings the e-mail and phone fields in, right after the group.
    await page.keyboard.press("Tab");
    await expect(form.getByRole("textbox", { name: formsCopy(language, "fields.email.label"), exact: true })).toBeFocused();
    await page.keyboard.type("ana.maria@example.com");

    const code = form.getByRole("combobox", { name: label(language, "phoneNumberCode"), exact: true });
    await page.keyboard.press("Tab");
    await expect(code).toBeFocused();
    await page.keyboard.type("Colombia");
    await expect(code).toHaveValue("+57");

    await page.keyboard.press("Tab");
    await expect(form.getByRole("textbox", { name: label(language, "phoneNumber"), exact: true })).toBeFocused();
    await page.keyboard.type("3001234567");

    // The services are boxes: the first takes the focus, Space ticks it.
    const services = form.getByRole("group", { name: label(language, "services"), exact: true }).getByRole("checkbox");
    await page.keyboard.press("Tab");
    await expectFocusVisible(services.first());
    await expect(services.first()).toHaveAccessibleName(serviceLabel);
    await page.keyboard.press("Space");
    await expect(services.first()).toBeChecked();
    const serviceCount = await services.count();

    const details = form.getByRole("textbox", { name: label(language, "additionalInformation"), exact: true });
    // Past the other services, one stop each.
    expect(await tabTo(page, details)).toEqual(Array<string>(serviceCount - 1).fill("services"));
    await expectFocusVisible(details);
    await page.keyboard.type("Two automation projects.\nWe start next month.");

    const policies = form.locator('input[name="policies"]');
    await page.keyboard.press("Tab");
    await expectFocusVisible(policies);
    await page.keyboard.press("Space");
    await expect(policies).toBeChecked();

    // Past the two policy links to the button; Enter submits.
    const submit = form.getByRole("button", { name: formsCopy(language, "common.request"), exact: true });
    const legal = [LEGAL_DOCUMENT_PATHS.terms[language], LEGAL_DOCUMENT_PATHS.dataPolicy[language]];
    expect(await tabTo(page, submit)).toEqual(legal);
    await expectFocusVisible(submit);
    await page.keyboard.press("Enter");

    // Nothing is sent; focus goes to the one empty field, which names its message.
    await expect(company).toBeFocused();
    await expect(company).toHaveAttribute("aria-invalid", "true");
    const companyMessage = requiredMessage("tech-services", "company", language);
    await expect(company).toHaveAccessibleDescription(companyMessage);
    expect((await form.getByRole("alert").allInnerTexts()).map((text) => text.trim())).toEqual([
      companyMessage,
      message(language, "ERROR_MSG"),
    ]);
    expect((await focusIndicator(company)).ring).toBe(true);
    expect(posted).toHaveLength(0);

    // Once the field is filled its message, and the general one, go away.
    await page.keyboard.type("Agroindustrias del Meta");
    await expect(form.getByRole("alert")).toHaveCount(0);
    await expect(company).not.toHaveAttribute("aria-invalid");
    // Every control in page order, the chosen contact way and every service included;
    // this time Space on the button sends it.
    expect(await tabTo(page, submit)).toEqual([
      "country",
      "departmentState",
      "contactWay=3",
      "candidateEmail",
      "phoneNumberCode",
      "phoneNumber",
      ...Array<string>(serviceCount).fill("services"),
      "additionalInformation",
      "policies",
      ...legal,
    ]);
    const [response] = await Promise.all([
      page.waitForResponse(
        (response) => response.request().method() === "POST" && response.url() === `${origin}/api/submissions/tech-services`,
      ),
      page.keyboard.press("Space"),
    ]);
    expect(response.status()).toBe(201);
    expect(await response.json()).toMatchObject({ status: "received" });
    expect(response.request().headers()["content-language"]).toBe(language);
    expect(response.request().postDataJSON()).toEqual({
      firstName: "Ana María",
      company: "Agroindustrias del Meta",
      country: "Colombia",
      departmentState: "Meta",
      contactWay: 3,
      candidateEmail: "ana.maria@example.com",
      phoneNumberCode: "+57",
      phoneNumber: "3001234567",
      services: [service.Service_Name_EN],
      additionalInformation: "Two automation projects.\nWe start next month.",
      policies: true,
    });
    expect(posted).toHaveLength(1);

    // The success dialog takes focus; Tab stays inside; Enter on Continue Exploring leads on.
    const dialog = page.getByRole("dialog", { name: commonCopy(language, "dialog.successTitle") });
    await expect(dialog).toBeVisible();
    const continueButton = dialog.getByRole("button", { name: commonCopy(language, "dialog.continue") });
    await expectFocusVisible(continueButton);
    await page.keyboard.press("Tab");
    await expect(continueButton).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(`${origin}/techservices`);
    await expect(page.locator("html")).toHaveAttribute("lang", language);
    // The keyboard starts over at the top of the new page, as after a page load.
    await page.keyboard.press("Tab");
    await expect(skip).toBeFocused();
  });
}

test("the banner's jump to the form takes the keyboard there, not only the view", async ({ page }, testInfo) => {
  const origin = originFor(testInfo);
  await openIn(page, origin, "/recruitment", "en");
  const form = formOf(page, "company-recruitment");
  await islandReady(form);

  const jump = page.getByRole("main").getByRole("link", { name: copy("en", "recruitment", "main.banner.secondary") });
  await tabTo(page, jump);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(`${origin}/recruitment#form`);
  await expect(page.getByRole("heading", { name: copy("en", "recruitment", "main.form.title") })).toBeInViewport();
  // The next Tab lands in the form, not on the links between the banner and it.
  await page.keyboard.press("Tab");
  await expect(form.getByRole("textbox", { name: label("en", "firstName"), exact: true })).toBeFocused();
});

test("the skip link takes focus and view to the content every time it is used", async ({ page }) => {
  await page.goto("/about-us?lang=en");
  const skip = page.getByRole("link", { name: copy("en", "common", "skipToContent") });
  const main = page.getByRole("main");
  const mainTop = () => main.evaluate((element) => element.getBoundingClientRect().top);
  await page.keyboard.press("Tab");
  await expect(skip).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(main).toBeFocused();
  const top = await mainTop();
  // Further down the page, then the skip link once more.
  await page.mouse.wheel(0, 1500);
  await expect.poll(mainTop).toBeLessThan(top - 1000);
  await skip.focus();
  await page.keyboard.press("Enter");
  await expect(main).toBeFocused();
  // The same place as the first time, give or take the sub-pixel the header's height rounds to.
  await expect.poll(async () => Math.abs((await mainTop()) - top)).toBeLessThanOrEqual(1);
  await expect(page).toHaveURL(/\/about-us\?lang=en#main$/);
});
