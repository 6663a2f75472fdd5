import { type APIRequestContext, expect, test } from "./fixtures";
import type { Vacancy } from "../../contracts/lists";
import { copy, type Language, ROUTES } from "./site-map";

const LANGUAGES: Language[] = ["es", "en"];

type JsonLd = Record<string, unknown> & { "@type"?: string };

/** Every JSON-LD object of a server-rendered page, arrays flattened. */
function structuredData(html: string): JsonLd[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].flatMap(
    ([, json]) => [JSON.parse(json ?? "null")].flat() as JsonLd[],
  );
}

function decodeHtml(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** The content of `<meta property|name="key">`, as a crawler reads it. */
function metaContent(html: string, key: string): string | undefined {
  const tag = new RegExp(`<meta (?:property|name)="${key.replace(/[.:]/g, "\\$&")}" content="([^"]*)"`).exec(html);
  return tag?.[1] === undefined ? undefined : decodeHtml(tag[1]);
}

function titleOf(html: string): string | undefined {
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
  return title === undefined ? undefined : decodeHtml(title);
}

for (const language of LANGUAGES) {
  test(`/work-with-us in ${language} describes each open vacancy as a JobPosting`, async ({ request, baseURL }) => {
    const vacancies: Vacancy[] = await (await request.get("/api/vacancies")).json();
    expect(vacancies.length).toBeGreaterThan(0);
    const response = await request.get("/work-with-us", { headers: { Cookie: `language=${language}` } });
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<html lang="${language}"`);
    const data = structuredData(html);
    const brand = data.find((item) => item["@type"] === "Organization")?.name;
    expect(brand).toBeTruthy();
    const postings = data.filter((item) => item["@type"] === "JobPosting");
    expect(postings).toHaveLength(vacancies.length);
    const summary = copy(language, "work", "main.jobPosting.summary");

    for (const vacancy of vacancies) {
      const posting = postings.find((item) => (item.identifier as { value?: string } | undefined)?.value === vacancy.vacancyGUID);
      expect(posting, vacancy.vacancyName).toBeDefined();
      expect(posting).toMatchObject({
        "@context": "https://schema.org",
        title: vacancy.vacancyName.trim(),
        datePosted: vacancy.datePosted,
        hiringOrganization: { "@type": "Organization", name: brand, url: baseURL, logo: `${baseURL}/favicon.svg` },
        jobLocationType: "TELECOMMUTE",
        applicantLocationRequirements: { "@type": "Country", name: expect.any(String) },
        directApply: true,
        url: `${baseURL}/work-with-us?lang=${language}`,
      });
      expect(posting?.datePosted).toMatch(/^\d{4}-\d{2}-\d{2}/);
      // The description is written in the page's language, around the vacancy's own name.
      const intro = summary.replace("{{brand}}", String(brand)).replace("{{title}}", vacancy.vacancyName.trim());
      expect(posting?.description).toContain(`<p>${intro.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")}</p>`);
      expect(posting).not.toHaveProperty("baseSalary");
    }
  });
}

test("the JobPostings survive hydration and follow a language switch", async ({ page }) => {
  const descriptions = async () =>
    (await page.locator('script[type="application/ld+json"]').allTextContents())
      .flatMap((json) => [JSON.parse(json)].flat() as JsonLd[])
      .filter((item) => item["@type"] === "JobPosting")
      .map((item) => String(item.description));
  await page.goto("/work-with-us");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  const spanish = await descriptions();
  expect(spanish.length).toBeGreaterThan(0);
  expect(spanish.every((description) => description.includes(copy("es", "work", "main.jobPosting.remote")))).toBe(true);

  await page.getByRole("link", { name: "English", exact: true }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect
    .poll(async () => (await descriptions()).filter((text) => text.includes(copy("en", "work", "main.jobPosting.remote"))))
    .toHaveLength(spanish.length);
});

test("the social card is a 1200×630 PNG under 200 KB", async ({ request }) => {
  const response = await request.get("/social-card.png");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/png");
  const png = await response.body();
  expect(png.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(true);
  expect(png.toString("ascii", 12, 16)).toBe("IHDR");
  expect({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) }).toEqual({ width: 1200, height: 630 });
  expect(png.length).toBeLessThan(200 * 1024);
});

for (const language of LANGUAGES) {
  test.describe(`social cards in ${language}`, () => {
    const page = async (request: APIRequestContext, path: string) =>
      (await request.get(path, { headers: { Cookie: `language=${language}` } })).text();

    for (const route of ROUTES) {
      test(`${route.path} carries the social card and its title`, async ({ request, baseURL }) => {
        const html = await page(request, route.path);
        const title = titleOf(html);
        expect(title).toBeTruthy();
        expect(metaContent(html, "og:title")).toBe(title);
        expect(metaContent(html, "og:image")).toBe(`${baseURL}/social-card.png`);
        expect(metaContent(html, "og:image:width")).toBe("1200");
        expect(metaContent(html, "og:image:height")).toBe("630");
        expect(metaContent(html, "og:image:alt")).toBeTruthy();
        expect(metaContent(html, "twitter:card")).toBe("summary_large_image");
        expect(metaContent(html, "twitter:title")).toBe(title);
        expect(metaContent(html, "twitter:description")).toBe(metaContent(html, "description"));
        expect(metaContent(html, "twitter:image")).toBe(`${baseURL}/social-card.png`);
      });
    }

    test("no two routes share a title", async ({ request }) => {
      test.slow();
      const titles = await Promise.all(ROUTES.map(async (route) => titleOf(await page(request, route.path))));
      const repeated = titles.filter((title, index) => titles.indexOf(title) !== index);
      expect(repeated).toEqual([]);
      expect(titles.every(Boolean)).toBe(true);
    });
  });
}
