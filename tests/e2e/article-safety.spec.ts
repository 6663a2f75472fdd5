import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, pageIdle, test } from "./fixtures";
import { E2E_PORT, type RunningServer, startServer } from "./production-server";

const hostile = [
  "<p>Texto legítimo.</p>",
  "<script>window.__pwned = 'script'</script>",
  '<img src="x" onerror="window.__pwned = \'onerror\'">',
  "<a href=\"javascript:window.__pwned='href'\">enlace</a>",
  '<svg><script>window.__pwned = "svg"</script></svg>',
  "<iframe srcdoc=\"<script>parent.__pwned='iframe'</script>\"></iframe>",
  "<p onclick=\"window.__pwned='click'\">Haz clic</p>",
].join("");

const article = (name: string, body: string) => ({
  Article_Name: name,
  Article_Name_EN: name,
  Article_body: body,
  Article_body_EN: body,
  Article_featured: false,
});

test.describe("an article carrying hostile HTML", () => {
  test.describe.configure({ timeout: 120_000 });
  let directory: string;
  let server: RunningServer;
  let origin: string;

  test.beforeAll(async () => {
    directory = mkdtempSync(path.join(tmpdir(), "article-safety-"));
    const file = path.join(directory, "articles.json");
    writeFileSync(file, JSON.stringify([article("Artículo hostil", hostile), article("Otro artículo", "<p>Normal</p>")]));
    server = await startServer({ port: E2E_PORT + 10, database: path.join(directory, "site.db"), settings: { PAGE_CACHE_SECONDS: "0" } });
    origin = server.url;
    // The operator's content CLI replaces the articles of the running site.
    server.content("import", "articles", file);
  });

  test.afterAll(async () => {
    await server?.stop();
    if (directory) rmSync(directory, { recursive: true, force: true });
  });

  test("is stored, served and rendered with nothing able to run", async ({ page }) => {
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const served = await (await page.request.get(`${origin}/api/articles`)).text();
    expect(served).not.toMatch(/<script|onerror|onclick|javascript:|<iframe/i);

    await page.goto(`${origin}/blog/article/1`);
    const body = page.getByTestId("article-body");
    await expect(body).toContainText("Texto legítimo.");
    const html = await body.innerHTML();
    expect(html).not.toMatch(/<script|onerror|onclick|javascript:|<iframe/i);
    await body.getByText("Haz clic").click();
    if (await body.getByRole("link", { name: "enlace" }).count()) await body.getByRole("link", { name: "enlace" }).click();
    await page.waitForLoadState("load");
    await pageIdle(page);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBeUndefined();
    expect(dialogs).toEqual([]);
  });
});
