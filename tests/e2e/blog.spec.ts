import { expect, test } from "./fixtures";
import type { Article } from "../../contracts/lists";
import { asHtml, copy } from "./site-map";

test.describe("blog", () => {
  let articles: Article[];
  test.beforeAll(async ({ request }) => {
    articles = await (await request.get("/api/articles")).json();
    expect(articles.length).toBeGreaterThan(9);
  });

  test("lists nine articles a page, with featured articles and pagination in the URL", async ({ page, request }) => {
    const html = await (await request.get("/blog", { headers: { Cookie: "language=es" } })).text();
    expect(html).toContain(asHtml(articles[0]!.Article_Name));

    await page.goto("/blog");
    const latest = page.getByTestId("blog-latest");
    await expect(latest.getByTestId("article-card")).toHaveCount(9);
    if (articles.some((article) => article.Article_featured))
      await expect(page.getByTestId("blog-featured").getByTestId("article-card").first()).toBeVisible();
    for (const card of await latest.getByTestId("article-card").all()) {
      const text = ((await card.locator("p").textContent()) ?? "").trim();
      expect([...text].length).toBeLessThanOrEqual(80);
      await expect(card.locator("img")).toHaveAttribute("width", /\d+/);
    }

    const nav = page.getByRole("navigation", { name: copy("es", "blog", "listView.pagination.label") });
    await expect(nav.getByRole("button", { name: copy("es", "blog", "listView.pagination.previous") })).toBeDisabled();
    await expect(nav.getByRole("link", { name: "Página 1", exact: true })).toHaveAttribute("aria-current", "page");
    await nav.getByRole("link", { name: copy("es", "blog", "listView.pagination.next") }).click();
    await expect(page).toHaveURL(/\/blog\?page=2$/);
    const lastPage = Math.ceil(articles.length / 9);
    const onPage2 = Math.min(9, articles.length - 9);
    await expect(latest.getByTestId("article-card")).toHaveCount(onPage2);
    await expect(latest.getByRole("heading", { name: articles[9]!.Article_Name })).toBeVisible();
    if (lastPage === 2) await expect(nav.getByRole("button", { name: copy("es", "blog", "listView.pagination.next") })).toBeDisabled();

    // The list follows a change of language and stays on its page.
    await page.getByTestId("language-switch").click();
    await expect(page).toHaveURL(/\/blog\?page=2$/);
    await expect(latest.getByRole("heading", { name: articles[9]!.Article_Name_EN })).toBeVisible();
    await page
      .getByRole("navigation", { name: copy("en", "blog", "listView.pagination.label") })
      .getByRole("link", { name: "Page 1", exact: true })
      .click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test("pagination reaches the third page, by its number and by next, and stops at the last", async ({ page }) => {
    const lastPage = Math.ceil(articles.length / 9);
    // The sample content fills more than two pages.
    expect(lastPage).toBeGreaterThanOrEqual(3);
    const latest = page.getByTestId("blog-latest");
    const nav = page.getByRole("navigation", { name: copy("es", "blog", "listView.pagination.label") });
    const next = copy("es", "blog", "listView.pagination.next");
    await page.goto("/blog");
    await nav.getByRole("link", { name: "Página 3", exact: true }).click();
    await expect(page).toHaveURL(/\/blog\?page=3$/);
    await expect(nav.getByRole("link", { name: "Página 3", exact: true })).toHaveAttribute("aria-current", "page");
    await expect(latest.getByTestId("article-card")).toHaveCount(Math.min(9, articles.length - 18));
    await expect(latest.getByTestId("article-card").first().getByRole("heading")).toHaveText(articles[18]!.Article_Name);
    await expect(page.getByTestId("blog-featured")).toHaveCount(0);

    await page.goto("/blog?page=2");
    await nav.getByRole("link", { name: next }).click();
    await expect(page).toHaveURL(/\/blog\?page=3$/);
    await expect(latest.getByRole("heading", { name: articles[18]!.Article_Name })).toBeVisible();
    if (lastPage === 3) await expect(nav.getByRole("button", { name: next })).toBeDisabled();
  });

  test("a page number out of range lands on the nearest page", async ({ page }) => {
    await page.goto("/blog?page=999");
    const lastPage = Math.ceil(articles.length / 9);
    await expect(page.getByRole("link", { name: `Página ${lastPage}`, exact: true })).toHaveAttribute("aria-current", "page");
    await page.goto("/blog?page=-3");
    await expect(page.getByRole("link", { name: "Página 1", exact: true })).toHaveAttribute("aria-current", "page");
  });

  test("an article shows its body, four other articles and three share links", async ({ browser, request }) => {
    const context = await browser.newContext({ locale: "en-US" });
    const page = await context.newPage();
    const response = await request.get("/blog/article/2", { headers: { Cookie: "language=en" } });
    expect(response.status()).toBe(200);
    await page.goto("/blog/article/2");
    const article = articles[1]!;
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(article.Article_Name_EN);
    await expect(page.getByTestId("article-body")).not.toBeEmpty();
    const latest = page.getByTestId("latest-news").getByTestId("article-card");
    await expect(latest).toHaveCount(4);
    await expect(latest.getByRole("heading", { name: article.Article_Name_EN })).toHaveCount(0);
    for (const card of await latest.all())
      expect([...((await card.locator("p").textContent()) ?? "").trim()].length).toBeLessThanOrEqual(100);

    const shares = page.getByTestId("share-link");
    await expect(shares).toHaveCount(3);
    const url = encodeURIComponent(new URL("/blog/article/2", page.url()).href);
    const hrefs = await shares.evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs[0]).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${url}`);
    expect(hrefs[1]).toBe(`https://x.com/intent/post?url=${url}&text=${encodeURIComponent(article.Article_Name_EN)}`);
    expect(hrefs[2]).toBe(`https://www.facebook.com/sharer/sharer.php?u=${url}`);

    // A latest-news link leads to that article, which a change of language keeps.
    const next = await latest.first().getByRole("link").getAttribute("href");
    await latest.first().getByRole("link").click();
    await expect(page).toHaveURL(new RegExp(`${next}$`));
    const nextArticle = articles[Number(next!.split("/").pop()) - 1]!;
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(nextArticle.Article_Name_EN);
    await page.getByTestId("language-switch").click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(nextArticle.Article_Name);
    await context.close();
  });

  test("an article id out of range is a 404 page", async ({ request, page }) => {
    expect((await request.get(`/blog/article/${articles.length + 1}`)).status()).toBe(404);
    expect((await request.get("/blog/article/1abc")).status()).toBe(404);
    const response = await page.goto(`/blog/article/${articles.length + 5}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy("es", "common", "notFound.title"));
  });
});
