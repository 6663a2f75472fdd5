import type { Page } from "@playwright/test";
import { expect, islandReady, test } from "./fixtures";

/**
 * A tap on a form is answered by its HTML first; the island's work waits for
 * the answer to be painted and runs in tasks of its own after it
 * (app/islands/wake-islands.ts, hydrate-islands.tsx, docs/decisions/0036-first-tap-before-hydration.md).
 * The CPU is slowed as a phone's, so that the island's work is still going on
 * while the visitor types; nothing here depends on how long anything takes.
 */

/** Records, in the page, the tap's pointerdown, its focus, the frame after it, and the island's steps (`island:*` marks). */
const RECORDER = `(() => {
  const seen = (window.__seen = { pointerdown: [], painted: [] });
  addEventListener("pointerdown", (event) => event.isTrusted && seen.pointerdown.push(performance.now()), true);
  addEventListener("focusin", () => {
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => seen.painted.push(performance.now());
      channel.port2.postMessage(null);
    });
  }, true);
})();`;

async function slowPhone(page: Page) {
  await page.addInitScript({ content: RECORDER });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
}

const island = (page: Page) => page.locator("[data-island]");

/** On a CPU slowed four times, on a machine busy with other tests, an island's code and its slices take seconds. */
const slowPhoneWait = { timeout: 20_000 };

test.use({ hasTouch: true, viewport: { width: 390, height: 844 } });

test.describe("the first tap on a form", () => {
  test("focuses the field before any of the island's work, which starts only after that frame; what is typed at once is kept", async ({
    page,
  }) => {
    await slowPhone(page);
    await page.goto("/?lang=es", { waitUntil: "load" });
    const field = page.locator('form[data-form-id="contact"] input[name="name"]');
    // Scrolled into view and tapped at once: the touch wakes the island.
    await field.evaluate((element) => element.scrollIntoView({ block: "center" }));
    await field.tap();
    await page.keyboard.type("abcdefghij");
    await expect(island(page)).toHaveAttribute("data-hydrated", "", slowPhoneWait);

    await expect(field).toHaveValue("abcdefghij");
    await expect(field).toBeFocused();
    expect(await field.evaluate((input: HTMLInputElement) => [input.selectionStart, input.selectionEnd])).toEqual([10, 10]);

    const { pointerdown, painted, steps } = await page.evaluate(() => ({
      ...(window as unknown as { __seen: { pointerdown: number[]; painted: number[] } }).__seen,
      steps: performance
        .getEntriesByType("mark")
        .filter((mark) => mark.name.startsWith("island:"))
        .map((mark) => ({ name: mark.name, at: mark.startTime })),
    }));
    const [down] = pointerdown;
    const [answered] = painted;
    expect(down).toBeDefined();
    expect(answered).toBeGreaterThan(down ?? 0);
    // The island did its work: loaded, hydrated, enhanced.
    expect(steps.map((step) => step.name)).toEqual(expect.arrayContaining(["island:load", "island:hydrate", "island:enhanced"]));
    // None of its steps started between the touch and the painted frame of its answer.
    expect(steps.filter((step) => step.at > (down ?? 0) && step.at < (answered ?? 0))).toEqual([]);
  });

  test("keeps what is typed while the island hydrates, for its own validation too", async ({ page }) => {
    await slowPhone(page);
    await page.goto("/contractors/consulting/apply?lang=es#form", { waitUntil: "load" });
    const form = page.locator('form[data-form-id="consulting"]');
    const first = form.locator('input[name="firstName"]');
    await first.tap();
    await page.keyboard.type("Ana María");
    await form.locator('input[name="lastName"]').tap();
    await page.keyboard.type("Gómez");
    await expect(island(page)).toHaveAttribute("data-hydrated", "", slowPhoneWait);
    await expect(first).toHaveValue("Ana María");
    await expect(form.locator('input[name="lastName"]')).toHaveValue("Gómez");
    await form.locator('button[type="submit"]').click();
    await expect(form.locator('input[name="company"]')).toHaveAttribute("aria-invalid", "true");
    await expect(first).not.toHaveAttribute("aria-invalid", "true");
    await expect(form.locator('input[name="lastName"]')).not.toHaveAttribute("aria-invalid", "true");
  });

  test("hydrates in slices that keep the server's nodes and ids: every label still names its control", async ({ page }) => {
    await slowPhone(page);
    await page.goto("/work-with-us?lang=en", { waitUntil: "load" });
    const form = page.locator('form[data-form-id="candidate"]');
    const ids = () =>
      form.evaluate((element) => [...element.querySelectorAll("label[for]")].map((label) => (label as HTMLLabelElement).htmlFor));
    const before = await ids();
    const firstField = form.getByRole("textbox").first();
    const serverNode = await firstField.elementHandle();
    await firstField.evaluate((element) => element.scrollIntoView({ block: "center" }));
    await firstField.tap();
    await expect(page.locator('[data-island="form:candidate"]')).toHaveAttribute("data-hydrated", "", slowPhoneWait);
    // The hydration took several tasks, and the text field is the server's own node.
    const slices = await page.evaluate(() => performance.getEntriesByName("island:slice").length);
    expect(slices).toBeGreaterThan(0);
    expect(await serverNode?.evaluate((node) => node.isConnected)).toBe(true);
    // Labels of plain controls that stayed are the server's; each label names a control on the page.
    const after = await ids();
    expect(after.filter((id) => before.includes(id)).length).toBeGreaterThan(0);
    const dangling = await form.evaluate((element) =>
      [...element.querySelectorAll("label[for]")]
        .map((label) => (label as HTMLLabelElement).htmlFor)
        .filter((id) => !document.getElementById(id)),
    );
    expect(dangling).toEqual([]);
  });

  test("leaves a native picker the visitor is in as it is, and keeps it once the visitor leaves it", async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/hydrate-islands-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/work-with-us?lang=es", { waitUntil: "load" });
    const form = page.locator('form[data-form-id="candidate"]');
    const country = form.locator('select[name="country"]');
    const node = await country.elementHandle();
    await country.scrollIntoViewIfNeeded();
    await country.focus();
    release();
    await expect(island(page)).toHaveAttribute("data-hydrated", "");
    // The picker in use is the browser's own, with the focus; once left it is still the same control.
    await expect(country).toBeFocused();
    await form.getByRole("textbox").first().focus();
    await expect(country).toHaveCount(1);
    expect(await country.evaluate((element, before) => element === before, node)).toBe(true);
  });
});

