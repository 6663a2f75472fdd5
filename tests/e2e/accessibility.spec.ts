import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, type Page, test } from "./fixtures";
import { ROUTES } from "./site-map";

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[] }>;
}

async function violations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  const found = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> } })
      .axe;
    const result = await axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"] },
    });
    return result.violations;
  });
  return found.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} at ${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 3)
        .join(", ")}`,
  );
}

/**
 * The page's CSP would block the injected checker; it is a test tool, not the site. The route is removed when
 * the test ends: a request the page starts late (a preload once idle) may still be in it then, and must not
 * fail the test ("route.fetch: Test ended").
 */
async function withoutCsp(page: Page) {
  await page.context().route("**/*", async (route) => {
    const response = await route.fetch();
    const headers = { ...response.headers() };
    delete headers["content-security-policy"];
    await route.fulfill({ response, headers });
  });
}

test.afterEach(async ({ page }) => {
  await page.context().unrouteAll({ behavior: "ignoreErrors" });
});

const pages = [...ROUTES.map((route) => route.path), "/blog/article/1", "/no-such-page"];

for (const language of ["es", "en"] as const) {
  test.describe(`accessibility in ${language}`, () => {
    for (const path of pages) {
      test(`${path} has no axe violations`, async ({ page }) => {
        await withoutCsp(page);
        await page.goto(`${path}${path.includes("?") ? "&" : "?"}lang=${language}`);
        await page.waitForLoadState("networkidle");
        expect(await violations(page)).toEqual([]);
      });
    }
  });
}

test("the phone menu has no axe violations when open", async ({ page }) => {
  await withoutCsp(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await page.getByRole("button", { name: "Abrir menú" }).click();
  // The group's <summary>, which has no role of its own in Playwright's tree.
  await page.getByRole("dialog").getByText("Servicios", { exact: true }).click();
  expect(await violations(page)).toEqual([]);
});
