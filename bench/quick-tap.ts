/**
 * The first tap as a visitor taps: the control scrolled into view and tapped
 * at once, with no pause for the page or its island, on a page just loaded
 * (its `load` event) and on a page left idle (1.5 s after its network went
 * quiet); then the same tap settled, once the page's island has hydrated and
 * a second has passed. Ten visits per control, route and language
 * (BENCH_QUICK_RUNS); the median and the worst of them are reported, beside
 * the median settled tap of the first three (BENCH_SETTLED_RUNS).
 * `npm run bench` runs it after the first-tap bench (bench/first-tap.ts);
 * `npm run bench:tap` runs both.
 *
 * The controls: the menu button and the language switch of every route, and
 * the first text field, the first picker and the submit button of every form
 * page. After the tap on the first text field, ten characters are typed at
 * once; once the island has hydrated, every one must be in the field, with
 * the focus and the caret where typing left them.
 *
 * The clock is bench/first-tap.ts's probe: from the tap's `pointerdown` to
 * the frame after the control's visible reaction (a submit reacts with the
 * post the browser starts, which the probe stops, or with the island's
 * messages). Beside it, the longest task between the `pointerdown` and that
 * frame: a task of the island's there is what made a tap wait.
 *
 * BENCH_QUICK_HTML=1 runs the same taps on the server's HTML alone, the
 * page's scripts held back, as a visitor without scripts gets it: what the
 * browser itself takes for a first tap and a settled one on this machine,
 * with no code of the site's in it. The difference between the two tables
 * is the site's.
 *
 * BENCH_QUICK_REFERENCE=1 runs them on bench/reference-page.ts instead of the
 * routes: the same controls on a page with nothing else, no script, no font,
 * no image. What they take there is this machine's browser alone, the floor
 * under any page's figures.
 */
import { type Browser, chromium, type Locator, type Page } from "@playwright/test";
import playwrightConfig from "../playwright.config.ts";
import {
  banner,
  close,
  COPY,
  exactly,
  islandHydrated,
  LANGUAGES,
  type Language,
  leadForm,
  median,
  ms,
  named,
  openProbed,
  type Probed,
  type Reaction,
  type Tap,
  touchContext,
  untilDone,
  warmDriver,
} from "./first-tap.ts";
import enCommon from "../app/locales/en/common.json";
import esCommon from "../app/locales/es/common.json";
import { REFERENCE_ROUTE, referencePage } from "./reference-page.ts";
import { ALL_ROUTES } from "./routes.ts";

/** Every page with a form (tests/e2e/forms-keyboard.spec.ts lists the same). */
export const FORM_PAGES = [
  "/",
  "/contact",
  "/work-with-us",
  "/contractors/work/apply",
  "/vma/gethired/hire",
  "/recruitment",
  "/contractors/consulting/apply",
  "/contractors/outsourcing/apply",
  "/techservices/adquire",
  "/vma/specialist/hire",
  "/financials/adquire",
];

const RUNS = Math.max(0, Number(process.env.BENCH_QUICK_RUNS ?? 10));
/** The settled tap, the same on every visit, is measured on the first few of them only (its median): it halves a visit. */
const SETTLED_RUNS = Math.max(1, Number(process.env.BENCH_SETTLED_RUNS ?? 3));
const GOAL_MS = 100;
const GOAL_GAP_MS = 30;
const TYPED = "abcdefghij";
/** The page's scripts held back: the browser with the HTML alone. */
const HTML_ONLY = process.env.BENCH_QUICK_HTML === "1";
/** The reference page in place of the routes: the controls with nothing else. */
const REFERENCE = process.env.BENCH_QUICK_REFERENCE === "1";
/** No island to wait for: the settled tap is the same tap a second after the first. */
const NO_ISLAND = HTML_ONLY || REFERENCE;
/** How long a page is left after its network went quiet before an "idle" tap. */
const IDLE_MS = 1500;

type Moment = "load" | "idle";
const MOMENTS: Moment[] = ["load", "idle"];

interface Control {
  label: string;
  reaction: Reaction;
  formsOnly: boolean;
  find: (page: Page) => Locator;
}

const CONTROLS: Control[] = [
  {
    label: "menu button",
    reaction: "open",
    formsOnly: false,
    find: (page) =>
      named(banner(page), exactly(COPY.es.nav.openMenu, COPY.es.nav.mobileMenu, COPY.en.nav.openMenu, COPY.en.nav.mobileMenu)),
  },
  {
    label: "language switch",
    reaction: "language",
    formsOnly: false,
    find: (page) =>
      banner(page)
        .getByTestId("language-switch")
        .or(named(banner(page), exactly(esCommon.language.switchTo, enCommon.language.switchTo), { links: true }))
        .filter({ visible: true })
        .first(),
  },
  {
    label: "first text field",
    reaction: "focus",
    formsOnly: true,
    find: (page) => leadForm(page).getByRole("textbox").filter({ visible: true }).first(),
  },
  {
    label: "first picker",
    reaction: "pick",
    formsOnly: true,
    find: (page) => leadForm(page).getByRole("combobox").filter({ visible: true }).first(),
  },
  {
    label: "submit button",
    reaction: "submit",
    formsOnly: true,
    find: (page) => leadForm(page).locator('button[type="submit"]').filter({ visible: true }).first(),
  },
];

