/**
 * The first tap: how long a visitor's first tap on each of a page's
 * interactive controls waits, beside the same tap once the page has settled.
 * `npm run bench` runs it after Lighthouse; `npm run bench:tap` runs it alone,
 * against BENCH_ORIGIN when given, otherwise against the production build it
 * starts on BENCH_PORT (3900). BENCH_ROUTES=/,/contact picks the routes;
 * each figure is the median of BENCH_TAP_RUNS visits (3 unless told: a
 * single visit now and then meets a busy machine).
 *
 * Chromium as a phone: touch, CPU slowed 4× as Lighthouse does, 390 × 844, and
 * 1280 × 800 for the header's dropdowns, which only show at desktop widths.
 * Each control gets a first visit of its own (a new browser context): the
 * page loads and is left until it is idle (its modules downloaded), the
 * control is tapped at its centre, closed, and once the island that tap woke
 * has hydrated and a second has passed, tapped again ("settled"). Controls
 * below the fold are scrolled into view first, as a visitor would, and the
 * page left idle again.
 *
 * A clock inside the page, installed before the page's own scripts, runs from
 * the tap's `pointerdown` to the frame after the control's visible reaction:
 * its panel, popover or dialog shown, the field focused, the picker's list or
 * native select open, the page in the other language. On a touch screen a
 * native select is open once its mousedown has gone through the page: a
 * phone shows its list outside the page, and the probe stops the list desktop
 * Chromium would build on the page's main thread (see PROBE). A language switch that
 * leaves the page (a link, a form, or its script navigating on the click)
 * reacts with the frame after its click: once the page's own listeners have
 * handled the click, the probe cancels the navigation, and one the page's
 * script starts after that frame.
 * Beside the clock: the tap's Event Timing duration (INP-style, reported from
 * 16 ms) and the longest task after the gesture (reported from 50 ms).
 *
 * This bench gives the page time to settle before each tap; bench/quick-tap.ts
 * (run after it) taps the way a visitor who scrolls and taps at once does.
 * BENCH_TAP_RUNS=0 skips this one, BENCH_QUICK_RUNS=0 that one.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from "@playwright/test";
import enCommon from "../app/locales/en/common.json";
import esCommon from "../app/locales/es/common.json";
import playwrightConfig from "../playwright.config.ts";
import { ALL_ROUTES } from "./routes.ts";
import { measureQuickTaps, quickRoutes, quickSummary, quickTable } from "./quick-tap.ts";
import { startSite } from "./start-site.ts";

/** The form pages measured beside the bench's routes (first tap only, not Lighthouse). */
const FORM_ROUTES = ["/work-with-us", "/contact", "/contractors/consulting/apply", "/vma/gethired/hire"];

export const LANGUAGES = ["es", "en"] as const;
export type Language = (typeof LANGUAGES)[number];
export const COPY = { es: esCommon, en: enCommon };
export const LOCALES = { es: "es-CO", en: "en-US" };
const RUNS = Math.max(0, Number(process.env.BENCH_TAP_RUNS ?? 3));
const GOAL_MS = 100;
const GOAL_GAP_MS = 30;

type Width = "phone" | "desktop";
// The phone's pixel ratio is that of Lighthouse's emulated phone.
export const VIEWPORTS = {
  phone: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 1.75 },
  desktop: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
};

/** What the probe waits for after a tap. */
export type Reaction = "open" | "pick" | "focus" | "language" | "submit";

/**
 * The probe, as text: a function handed to the page would be serialised with
 * the helpers the TypeScript loader adds to it, which the page lacks.
 */
