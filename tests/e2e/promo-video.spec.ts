import { createServer, type Server } from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, type Locator, type Page, pageScriptReady, test } from "./fixtures";
import { E2E_PORT, type RunningServer, startServer } from "./production-server";
import { copy, type Language } from "./site-map";

const home = (language: Language, key: string) => copy(language, "home", key);
const MEDIA = /\/assets\/platform-tour[^/]*\.(webm|mp4)$/;

/** The home page's promo section, once it is on the screen. */
async function promoOf(page: Page, language: Language): Promise<Locator> {
  await page.goto(`/?lang=${language}`);
  const promo = page.getByRole("region", { name: home(language, "promo.title") });
  await promo.scrollIntoViewIfNeeded();
  return promo;
}

for (const language of ["es", "en"] as const) {
  const other = language === "es" ? "en" : "es";

  test.describe(`the platform video (${language})`, () => {
    // The site's links carry no language: a visitor's browser gives it.
    test.use({ locale: language === "es" ? "es-CO" : "en-US" });
    test("is the browser's player with its poster, two files, captions in both languages and nothing downloaded before it plays", async ({
      page,
    }) => {
      const media: string[] = [];
      page.on("request", (request) => {
        if (MEDIA.test(new URL(request.url()).pathname)) media.push(request.url());
      });
      const promo = await promoOf(page, language);
      const video = promo.locator("video");
      await expect(video).toHaveCount(1);
      await expect(video).toHaveAttribute("controls", "");
      await expect(video).toHaveAttribute("preload", "none");
      await expect(video).toHaveAttribute("aria-label", home(language, "promo.videoTitle"));
      await expect(video).toHaveAttribute("poster", new RegExp(`^/assets/platform-tour-${language}-[\\w-]+\\.webp$`));
      await expect(video).toHaveAttribute("width", "1280");
      await expect(video).toHaveAttribute("height", "720");

      // The cut whose screens speak the page's language: VP9 first, H.264 for the browsers without it.
      const sources = await video
        .locator("source")
        .evaluateAll((elements) =>
          elements.map((source) => ({ src: source.getAttribute("src") ?? "", type: source.getAttribute("type") ?? "" })),
        );
      expect(sources.map((source) => source.type)).toEqual(['video/webm; codecs="vp9"', 'video/mp4; codecs="avc1.4d4028"']);
      expect(sources[0]!.src).toMatch(new RegExp(`^/assets/platform-tour-${language}-[\\w-]+\\.webm$`));
      expect(sources[1]!.src).toMatch(new RegExp(`^/assets/platform-tour-${language}-[\\w-]+\\.mp4$`));

      const tracks = await video.locator("track").evaluateAll((elements) =>
        elements.map((track) => ({
          kind: track.getAttribute("kind"),
          srclang: track.getAttribute("srclang"),
          label: track.getAttribute("label"),
          src: track.getAttribute("src") ?? "",
          default: track.hasAttribute("default"),
        })),
      );
      expect(tracks.map(({ src: _, ...track }) => track)).toEqual([
        { kind: "captions", srclang: "es", label: "Español", default: language === "es" },
        { kind: "captions", srclang: "en", label: "English", default: language === "en" },
      ]);

      // Every file is a content-hashed asset, cached for a year, of the right type.
      const files = [
        [sources[0]!.src, "video/webm"],
        [sources[1]!.src, "video/mp4"],
        [(await video.getAttribute("poster"))!, "image/webp"],
        ...tracks.map((track) => [track.src, "text/vtt"]),
      ] as const;
      for (const [file, type] of files) {
        const response = await page.request.head(file);
        expect(response.status(), file).toBe(200);
        expect(response.headers()["content-type"], file).toContain(type);
        expect(response.headers()["cache-control"], file).toBe("public, max-age=31536000, immutable");
      }
      const captions = await (await page.request.get(tracks[0]!.src)).text();
      expect(captions.startsWith("WEBVTT")).toBe(true);

      // NETWORK_IDLE: a source chosen, nothing being fetched.
      await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.networkState)).toBe(1);
      await page.waitForLoadState("networkidle");
      expect(media, "no video bytes before the visitor plays it").toEqual([]);
      expect(await video.evaluate((element: HTMLVideoElement) => element.readyState)).toBe(0);
    });

    test("plays, showing the narration in the page's language", async ({ page }) => {
      const promo = await promoOf(page, language);
      const video = promo.locator("video");
      // Muted, as a browser lets a script start a video without a gesture (the tour has no sound anyway).
      await video.evaluate((element: HTMLVideoElement) => {
        element.muted = true;
        return element.play();
      });
      await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 10_000 }).toBeGreaterThan(1);
      const state = await video.evaluate((element: HTMLVideoElement) => ({
        source: element.currentSrc,
        duration: element.duration,
        size: [element.videoWidth, element.videoHeight],
        tracks: [...element.textTracks].map((track) => ({ language: track.language, mode: track.mode })),
      }));
      expect(state.source).toMatch(/\.webm$/);
      expect(state.duration).toBeGreaterThanOrEqual(20);
      expect(state.duration).toBeLessThanOrEqual(40);
      expect(state.size).toEqual([1280, 720]);
      expect(state.tracks).toEqual([
        { language: "es", mode: language === "es" ? "showing" : "disabled" },
        { language: "en", mode: language === "en" ? "showing" : "disabled" },
      ]);
      const cue = await video.evaluate(
        (element: HTMLVideoElement) =>
          ([...element.textTracks].find((track) => track.mode === "showing")?.activeCues?.[0] as VTTCue | undefined)?.text,
      );
      // What the captions say is the transcript's first line.
      await page.goto(`/platform-video?lang=${language}`);
      await expect(page.getByTestId("transcript").getByRole("listitem").first()).toContainText(cue ?? "no cue showing");
    });

    test("links to its transcript, a page of the narration with the time of each line", async ({ page }) => {
      const promo = await promoOf(page, language);
      await promo.getByRole("link", { name: home(language, "promo.transcript") }).click();
      await expect(page).toHaveURL(/\/platform-video$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(home(language, "videoPage.banner.title"));
      const lines = page.getByTestId("transcript").getByRole("listitem");
      await expect(lines).toHaveCount(10);
      await expect(lines.first().locator("time")).toHaveText("0:00");
      await expect(lines.last().locator("time")).toHaveText("0:30");
      // In the page's language only.
      await expect(page.getByTestId("transcript")).not.toContainText(other === "en" ? "This is the platform" : "Esta es la plataforma");
      await page.getByRole("link", { name: home(language, "videoPage.banner.cta") }).click();
      await expect(page).toHaveURL(/\/#platform$/);
    });
  });
}