test.describe("the answer to a tap on a hydrated form", () => {
  test("a field's focus shows in the next frame, with no transition drawing frames after it", async ({ page }) => {
    await page.goto("/work-with-us?lang=es", { waitUntil: "load" });
    const form = page.locator('form[data-form-id="candidate"]');
    const field = form.locator('input[name="firstName"]');
    await islandReady(field);
    await field.tap();
    await expect(field).toBeFocused();
    // A colour eased in over 150 ms made the page restyle and repaint every frame while the island still worked.
    expect(await page.evaluate(() => document.getAnimations().map((animation) => (animation as CSSTransition).transitionProperty))).toEqual(
      [],
    );
  });

  test("an empty submit of a long form shows the first field's message and focus in its own frame, the others a frame later", async ({
    page,
  }) => {
    await page.goto("/work-with-us?lang=es", { waitUntil: "load" });
    const form = page.locator('form[data-form-id="candidate"]');
    const submit = form.locator('button[type="submit"]');
    await islandReady(submit);
    // What the frame after the submit shows: its animation frame, after the island's render.
    await form.evaluate((element) =>
      element.addEventListener(
        "submit",
        () =>
          requestAnimationFrame(() => {
            (window as unknown as { __frame: unknown }).__frame = {
              invalid: [...element.querySelectorAll('[aria-invalid="true"]')].map((control) => control.getAttribute("name")),
              focused: document.activeElement?.getAttribute("name"),
            };
          }),
        { capture: true, once: true },
      ),
    );
    await submit.tap();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __frame: unknown }).__frame))
      .toEqual({
        invalid: ["firstName"],
        focused: "firstName",
      });
    await expect(form.locator('[aria-invalid="true"]')).toHaveCount(11);
    await expect(form.locator('input[name="firstName"]')).toBeFocused();
  });
});

test.describe("the island's locale data", () => {
  /** Wakes the candidate form: its country picker names the countries in the page language. */
  async function countryNames(page: Page) {
    const form = page.locator('form[data-form-id="candidate"]');
    await islandReady(form);
    const country = form.getByRole("combobox", { name: /^País/ });
    await country.selectOption({ label: "Alemania" });
    await expect(country).toHaveValue("DE");
  }

  test("is read by a worker while the island's code loads, not on the page's main thread", async ({ page }) => {
    const workers: string[] = [];
    page.on("worker", (worker) => workers.push(new URL(worker.url()).pathname));
    await page.goto("/work-with-us?lang=es", { waitUntil: "load" });
    await countryNames(page);
    expect(workers).toEqual([expect.stringMatching(/^\/assets\/locale-data\.worker-[\w-]+\.js$/)]);
  });

  test("is read by the page itself where no worker can start, and the form works the same", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, "Worker", {
        value: class {
          constructor() {
            throw new Error("no workers here");
          }
        },
      });
    });
    await page.goto("/work-with-us?lang=es", { waitUntil: "load" });
    await countryNames(page);
  });
});