export const PROBE = `(() => {
  if (window.top !== window || window.__firstTap) return;
  const CONTROL = "a[href], button, summary, select, input, textarea, [role=button], [role=combobox]";
  const taps = [];
  const events = [];
  const longTasks = [];
  let armed = null;
  const observe = (type, options, sink) => {
    try {
      new PerformanceObserver((list) => sink.push(...list.getEntries())).observe({ type, ...options });
    } catch {}
  };
  observe("event", { durationThreshold: 16 }, events);
  observe("longtask", {}, longTasks);

  const shown = (element) => !!element && element.checkVisibility() && !(element instanceof HTMLDetailsElement && !element.open);
  // A disclosure's panel: a popover, a dialog, <details>, or what aria-controls names.
  const opened = (control) => {
    if (control.matches("summary")) return control.parentElement.open;
    const id = control.getAttribute("popovertarget") || control.getAttribute("commandfor") || control.getAttribute("aria-controls");
    const panel = id && document.getElementById(id);
    if (panel) return shown(panel);
    if (control.getAttribute("aria-haspopup") === "dialog") return shown(document.querySelector("dialog[open]"));
    return control.getAttribute("aria-expanded") === "true";
  };
  const selectOpen = (select) => {
    try {
      return select.matches(":open");
    } catch {
      return false;
    }
  };
  // The control under the finger; found again there if rendering replaced it.
  const live = (tap) => {
    if (!tap.control?.isConnected) tap.control = document.elementFromPoint(tap.x, tap.y)?.closest(CONTROL) ?? tap.control;
    return tap.control;
  };
  const reacted = (tap) => {
    const control = live(tap);
    if (!control) return false;
    if (tap.reaction === "open") return opened(control);
    // The select itself, not what the island may have put in its place since: its list is the system's.
    if (tap.reaction === "pick" && tap.systemList) return document.activeElement === tap.systemList;
    if (tap.reaction === "pick") return control instanceof HTMLSelectElement ? selectOpen(control) : opened(control);
    if (tap.reaction === "focus") return document.activeElement === control;
    // A submit: the post the browser starts (stopped by the probe), or the island's messages under the fields.
    if (tap.reaction === "submit") return tap.leaving || !!control.form?.querySelector('[aria-invalid="true"]');
    return tap.leaving || document.documentElement.lang !== tap.lang;
  };

  addEventListener("pointerdown", (event) => {
    if (!armed || !event.isTrusted) return;
    const tap = {
      reaction: armed,
      start: event.timeStamp,
      x: event.clientX,
      y: event.clientY,
      control: event.target instanceof Element ? event.target.closest(CONTROL) : null,
      lang: document.documentElement.lang,
      leaving: false,
    };
    armed = null;
    taps.push(tap);
    // Added now, so after the page's own listeners: a switch that leaves the page (a link, a form, or the
    // page's script navigating on the click) has reacted once they have handled the click; the probe then
    // stops that navigation, to see the frame.
    const stay = (action) => {
      if (action.type === "click" && !action.target.closest?.("a[href]")) return;
      tap.leaving = true;
      if (action.defaultPrevented) window.stop();
      else action.preventDefault();
    };
    if (tap.reaction === "submit") addEventListener("submit", stay);
    // A phone shows a native select's list itself, outside the page, once the select's mousedown has gone
    // through the page without being cancelled; desktop Chromium builds it as a page of its own on the page's
    // main thread instead (100-200 ms at 4x CPU), which no phone runs. On a touch screen the probe takes that
    // mousedown as the list opening: it stops the desktop list and focuses the select, as the phone does.
    const systemList = (press) => {
      removeEventListener("mousedown", systemList);
      if (press.defaultPrevented || !(tap.control instanceof HTMLSelectElement) || !tap.control.contains(press.target)) return;
      press.preventDefault();
      tap.systemList = tap.control;
      tap.control.focus();
    };
    if (tap.reaction === "pick" && matchMedia("(pointer: coarse)").matches) addEventListener("mousedown", systemList);
    if (tap.reaction === "language") {
      addEventListener("click", stay);
      addEventListener("submit", stay);
      // A navigation the page's script starts a frame later (once the tap has been answered) is stopped too.
      window.navigation?.addEventListener("navigate", (navigate) => {
        if (tap.leaving && navigate.cancelable) navigate.preventDefault();
      });
    }
    const finish = (frame) => {
      removeEventListener("click", stay);
      removeEventListener("mousedown", systemList);
      removeEventListener("submit", stay);
      tap.frame = frame;
    };
    const check = () => {
      if (reacted(tap)) {
        // This frame shows the reaction; a task posted now runs once it has been painted. At the highest
        // priority: for a while after a touch, Chromium's scheduler runs frames before tasks of normal priority
        // (a posted message waited through five more frames), which a visitor does not wait for.
        const painted = () => finish(performance.now());
        if (window.scheduler?.postTask) scheduler.postTask(painted, { priority: "user-blocking" });
        else {
          const channel = new MessageChannel();
          channel.port1.onmessage = painted;
          channel.port2.postMessage(null);
        }
      } else if (performance.now() - tap.start > 10000) finish(null);
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  }, true);

  Object.defineProperty(window, "__firstTap", {
    value: {
      arm: (reaction) => {
        armed = reaction;
        return taps.length;
      },
      done: (index) => taps[index]?.frame !== undefined,
      reacting: (index) => reacted(taps[index]),
      read: (index) => {
        const { start, frame } = taps[index];
        const during = events.filter((entry) => entry.interactionId > 0 && entry.startTime >= start - 1);
        const after = longTasks.filter((task) => task.startTime + task.duration > start);
        // A long task that ran between the pointerdown and the frame that showed the answer.
        const between = after.filter((task) => frame === null || task.startTime < frame);
        return {
          ms: frame === null ? null : frame - start,
          inp: Math.max(0, ...during.map((entry) => entry.duration)),
          longestTask: Math.max(0, ...after.map((task) => task.duration)),
          blockingTask: Math.max(0, ...between.map((task) => task.duration)),
        };
      },
    },
  });
})();`;

