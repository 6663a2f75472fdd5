import sharp from "sharp";
import { expect, type Page, test } from "./fixtures";
import { lastLine, STAFF_COPY, staffCli } from "./staff-support";

/**
 * The team and the partners replaced in the editor, with uploaded photos: an editor replaces the last
 * team member (name, role in both languages, a portrait uploaded as a JPEG) and the last partner (name,
 * logo, link), publishes, and the about and home pages show them at the next request in both languages.
 * It changes what the other specs read of the sample people and partners, so it runs after them
 * (its own project in playwright.config.ts).
 */
const port = Number(process.env.E2E_PORT ?? 3210);
const database = process.env.E2E_DATABASE ?? "/tmp/e2e-site.db";
const SITE_URL = `http://localhost:${port}`;
const CLI_ENV = { DATABASE_URL: `sqlite:${database}`, SITE_URL };
const copy = STAFF_COPY.es;
const SHOTS = "/tmp/shots-people";

async function signInAsEditor(page: Page) {
  const email = `editor-${Date.now().toString(36)}@example.com`;
  const link = lastLine(await staffCli(["invite", email, "--role", "editor", "--name", "Eva"], CLI_ENV));
  await page.goto(link);
  await page.getByRole("button", { name: copy.link.continue }).click();
  await expect(page).toHaveURL(/\/staff\/account/);
}

