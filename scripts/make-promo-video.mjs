#!/usr/bin/env node
// Makes the home page's platform video from the platform tour (scripts/promo-video/): every frame
// drawn by the OS Chromium, then encoded by ffmpeg, for each language:
//   app/features/home/media/platform-tour-<lang>.webm   VP9, two passes
//   app/features/home/media/platform-tour-<lang>.mp4    H.264 (main profile), for browsers without VP9
//   app/features/home/media/platform-tour-<lang>.webp   the poster: the overview, once it has drawn
// and the captions of its narration, app/features/home/media/platform-tour.<lang>.vtt.
// The files are committed: the site's build and its CI machines need neither ffmpeg nor this script.
//
// Usage: npm run promo-video [-- --keep-frames] [-- --posters]   (needs ffmpeg: apt-get install -y ffmpeg)
// --posters remakes the posters alone.
// CHROMIUM_PATH names another Chromium than /usr/bin/chromium.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { DURATION, NARRATION } from "./promo-video/copy.mjs";
import { HEIGHT, tourPage, WIDTH } from "./promo-video/tour-page.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const OUT = path.join(ROOT, "app/features/home/media");
const FPS = 25;
/** The poster: the overview with its figures and chart drawn. */
const POSTER_AT = 3;
const LANGUAGES = (process.env.PROMO_LANGUAGES ?? "es,en").split(",");
const keepFrames = process.argv.includes("--keep-frames");
const postersOnly = process.argv.includes("--posters");

function run(command, args) {
  const result = spawnSync(command, args, { stdio: ["ignore", "ignore", "pipe"] });
  if (result.error) throw new Error(`${command}: ${result.error.message} (apt-get install -y ffmpeg)`);
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")}\n${result.stderr.toString().slice(-2000)}`);
}

/** WebVTT of the narration in one language. */
export function captions(language) {
  const stamp = (seconds) => {
    const whole = Math.floor(seconds);
    const millis = Math.round((seconds - whole) * 1000);
    return `00:${String(Math.floor(whole / 60)).padStart(2, "0")}:${String(whole % 60).padStart(2, "0")}.${String(millis).padStart(3, "0")}`;
  };
  const cues = NARRATION.map((cue, index) => `${index + 1}\n${stamp(cue.start)} --> ${stamp(cue.end)}\n${cue[language]}\n`);
  return `WEBVTT\n\n${cues.join("\n")}`;
}

async function drawFrames(browser, language, directory, { frames = Math.round(DURATION * FPS) } = {}) {
  const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT }, deviceScaleFactor: 1 });
  page.on("pageerror", (error) => {
    throw error;
  });
  await page.setContent(tourPage(language), { waitUntil: "load" });
  await page.evaluate(() => document.fonts.ready);
  for (let frame = 0; frame < frames; frame += 1) {
    await page.evaluate((t) => window.render(t), frame / FPS);
    await page.screenshot({ path: path.join(directory, `frame-${String(frame).padStart(5, "0")}.png`) });
    if (frame % FPS === 0) process.stdout.write(`\r${language}: ${frame / FPS} s of ${DURATION}`);
  }
  // The poster is the overview at rest, without the pointer.
  await page.evaluate((t) => {
    window.render(t);
    document.getElementById("cursor").style.opacity = "0";
  }, POSTER_AT);
  await page.screenshot({ path: path.join(directory, "poster.png") });
  process.stdout.write("\n");
  await page.close();
}

function encodePoster(language, directory) {
  const poster = path.join(OUT, `platform-tour-${language}.webp`);
  run("ffmpeg", [
    "-hide_banner",
    "-y",
    "-i",
    path.join(directory, "poster.png"),
    "-c:v",
    "libwebp",
    "-quality",
    "82",
    "-map_metadata",
    "-1",
    poster,
  ]);
  return poster;
}

function encode(language, directory) {
  const input = ["-hide_banner", "-y", "-framerate", String(FPS), "-i", path.join(directory, "frame-%05d.png")];
  const common = ["-an", "-pix_fmt", "yuv420p", "-map_metadata", "-1", "-fflags", "+bitexact", "-flags:v", "+bitexact"];
  const webm = path.join(OUT, `platform-tour-${language}.webm`);
  const vp9 = ["-c:v", "libvpx-vp9", "-b:v", "0", "-crf", "40", "-g", String(FPS * 5), "-row-mt", "1", "-tile-columns", "2"];
  const passlog = path.join(directory, "vp9");
  run("ffmpeg", [...input, ...vp9, "-deadline", "good", "-cpu-used", "4", "-pass", "1", "-passlogfile", passlog, "-f", "null", "-"]);
  run("ffmpeg", [...input, ...vp9, ...common, "-deadline", "good", "-cpu-used", "1", "-pass", "2", "-passlogfile", passlog, webm]);

  const mp4 = path.join(OUT, `platform-tour-${language}.mp4`);
  const h264 = ["-c:v", "libx264", "-profile:v", "main", "-level:v", "4.0", "-preset", "veryslow", "-crf", "30", "-tune", "animation"];
  run("ffmpeg", [...input, ...h264, "-g", String(FPS * 5), ...common, "-movflags", "+faststart", mp4]);

  return [webm, mp4, encodePoster(language, directory)];
}

mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--font-render-hinting=none"],
});
const written = [];
try {
  for (const language of LANGUAGES) {
    const directory = mkdtempSync(path.join(tmpdir(), `platform-tour-${language}-`));
    if (postersOnly) {
      await drawFrames(browser, language, directory, { frames: 0 });
      written.push(encodePoster(language, directory));
      rmSync(directory, { recursive: true, force: true });
      continue;
    }
    await drawFrames(browser, language, directory);
    written.push(...encode(language, directory));
    if (keepFrames) console.log(`frames kept in ${directory}`);
    else rmSync(directory, { recursive: true, force: true });
    const vtt = path.join(OUT, `platform-tour.${language}.vtt`);
    writeFileSync(vtt, captions(language));
    written.push(vtt);
  }
} finally {
  await browser.close();
}
let total = 0;
for (const file of written) {
  const size = statSync(file).size;
  total += size;
  console.log(`${path.relative(ROOT, file)}  ${(size / 1024).toFixed(1)} KB`);
}
console.log(`in all ${(total / 1024 / 1024).toFixed(2)} MB`);