/** One tap's figures: ms is null when nothing reacted within 10 s; inp and longestTask are 0 under their thresholds. */
export interface Tap {
  ms: number | null;
  inp: number;
  longestTask: number;
  /** The longest task between the pointerdown and the frame of the answer (0 under 50 ms). */
  blockingTask: number;
}

/** The probe's handle in the page. */
export type Probed = {
  __firstTap: {
    arm(reaction: Reaction): number;
    done(index: number): boolean;
    reacting(index: number): boolean;
    read(index: number): Tap;
  };
};

type Pair = { first: Tap; settled: Tap };

export interface TapRow {
  route: string;
  language: Language;
  control: string;
  /** Infinity when the control never reacted. */
  first: number;
  settled: number;
  inp: number;
  longestTask: number;
}

export const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
export const exactly = (...names: string[]) => new RegExp(`^(?:${names.map(literal).join("|")})$`);

/** The first visible control named so: a button (also a `<summary>`), or a link when allowed. */
export function named(scope: Locator, name: RegExp, { links = false } = {}): Locator {
  let found = scope.getByRole("button", { name }).or(scope.locator("summary").filter({ hasText: name }));
  if (links) found = found.or(scope.getByRole("link", { name }));
  return found.filter({ visible: true }).first();
}

export const banner = (page: Page) => page.getByRole("banner");
export const leadForm = (page: Page) =>
  page
    .locator("main form")
    .filter({ has: page.getByRole("textbox") })
    .first();

/** Counts the page's requests, to tell when it is loaded and idle. */
export function watchNetwork(page: Page) {
  let pending = 0;
  let seen = 0;
  let changedAt = Date.now();
  page.on("request", () => {
    pending++;
    seen++;
    changedAt = Date.now();
  });
  const settled = () => {
    pending--;
    changedAt = Date.now();
  };
  page.on("requestfinished", settled);
  page.on("requestfailed", settled);
  /** No request for 500 ms (Playwright's network idle), then a whole second without any. */
  return async function idle() {
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      if (pending > 0 || Date.now() - changedAt < 500) {
        await page.waitForTimeout(100);
        continue;
      }
      const before = seen;
      await page.waitForTimeout(1000);
      if (seen === before && pending === 0) return;
    }
  };
}

/** A new visitor's browser: a touch screen of the width, in the language. */
export function touchContext(browser: Browser, width: Width, language: Language) {
  return browser.newContext({ ...VIEWPORTS[width], hasTouch: true, isMobile: true, locale: LOCALES[language] });
}

/** The page opened in the context with the probe, CPU slowed 4×, and loaded; `idle` waits for its network to settle. */
export async function openProbed(context: BrowserContext, url: string) {
  await context.addInitScript({ content: PROBE });
  const page = await context.newPage();
  const idle = watchNetwork(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await page.goto(url, { waitUntil: "load" });
  return { page, idle };
}

/** A first visit: a new context, the page opened with the probe, and idle. */
async function visit(browser: Browser, url: string, width: Width, language: Language) {
  const context = await touchContext(browser, width, language);
  const { page, idle } = await openProbed(context, url);
  await idle();
  return { page, idle, close: () => context.close() };
}

type Visit = Awaited<ReturnType<typeof visit>>;

/**
 * Scrolls a control below the fold to the middle of the screen, as a visitor
 * would, and leaves the page idle again; again if what the locator finds has
 * changed meanwhile (an island that hydrated in view may render other controls).
 */
async function bringIntoView(control: Locator, idle: Visit["idle"]) {
  const inView = () =>
    control.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= innerHeight;
    });
  for (let attempt = 0; attempt < 3 && !(await inView()); attempt++) {
    await control.evaluate((element) => element.scrollIntoView({ block: "center" }));
    await idle();
  }
}