/** A photo-like JPEG (a face-sized warm disc on a gradient), or a logo-like PNG (a mark and a bar on white). */
async function portraitJpeg(): Promise<Buffer> {
  const size = 800;
  const pixels = Buffer.alloc(size * size * 3);
  for (let at = 0; at < pixels.length; at += 3) {
    const x = (at / 3) % size;
    const y = Math.floor(at / 3 / size);
    const inFace = (x - 400) ** 2 + (y - 330) ** 2 < 170 ** 2;
    const inShoulders = (x - 400) ** 2 / 330 ** 2 + (y - 820) ** 2 / 280 ** 2 < 1;
    pixels[at] = inFace ? 224 : inShoulders ? 30 : 40 + (y * 60) / size;
    pixels[at + 1] = inFace ? 172 : inShoulders ? 64 : 110 + (x * 40) / size;
    pixels[at + 2] = inFace ? 140 : inShoulders ? 120 : 150;
  }
  return sharp(pixels, { raw: { width: size, height: size, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

async function logoPng(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="200"><rect width="600" height="200" fill="#fff"/><circle cx="90" cy="100" r="60" fill="#0f766e"/><rect x="180" y="70" width="380" height="60" rx="12" fill="#1e3a8a"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

test("an editor replaces a team member and a partner with uploaded pictures; the about and home pages show them in both languages", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAsEditor(page);
  const media = copy.content.media;

  // The last team member, replaced: name, role and biography in both languages, a photo with its alt texts.
  await page.goto("/staff/content/team");
  await page.getByRole("link", { name: "Felipe Castaño" }).click();
  await page.getByLabel(copy.content.fields.name, { exact: true }).fill("Lucía Herrera");
  await page.getByRole("textbox", { name: `${copy.content.fields.role_es} (Español)` }).fill("Directora comercial");
  await page.getByRole("textbox", { name: `${copy.content.fields.role_en} (English)` }).fill("Head of Sales");
  await page.getByRole("textbox", { name: `${copy.content.fields.bio_es} (Español)` }).fill("Doce años abriendo mercados en Colombia.");
  await page.getByRole("textbox", { name: `${copy.content.fields.bio_en} (English)` }).fill("Twelve years opening markets in Colombia.");
  await page
    .locator('input[name="portraitImage.file"]')
    .setInputFiles({ name: "lucia.jpg", mimeType: "image/jpeg", buffer: await portraitJpeg() });
  await page.getByLabel(media.altEs).fill("Lucía Herrera sonriendo");
  await page.getByLabel(media.altEn).fill("Lucía Herrera smiling");
  await page.getByRole("button", { name: copy.content.publish }).click();
  await expect(page.getByRole("status")).toContainText(copy.content.saved.published);

  // The last partner, replaced: name, what it does, its logo and an https link.
  await page.goto("/staff/content/partners");
  await page.getByRole("link", { name: "Orbyt Automation" }).click();
  await page.getByLabel(copy.content.fields.name, { exact: true }).fill("Andina Cloud");
  await page.getByRole("textbox", { name: `${copy.content.fields.focus_es} (Español)` }).fill("Nube regional");
  await page.getByRole("textbox", { name: `${copy.content.fields.focus_en} (English)` }).fill("Regional cloud");
  await page.getByLabel(copy.content.fields.url, { exact: true }).fill("https://andina.example/");
  await page.locator('input[name="logo.file"]').setInputFiles({ name: "andina.png", mimeType: "image/png", buffer: await logoPng() });
  await page.getByLabel(media.altEs).fill("Andina Cloud");
  await page.getByLabel(media.altEn).fill("Andina Cloud");
  await page.getByRole("button", { name: copy.content.publish }).click();
  await expect(page.getByRole("status")).toContainText(copy.content.saved.published);

  for (const [language, role, bio, focus] of [
    ["es", "Directora comercial", "Doce años abriendo mercados en Colombia.", "Nube regional"],
    ["en", "Head of Sales", "Twelve years opening markets in Colombia.", "Regional cloud"],
  ] as const) {
    await page.goto(`/about-us?lang=${language}`);
    const members = page.getByTestId("team-member");
    await expect(members).toHaveCount(4);
    const lucia = members.last();
    await expect(lucia.getByRole("heading", { level: 3 })).toHaveText("Lucía Herrera");
    await expect(lucia).toContainText(role);
    await expect(lucia).toContainText(bio);
    const photo = lucia.locator("img");
    await expect(photo).toHaveAttribute("src", /^\/media\//);
    await photo.scrollIntoViewIfNeeded();
    await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
    // The others keep their drawn portraits and shipped words.
    await expect(members.first().locator("img")).toHaveAttribute("src", /^\/assets\/[\w-]+\.svg$/);

    await page.goto(`/?lang=${language}`);
    const partners = page.locator("#partners");
    await expect(partners.getByTestId("partner")).toHaveCount(3);
    const andina = partners.getByRole("link", { name: "Andina Cloud" });
    await expect(andina).toHaveAttribute("href", "https://andina.example/");
    await expect(partners.getByTestId("partner").last()).toContainText(focus);
    const logo = andina.locator("img");
    await logo.scrollIntoViewIfNeeded();
    await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
    await expect(partners.getByRole("img", { name: "Nubevia" })).toBeVisible();
  }

  // As a visitor sees them (no staff bar): the team and the partner strip in view, at 390 and 1280 px.
  const visitor = await page.context().browser()?.newPage();
  if (!visitor) return;
  for (const width of [390, 1280]) {
    await visitor.setViewportSize({ width, height: width === 390 ? 1600 : 900 });
    for (const language of ["es", "en"]) {
      for (const [path, section, name] of [
        ["/about-us", "#team", "about-team"],
        ["/", "#partners", "home-partners"],
      ] as const) {
        await visitor.goto(`${SITE_URL}${path}?lang=${language}`);
        // Sections render as they near the view (content-visibility): all of them laid out, the scroll lands where it aims.
        await visitor.evaluate(() => {
          for (const element of document.querySelectorAll<HTMLElement>(".render-near-view")) element.style.contentVisibility = "visible";
        });
        await visitor.locator(section).scrollIntoViewIfNeeded();
        await visitor.waitForFunction(
          (selector) => [...document.querySelectorAll(`${selector} img`)].every((image) => (image as HTMLImageElement).complete),
          section,
        );
        await visitor.waitForTimeout(300);
        await visitor.locator(section).screenshot({ path: `${SHOTS}/${name}-${width}-${language}.png` });
      }
    }
  }
  await visitor.close();
});