/** A site whose promo video is the company's own, on a player page of another origin. */
test.describe("a configured promo video", () => {
  test.describe.configure({ mode: "serial", timeout: 90_000 });
  let player: Server;
  let playerUrl: string;
  const playerRequests: string[] = [];
  let directory: string;
  let server: RunningServer;
  let origin: string;

  test.beforeAll(async () => {
    player = createServer((request, response) => {
      playerRequests.push(request.url ?? "");
      response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
      response.end("<!doctype html><title>Player</title><p>The company's video</p>");
    });
    await new Promise<void>((resolve) => player.listen(0, "127.0.0.1", resolve));
    playerUrl = `http://127.0.0.1:${(player.address() as AddressInfo).port}/embed/platform`;
    directory = mkdtempSync(path.join(tmpdir(), "promo-video-"));
    server = await startServer({
      port: E2E_PORT + 12,
      database: path.join(directory, "site.db"),
      settings: { SITE_PROMO_VIDEO_URL: playerUrl },
    });
    origin = server.url;
  });

  test.afterAll(async () => {
    await server?.stop();
    await new Promise((resolve) => player?.close(resolve));
    if (directory) rmSync(directory, { recursive: true, force: true });
  });

  test("stands behind a poster and loads its player in place only when played", async ({ page }) => {
    await page.goto(`${origin}/?lang=en`);
    await pageScriptReady(page);
    const promo = page.getByRole("region", { name: home("en", "promo.title") });
    await promo.scrollIntoViewIfNeeded();
    await expect(promo.locator("video")).toHaveCount(0);
    await expect(promo.getByRole("link", { name: home("en", "promo.transcript") })).toHaveCount(0);
    const play = promo.getByRole("link", { name: home("en", "promo.play") });
    await expect(play).toHaveAttribute("href", playerUrl);
    await expect(play).toHaveAttribute("target", "_blank");
    await expect(play.locator("img")).toHaveAttribute("alt", "");
    await expect(promo.locator("iframe")).toHaveCount(0);
    expect(playerRequests).toEqual([]);

    await play.click();
    const frame = promo.locator("iframe");
    await expect(frame).toHaveAttribute("title", home("en", "promo.videoTitle"));
    await expect(frame).toHaveAttribute("src", `${playerUrl}?autoplay=1`);
    await expect(frame).toBeFocused();
    await expect(page.frameLocator("iframe").getByText("The company's video")).toBeVisible();
    expect(playerRequests).toEqual(["/embed/platform?autoplay=1"]);
    await expect(play).toHaveCount(0);
  });

  test("opens in a new tab when asked for one", async ({ page, context }) => {
    await page.goto(`${origin}/?lang=es`);
    await pageScriptReady(page);
    const play = page.getByRole("link", { name: home("es", "promo.play") });
    await play.scrollIntoViewIfNeeded();
    const [tab] = await Promise.all([context.waitForEvent("page"), play.click({ modifiers: ["ControlOrMeta"] })]);
    await tab.waitForLoadState();
    expect(tab.url()).toBe(playerUrl);
    await expect(page.locator("iframe")).toHaveCount(0);
  });
});