/** Waits for the probe's figures of a tap; fails at once if the tap led to another page, where the probe starts afresh. */
export async function untilDone(page: Page, index: number) {
  const done = page.waitForFunction((i) => (window as unknown as Probed).__firstTap.done(i), index, { polling: 100, timeout: 30_000 });
  let onArrived = () => {};
  const left = new Promise<never>((_resolve, reject) => {
    onArrived = () => reject(new Error("the tap led to another page"));
  });
  page.on("domcontentloaded", onArrived);
  try {
    await Promise.race([done, left]);
  } finally {
    page.off("domcontentloaded", onArrived);
    done.catch(() => {});
  }
}

/**
 * Playwright's own capture listeners on the page's window (its check that an action hits its target, added in
 * each world where a locator has run) take every input event. Their first run, 5-12 ms at 4x CPU as the
 * event's objects are first made for their world, fell on a first tap and on no settled one: a cost of the
 * bench's driver, which no visitor's browser has. They take a synthetic event of each input type first, of a
 * type the page does not listen to (`dblclick`); the page's own code stays as cold as a visitor's.
 */
export async function warmDriver(page: Page) {
  await page.evaluate(() => {
    for (const Type of [PointerEvent, MouseEvent, TouchEvent]) window.dispatchEvent(new Type("dblclick"));
  });
}

/** Taps the control's centre; resolves with the probe's figures and the tap's index. */
async function tap(page: Page, control: Locator, reaction: Reaction): Promise<Tap & { index: number }> {
  const box = await control.boundingBox();
  const height = page.viewportSize()?.height ?? 0;
  if (!box || box.y < 0 || box.y + box.height > height) throw new Error("the control is not on the screen");
  await warmDriver(page);
  const index = await page.evaluate((armed) => (window as unknown as Probed).__firstTap.arm(armed), reaction);
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  await untilDone(page, index);
  // Event Timing and long task entries arrive after the frame.
  await page.waitForTimeout(500);
  return { ...(await page.evaluate((i) => (window as unknown as Probed).__firstTap.read(i), index)), index };
}

/** Closes what a tap opened: Escape, then a second tap on its control if that was not enough; blurs a field. */
export async function close(page: Page, control: Locator, index: number) {
  const reacting = () => page.evaluate((i) => (window as unknown as Probed).__firstTap.reacting(i), index);
  for (let attempt = 0; attempt < 2 && (await reacting()); attempt++) {
    await page.keyboard.press("Escape");
    await page.waitForTimeout(300);
  }
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur?.());
  if (await reacting()) {
    const box = await control.boundingBox();
    if (box) await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  }
  await page.waitForFunction((i) => !(window as unknown as Probed).__firstTap.reacting(i), index, { polling: 100, timeout: 5000 });
}

/** The page's island that holds the control, once hydrated; resolves at once on a page without one. */
export async function islandHydrated(control: Locator) {
  const island = control.locator("xpath=ancestor-or-self::*[@data-island][1]");
  if ((await island.count()) === 0) return;
  await island.and(control.page().locator("[data-hydrated]")).waitFor({ timeout: 30_000 });
}

/** First tap, close, the island the tap woke hydrated and a second's wait, settled tap. */
async function tapTwice(page: Page, control: Locator, reaction: Reaction): Promise<Pair> {
  const first = await tap(page, control, reaction);
  // A language switch has nothing to close: it either cancelled its navigation or switches back.
  if (reaction !== "language") await close(page, control, first.index);
  await islandHydrated(control);
  await page.waitForTimeout(1000);
  return { first, settled: await tap(page, control, reaction) };
}

/** What one visit measures, by control; a control the page lacks is left out. */
interface Measure {
  width: Width;
  formsOnly?: boolean;
  controls: string[];
  run: (visit: Visit, language: Language) => Promise<Record<string, Pair>>;
}

/** A control measured on a visit of its own. */
function single(
  label: string,
  width: Width,
  reaction: Reaction,
  find: (page: Page, language: Language) => Locator,
  { formsOnly = false } = {},
): Measure {
  return {
    width,
    formsOnly,
    controls: [label],
    run: async ({ page, idle }, language) => {
      const control = find(page, language);
      if ((await control.count()) === 0) return {};
      await bringIntoView(control, idle);
      return { [label]: await tapTwice(page, control, reaction) };
    },
  };
}