/** One visit's figures. */
interface Visit {
  first: Tap;
  /** Measured on the first SETTLED_RUNS visits. */
  settled?: Tap;
  /** For the first text field: the ten characters typed at once, as the field holds them once the island has hydrated. */
  typed?: { kept: boolean; focused: boolean; caret: boolean };
}

export interface QuickRow {
  route: string;
  language: Language;
  control: string;
  moment: Moment;
  firstMedian: number;
  firstWorst: number;
  settledMedian: number;
  /** The longest task between a pointerdown and its answer, over the visits. */
  blockingWorst: number;
  /** Visits whose typed characters were all kept, focus and caret in place; undefined when nothing was typed. */
  typedKept?: { kept: number; of: number };
  runs: number;
}

/** Scrolls the control to the middle of the screen and taps it at once; the probe's figures. */
async function tapAtOnce(page: Page, control: Locator, reaction: Reaction): Promise<Tap & { index: number }> {
  await control.evaluate((element) => element.scrollIntoView({ block: "center" }));
  const box = await control.boundingBox();
  if (!box) throw new Error("the control is not on the screen");
  await warmDriver(page);
  const index = await page.evaluate((armed) => (window as unknown as Probed).__firstTap.arm(armed), reaction);
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  return { ...(await readTap(page, index)), index };
}

async function readTap(page: Page, index: number): Promise<Tap> {
  await untilDone(page, index);
  // Event Timing and long task entries arrive after the frame.
  await page.waitForTimeout(300);
  return page.evaluate((i) => (window as unknown as Probed).__firstTap.read(i), index);
}

async function visit(
  browser: Browser,
  url: string,
  language: Language,
  control: Control,
  moment: Moment,
  { settle }: { settle: boolean },
): Promise<Visit | undefined> {
  const context = await touchContext(browser, "phone", language);
  try {
    if (HTML_ONLY) await context.route("**/assets/*.js", (route) => route.abort());
    if (REFERENCE)
      await context.route(`**${REFERENCE_ROUTE}?*`, (route) =>
        route.fulfill({ contentType: "text/html; charset=utf-8", body: referencePage(language) }),
      );
    const { page, idle } = await openProbed(context, url);
    if (moment === "idle") {
      await idle();
      await page.waitForTimeout(IDLE_MS);
    }
    const found = control.find(page);
    if ((await found.count()) === 0) return undefined;
    const first = await tapAtOnce(page, found, control.reaction);
    let typed: Visit["typed"];
    if (control.reaction === "focus") {
      await page.keyboard.type(TYPED);
      if (!NO_ISLAND) await islandHydrated(found);
      // The island's last switches wait for a task of their own after the last key press.
      await page.waitForTimeout(500);
      typed = await found.evaluate((field, text) => {
        const input = field as HTMLInputElement;
        return {
          kept: input.value === text,
          focused: document.activeElement === input,
          caret: input.selectionStart === text.length && input.selectionEnd === text.length,
        };
      }, TYPED);
    }
    if (!settle) return { first, typed };
    // A language switch and a submit have nothing to close: the probe stopped what they started.
    if (control.reaction !== "language" && control.reaction !== "submit") await close(page, found, first.index);
    else await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur?.());
    if (!NO_ISLAND) await islandHydrated(found);
    await page.waitForTimeout(1000);
    const settled = await tapAtOnce(page, found, control.reaction);
    return { first, settled, typed };
  } finally {
    await context.close();
  }
}

const worst = (values: number[]) => Math.max(...values);

/** Every control of every route, at both moments, in both languages. */
export async function measureQuickTaps(origin: string, routes: string[]): Promise<{ rows: QuickRow[]; failures: string[] }> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: playwrightConfig.use?.launchOptions?.args,
  });
  const rows: QuickRow[] = [];
  const failures: string[] = [];
  if (RUNS === 0) {
    await browser.close();
    return { rows, failures };
  }
  const address = (route: string, language: Language) => `${origin}${route}${route.includes("?") ? "&" : "?"}lang=${language}`;
  try {
    for (const route of routes) {
      for (const language of LANGUAGES) {
        for (const control of CONTROLS) {
          if (control.formsOnly && !FORM_PAGES.includes(route) && route !== REFERENCE_ROUTE) continue;
          for (const moment of MOMENTS) {
            const visits: Visit[] = [];
            try {
              for (let run = 0; run < RUNS; run++) {
                const got = await visit(browser, address(route, language), language, control, moment, { settle: run < SETTLED_RUNS });
                if (got) visits.push(got);
              }
            } catch (error) {
              const failure = `${route} ${language} ${control.label} (${moment}): ${(error as Error).message.split("\n")[0]}`;
              failures.push(failure);
              console.warn(failure);
              continue;
            }
            if (visits.length === 0) continue;
            const first = visits.map((visit) => visit.first.ms ?? Number.POSITIVE_INFINITY);
            const typedVisits = visits.filter((visit) => visit.typed);
            const row: QuickRow = {
              route,
              language,
              control: control.label,
              moment,
              firstMedian: median(first),
              firstWorst: worst(first),
              settledMedian: median(visits.flatMap(({ settled }) => (settled ? [settled.ms ?? Number.POSITIVE_INFINITY] : []))),
              blockingWorst: worst(visits.map((visit) => visit.first.blockingTask)),
              typedKept:
                typedVisits.length > 0
                  ? {
                      kept: typedVisits.filter(({ typed }) => typed?.kept && typed.focused && typed.caret).length,
                      of: typedVisits.length,
                    }
                  : undefined,
              runs: visits.length,
            };
            rows.push(row);
            console.log(summarise(row));
          }
        }
      }
    }
  } finally {
    await browser.close();
  }
  return { rows, failures };
}

