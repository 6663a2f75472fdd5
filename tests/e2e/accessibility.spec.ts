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

const pages = [...ROUTES.map((route) => route.path), "/blog/article/1", "/no-such-page"];

for (const language of ["es", "en"] as const) {
  test.describe(`accessibility in ${language}`, () => {
    for (const path of pages) {
      test(`${path} has no axe violations`, async ({ page }) => {
        // The page's CSP would block the injected checker; it is a test tool, not the site.
        await page.context().route("**/*", async (route) => {
          const response = await route.fetch();
          const headers = { ...response.headers() };
          delete headers["content-security-policy"];
          await route.fulfill({ response, headers });
        });
        await page.goto(`${path}${path.includes("?") ? "&" : "?"}lang=${language}`);
        await page.waitForLoadState("networkidle");
        expect(await violations(page)).toEqual([]);
  await page.unrouteAll({ behavior: "ignoreErrors" });
        // A request the page starts late (a preload once idle) may still be in the route when the test ends.
        await page.unrouteAll({ behavior: "ignoreErrors" });
      });
    }
  });
}

test("the phone menu has no axe violations when open", async ({ page }) => {
  await page.context().route("**/*", async (route) => {
    const response = await route.fetch();
    const headers = { ...response.headers() };
    delete headers["content-security-policy"];
    await route.fulfill({ response, headers });
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await page.getByRole("button", { name: "Abrir menú" }).click();
  // The group's <summary>, which has no role of its own in Playwright's tree.
  await page.getByRole("dialog").getByText("Servicios", { exact: true }).click();
  expect(await violations(page)).toEqual([]);
});