const SERVICES = "Services dropdown";
const TECH = "Tech solutions sub-menu";

/**
 * The Services dropdown and its Tech solutions sub-menu on one visit: the
 * sub-menu's first tap follows the dropdown's first tap, and its settled tap
 * a settled dropdown.
 */
async function tapDropdowns({ page }: Visit, language: Language): Promise<Record<string, Pair>> {
  const services = named(banner(page), exactly(COPY[language].nav.services));
  const tech = named(banner(page), exactly(COPY[language].nav.techSolutions));
  if ((await services.count()) === 0) return {};
  const firstServices = await tap(page, services, "open");
  const firstTech = (await tech.count()) > 0 ? await tap(page, tech, "open") : undefined;
  if (firstTech) await close(page, tech, firstTech.index);
  await close(page, services, firstServices.index);
  await page.waitForTimeout(1000);
  const taps = { [SERVICES]: { first: firstServices, settled: await tap(page, services, "open") } };
  if (!firstTech) return taps;
  await page.waitForTimeout(1000);
  return { ...taps, [TECH]: { first: firstTech, settled: await tap(page, tech, "open") } };
}

const MEASURES: Measure[] = [
  single("menu button", "phone", "open", (page, language) =>
    named(banner(page), exactly(COPY[language].nav.openMenu, COPY[language].nav.mobileMenu)),
  ),
  // Either language's name: once switched in place, the control names the other one.
  single("language switch", "phone", "language", (page) =>
    banner(page)
      .getByTestId("language-switch")
      .or(named(banner(page), exactly(esCommon.language.switchTo, enCommon.language.switchTo), { links: true }))
      .filter({ visible: true })
      .first(),
  ),
  single("first text field", "phone", "focus", (page) => leadForm(page).getByRole("textbox").filter({ visible: true }).first(), {
    formsOnly: true,
  }),
  single("first picker", "phone", "pick", (page) => leadForm(page).getByRole("combobox").filter({ visible: true }).first(), {
    formsOnly: true,
  }),
  { width: "desktop", controls: [SERVICES, TECH], run: tapDropdowns },
];

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/** The median of each figure over the visits. */
function row(route: string, language: Language, control: string, pairs: Pair[]): TapRow {
  const of = (figure: (pair: Pair) => number | null) => median(pairs.map((pair) => figure(pair) ?? Number.POSITIVE_INFINITY));
  return {
    route,
    language,
    control,
    first: of((pair) => pair.first.ms),
    settled: of((pair) => pair.settled.ms),
    inp: of((pair) => pair.first.inp),
    longestTask: of((pair) => pair.first.longestTask),
  };
}

const meetsGoal = (row: TapRow) => row.first <= GOAL_MS && row.first - row.settled <= GOAL_GAP_MS;

/** A figure in whole milliseconds; under its reporting threshold, "< threshold". */
export const ms = (value: number, threshold = 0) =>
  !Number.isFinite(value) ? "no reaction" : threshold > 0 && value < threshold ? `< ${threshold}` : String(Math.round(value));

function summarise(row: TapRow) {
  return `${row.route} ${row.language} ${row.control}: first ${ms(row.first)} ms, settled ${ms(row.settled)} ms, INP ${ms(row.inp, 16)} ms, longest task ${ms(row.longestTask, 50)} ms, ${meetsGoal(row) ? "pass" : "FAIL"}`;
}

/** The routes to measure: BENCH_ROUTES, or the bench's routes and the form pages. */
export function tapRoutes(): string[] {
  if (process.env.BENCH_ROUTES) return process.env.BENCH_ROUTES.split(",");
  return [...new Set([...ALL_ROUTES, ...FORM_ROUTES])];
}

export interface FirstTaps {
  rows: TapRow[];
  /** Each control some measured pages lack: those pages, and how many were looked at. */
  absent: Map<string, { pages: string[]; of: number }>;
  /** Measures that failed, and why. */
  failures: string[];
}

