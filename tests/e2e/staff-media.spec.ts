import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { promisify } from "node:util";
import { sanitizeHtml } from "../../server/content/sanitize-html";
import { expect, type Page, test } from "./fixtures";
import { STAFF_COPY } from "./staff-support";

/**
 * The content editor's parts in Chromium against the production build (the staff area's
 * "content" script at /staff/assets/content.js, the /media/ route, the public CSS): the article
 * editor (TipTap) and an image field in a staff form, and an uploaded photo on a public page.
 * The form and the page are made by the server's own components (tests/e2e/media-fixture.tsx)
 * and served through the browser's router at addresses of the site, so that the site's own files load.
 */
const port = Number(process.env.E2E_PORT ?? 3210);
const database = process.env.E2E_DATABASE ?? "/tmp/e2e-site.db";
const SITE_URL = `http://localhost:${port}`;
const root = path.resolve(import.meta.dirname, "../..");
const run = promisify(execFile);

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

async function axeViolations(page: Page, include?: string): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  const found = await page.evaluate(async (selector) => {
    const axe = (
      window as unknown as {
        axe: { run: (context: unknown, options: object) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> };
      }
    ).axe;
    const result = await axe.run(selector ? { include: [selector] } : document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"] },
    });
    return result.violations;
  }, include);
  return found.map((violation) => `${violation.id} at ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}

interface Fixture {
  id: string;
  picture: string;
  form: string;
}

async function fixture(language: "es" | "en"): Promise<Fixture> {
  const { stdout } = await run(
    process.execPath,
    ["--import", "tsx", path.join(root, "tests/e2e/media-fixture.tsx"), `sqlite:${database}`, language],
    {
      cwd: root,
      env: { ...process.env, LOG_LEVEL: "silent" },
    },
  );
  return JSON.parse(stdout.trim().split("\n").at(-1) ?? "{}") as Fixture;
}

const staffPage = (language: string, form: string) => `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><title>Editor</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="/staff/assets/staff.css">
<script type="module" src="/staff/assets/content.js"></script></head>
<body><main id="main"><h1>Editor</h1>${form}</main></body></html>`;

test("the article editor: a toolbar reached by keyboard, bold and a list, and the post carries sanitised HTML (es)", async ({ page }) => {
  test.setTimeout(60_000);
  const copy = STAFF_COPY.es.content;
  const { form } = await fixture("es");
  let posted = "";
  await page.route(`${SITE_URL}/staff/content/articles/fixture`, async (route) => {
    if (route.request().method() === "POST") {
      posted = route.request().postDataBuffer()?.toString("utf8") ?? "";
      return route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>ok</title><p>ok</p>" });
    }
    return route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: staffPage("es", form) });
  });
  await page.goto(`${SITE_URL}/staff/content/articles/fixture`);

  const editor = page.getByRole("textbox", { name: "Cuerpo del artículo" });
  await expect(editor).toBeVisible();
  await expect(page.locator("textarea[data-rich-text]")).toBeHidden();
  const toolbar = page.getByRole("toolbar", { name: copy.richText.toolbar });
  const bold = toolbar.getByRole("button", { name: copy.richText.bold });
  await expect(bold).toHaveAttribute("aria-pressed", "false");

  // Type at the end, make a word bold from the keyboard through the toolbar, then a list.
  await editor.click();
  await page.keyboard.press("End");
  await page.keyboard.type(" mundo");
  await page.keyboard.press("Shift+Home");
  // Shift+Tab from the editor is the toolbar's one tab stop; arrows move within it.
  await page.keyboard.press("Shift+Tab");
  await expect(toolbar.getByRole("button", { name: copy.richText.heading2 })).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect(bold).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(bold).toHaveAttribute("aria-pressed", "true");
  await editor.click();
  await page.keyboard.press("End");
  await page.keyboard.press("Enter");
  await toolbar.getByRole("button", { name: copy.richText.bulletList }).click();
  await page.keyboard.type("uno");
  await expect(toolbar.getByRole("button", { name: copy.richText.bulletList })).toHaveAttribute("aria-pressed", "true");

  const body = await page.locator("textarea[data-rich-text]").inputValue();
  expect(body).toBe("<p><strong>Hola mundo</strong></p><ul><li><p>uno</p></li></ul>");
  expect(await axeViolations(page, "main")).toEqual([]);

  await page.getByLabel(STAFF_COPY.es.content.media.altEn).fill("A gradient");
  await page.getByRole("button", { name: "Guardar borrador" }).click();
  await expect.poll(() => posted).toContain("Article_body");
  const article = /name="Article_body"\r\n\r\n([\s\S]*?)\r\n--/.exec(posted)?.[1] ?? "";
  expect(article).toBe(body);
  // What the site's article policy keeps is what was posted: nothing for the server to strip.
  expect(sanitizeHtml(article)).toBe(article);
  expect(posted).toContain('name="Article_img.altEn"\r\n\r\nA gradient');
});

test("an image field: a click on the picture sets the focal point; no axe violations (en)", async ({ page }) => {
  const copy = STAFF_COPY.en.content.media;
  const { form, id } = await fixture("en");
  await page.route(`${SITE_URL}/staff/content/articles/fixture`, (route) =>
    route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: staffPage("en", form) }),
  );
  await page.goto(`${SITE_URL}/staff/content/articles/fixture`);
  const picture = page.locator(`[data-focus-frame] img[src="/media/${id}/320.jpg"]`);
  await expect(picture).toBeVisible();
  await expect(page.getByLabel(copy.altEs)).toHaveValue("Un degradado de colores");
  await expect(page.getByLabel(copy.altEn)).toHaveAttribute("required", "");
  const box = await picture.boundingBox();
  if (!box) throw new Error("no picture");
  await picture.click({ position: { x: box.width * 0.8, y: box.height * 0.25 } });
  await expect(page.getByLabel(copy.focusX)).toHaveValue("80");
  await expect(page.getByLabel(copy.focusY)).toHaveValue("25");
  expect(await axeViolations(page, "main")).toEqual([]);
});

test("an uploaded photo on a public page: the browser fetches AVIF at the width it needs, and the page does not move", async ({ page }) => {
  const { picture, id } = await fixture("es");
  const fetched: Array<{ url: string; type: string | null }> = [];
  page.on("response", (response) => {
    if (response.url().includes("/media/"))
      fetched.push({ url: new URL(response.url()).pathname, type: response.headers()["content-type"] ?? null });
  });
  const css = await page.request
    .get(`${SITE_URL}/`)
    .then(async (response) => /href="(\/assets\/[^"]+\.css)"/.exec(await response.text())?.[1]);
  await page.route(`${SITE_URL}/media-fixture`, (route) =>
    route.fulfill({
      status: 200,
      contentType: "text/html; charset=utf-8",
      body: `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Foto</title>${css ? `<link rel="stylesheet" href="${css}">` : ""}</head><body><main><h1>Foto</h1><div style="width: 640px">${picture.replace("<img ", '<img style="width: 100%; height: auto" ')}</div><p id="after">Después</p></main></body></html>`,
    }),
  );
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${SITE_URL}/media-fixture`);
  const image = page.getByRole("img", { name: "Un degradado de colores" });
  // Its box is reserved from its width and height before a byte of it arrives.
  const before = await page.locator("#after").boundingBox();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
  const after = await page.locator("#after").boundingBox();
  expect(after?.y).toBe(before?.y);
  expect(await image.getAttribute("width")).toBe("800");
  expect(await image.getAttribute("height")).toBe("500");
  const current = await image.evaluate((element: HTMLImageElement) => new URL(element.currentSrc).pathname);
  expect(current).toMatch(new RegExp(`^/media/${id}/(640|960|1280|1600)\\.avif$`));
  expect(fetched.find((response) => response.url === current)?.type).toBe("image/avif");
  expect(fetched.some((response) => response.url.endsWith(".jpg"))).toBe(false);
});