export const quickMeetsGoal = (row: QuickRow) =>
  row.firstWorst <= GOAL_MS &&
  row.firstWorst - row.settledMedian <= GOAL_GAP_MS &&
  row.blockingWorst === 0 &&
  (row.typedKept === undefined || row.typedKept.kept === row.typedKept.of);

const typedText = (row: QuickRow) => (row.typedKept ? `${row.typedKept.kept}/${row.typedKept.of}` : "");

function summarise(row: QuickRow) {
  return `${row.route} ${row.language} ${row.control} (${row.moment}): first median ${ms(row.firstMedian)} ms, worst ${ms(row.firstWorst)} ms, settled ${ms(row.settledMedian)} ms, long task before the answer ${ms(row.blockingWorst, 50)} ms${row.typedKept ? `, typed kept ${typedText(row)}` : ""}, ${quickMeetsGoal(row) ? "pass" : "FAIL"}`;
}

/** The results table, in Markdown. */
export function quickTable({ rows, failures }: { rows: QuickRow[]; failures: string[] }): string[] {
  return [
    `First tap at once${HTML_ONLY ? ", on the HTML alone (the page's scripts held back)" : ""}${REFERENCE ? ", on the reference page (the controls alone: bench/reference-page.ts)" : ""}: Chromium, touch, CPU 4× slower, 390 × 844; the control scrolled into view and tapped with no pause, on a page just loaded ("load") and on one idle ${IDLE_MS / 1000} s after its network went quiet ("idle"); ${RUNS} visits each, the median and the worst; settled: the same tap ${NO_ISLAND ? "a second after the first" : "once the island has hydrated"}, the median of the first ${Math.min(SETTLED_RUNS, RUNS)} visits. Typed: ${TYPED.length} characters typed right after the tap on the first field, all in the field with focus and caret in place${NO_ISLAND ? "" : " once the island has hydrated"}. Goal: worst <= ${GOAL_MS} ms and within ${GOAL_GAP_MS} ms of settled, no long task between the pointerdown and the answer, every character kept.`,
    "",
    "| route | lang | control | moment | first median ms | first worst ms | settled ms | long task before the answer ms | typed kept | goal |",
    "|---|---|---|---|---|---|---|---|---|---|",
    ...rows.map(
      (r) =>
        `| ${r.route} | ${r.language} | ${r.control} | ${r.moment} | ${ms(r.firstMedian)} | ${ms(r.firstWorst)} | ${ms(r.settledMedian)} | ${ms(r.blockingWorst, 50)} | ${typedText(r)} | ${quickMeetsGoal(r) ? "pass" : "fail"} |`,
    ),
    ...(failures.length > 0 ? ["", "Not measured:", "", ...failures.map((failure) => `- ${failure}`)] : []),
  ];
}

export function quickSummary({ rows, failures }: { rows: QuickRow[]; failures: string[] }): string[] {
  if (rows.length === 0) return ["first tap at once: nothing measured"];
  const slowest = rows.reduce((a, b) => (b.firstWorst > a.firstWorst ? b : a));
  const passing = rows.filter(quickMeetsGoal).length;
  const typed = rows.flatMap((row) => (row.typedKept ? [row.typedKept] : []));
  return [
    `worst first tap at once: ${ms(slowest.firstWorst)} ms, settled ${ms(slowest.settledMedian)} ms (${slowest.route} ${slowest.language} ${slowest.control}, ${slowest.moment})`,
    `typing right after the tap: ${typed.reduce((sum, t) => sum + t.kept, 0)} of ${typed.reduce((sum, t) => sum + t.of, 0)} visits kept every character`,
    `first taps at once within the goal: ${passing} of ${rows.length}${failures.length > 0 ? `, ${failures.length} not measured` : ""}, ${passing === rows.length && failures.length === 0 ? "pass" : "FAIL"}`,
  ];
}

/** The routes: the reference page alone, BENCH_ROUTES, or the bench's routes and every form page. */
export function quickRoutes(): string[] {
  if (REFERENCE) return [REFERENCE_ROUTE];
  if (process.env.BENCH_ROUTES) return process.env.BENCH_ROUTES.split(",");
  return [...new Set([...ALL_ROUTES, ...FORM_PAGES])];
}