/** Measures every control of every route in both languages on the site at `origin`. */
export async function measureFirstTaps(origin: string, routes: string[]): Promise<FirstTaps> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: playwrightConfig.use?.launchOptions?.args,
  });
  const taps: FirstTaps = { rows: [], absent: new Map(), failures: [] };
  if (RUNS === 0) {
    await browser.close();
    return taps;
  }
  const address = (route: string, language: Language) => `${origin}${route}${route.includes("?") ? "&" : "?"}lang=${language}`;
  try {
    // The browser's first page pays for starting its processes: not measured.
    await (await visit(browser, address(routes[0] ?? "/", "es"), "phone", "es")).close();
    for (const route of routes) {
      for (const language of LANGUAGES) {
        for (const measure of MEASURES) {
          if (measure.formsOnly && !FORM_ROUTES.includes(route)) continue;
          const pairs = new Map<string, Pair[]>(measure.controls.map((control) => [control, []]));
          try {
            for (let run = 0; run < RUNS; run++) {
              const page = await visit(browser, address(route, language), measure.width, language);
              try {
                for (const [control, pair] of Object.entries(await measure.run(page, language))) pairs.get(control)?.push(pair);
              } finally {
                await page.close();
              }
            }
          } catch (error) {
            const failure = `${route} ${language} ${measure.controls.join(", ")}: ${(error as Error).message.split("\n")[0]}`;
            taps.failures.push(failure);
            console.warn(failure);
            continue;
          }
          for (const [control, got] of pairs) {
            const absent = taps.absent.get(control) ?? { pages: [], of: 0 };
            absent.of++;
            taps.absent.set(control, absent);
            if (got.length === 0) {
              absent.pages.push(`${route} ${language}`);
              console.warn(`${route} ${language}: no ${control}`);
              continue;
            }
            const result = row(route, language, control, got);
            taps.rows.push(result);
            console.log(summarise(result));
          }
        }
      }
    }
  } finally {
    await browser.close();
  }
  return taps;
}

/** The results table, in Markdown. */
export function tapTable({ rows, absent, failures }: FirstTaps): string[] {
  const missing = [...absent].filter(([, { pages }]) => pages.length > 0);
  return [
    `First tap: Chromium, touch, CPU 4× slower, 390 × 844 (the Services dropdown and its sub-menu at 1280 × 800); from the tap's \`pointerdown\` to the frame after the visible reaction, on a first visit loaded and idle, and the same tap settled a second after the control was closed; INP and the longest task are the first tap's${RUNS > 1 ? `; each figure the median of ${RUNS} visits` : ""}. Goal: first <= ${GOAL_MS} ms and within ${GOAL_GAP_MS} ms of settled.`,
    "",
    "| route | lang | control | first ms | settled ms | INP ms | longest task ms | goal |",
    "|---|---|---|---|---|---|---|---|",
    ...rows.map(
      (r) =>
        `| ${r.route} | ${r.language} | ${r.control} | ${ms(r.first)} | ${ms(r.settled)} | ${ms(r.inp, 16)} | ${ms(r.longestTask, 50)} | ${meetsGoal(r) ? "pass" : "fail"} |`,
    ),
    ...(missing.length > 0 || failures.length > 0 ? ["", "Not measured:", ""] : []),
    ...missing.map(([control, { pages, of }]) => `- ${control}: not on ${pages.length} of ${of} pages (${pages.join(", ")})`),
    ...failures.map((failure) => `- ${failure}`),
  ];
}

/** The summary lines: the worst first tap and how many meet the goal. */
export function tapSummary({ rows, failures }: FirstTaps): string[] {
  if (rows.length === 0) return ["first tap: nothing measured"];
  const worst = rows.reduce((a, b) => (b.first > a.first ? b : a));
  const passing = rows.filter(meetsGoal).length;
  return [
    `worst first tap: ${ms(worst.first)} ms, settled ${ms(worst.settled)} ms (${worst.route} ${worst.language} ${worst.control})`,
    `first taps within the goal (<= ${GOAL_MS} ms, within ${GOAL_GAP_MS} ms of settled): ${passing} of ${rows.length}${failures.length > 0 ? `, ${failures.length} not measured` : ""}, ${passing === rows.length && failures.length === 0 ? "pass" : "FAIL"}`,
  ];
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.BENCH_PORT ?? 3900);
  const site = process.env.BENCH_ORIGIN ? undefined : await startSite(port);
  try {
    const origin = process.env.BENCH_ORIGIN ?? `http://127.0.0.1:${port}`;
    const taps = await measureFirstTaps(origin, tapRoutes());
    const quick = await measureQuickTaps(origin, quickRoutes());
    console.log(
      `\n${tapTable(taps).join("\n")}\n\n${quickTable(quick).join("\n")}\n\n${[...tapSummary(taps), ...quickSummary(quick)].join("\n")}`,
    );
  } finally {
    site?.kill("SIGTERM");
  }
}
