import type { Language } from "~/i18n/language";
import captionsEn from "./media/platform-tour.en.vtt?url&no-inline";
import captionsEs from "./media/platform-tour.es.vtt?url&no-inline";
import mp4En from "./media/platform-tour-en.mp4?url&no-inline";
import webmEn from "./media/platform-tour-en.webm?url&no-inline";
import posterEn from "./media/platform-tour-en.webp?url&no-inline";
import mp4Es from "./media/platform-tour-es.mp4?url&no-inline";
import webmEs from "./media/platform-tour-es.webm?url&no-inline";
import posterEs from "./media/platform-tour-es.webp?url&no-inline";

/**
 * The platform tour: a short walkthrough of the management platform's screens,
 * made by `npm run promo-video` (scripts/make-promo-video.mjs), one cut per
 * language since its screens speak the page's language. The files are content-hashed
 * assets of the build, cached for a year; the page only names them
 * (`preload="none"`), so none of their bytes travel until the visitor plays it
 * (docs/decisions/0026-platform-tour-video.md).
 */
export const PLATFORM_TOUR: Record<Language, { webm: string; mp4: string; poster: string }> = {
  es: { webm: webmEs, mp4: mp4Es, poster: posterEs },
  en: { webm: webmEn, mp4: mp4En, poster: posterEn },
};

/** The narration as captions, one file per language; each cut carries both. */
export const PLATFORM_TOUR_CAPTIONS: Record<Language, string> = { es: captionsEs, en: captionsEn };

/** The frames' size, reserved by the player before its poster arrives. */
export const PLATFORM_TOUR_SIZE = { width: 1280, height: 720 } as const;

/** The codecs of the two files, so that a browser skips the one it cannot play without fetching it. */
export const PLATFORM_TOUR_TYPES = { webm: 'video/webm; codecs="vp9"', mp4: 'video/mp4; codecs="avc1.4d4028"' } as const;

/** The page with the narration as text. */
export const TRANSCRIPT_PATH = "/platform-video";

export interface Cue {
  start: number;
  end: number;
  text: string;
}

const TIMING = /^(?:(\d+):)?(\d{2}):(\d{2})\.(\d{3}) --> (?:(\d+):)?(\d{2}):(\d{2})\.(\d{3})/;

/** The cues of a WebVTT file, as the transcript shows them. */
export function parseCaptions(vtt: string): Cue[] {
  const seconds = (hours = "0", minutes = "0", secs = "0", millis = "0") =>
    Number(hours) * 3600 + Number(minutes) * 60 + Number(secs) + Number(millis) / 1000;
  return vtt
    .replace(/\r\n?/g, "\n")
    .split(/\n{2,}/)
    .flatMap((block) => {
      const lines = block.split("\n");
      const at = lines.findIndex((line) => TIMING.test(line));
      const match = at >= 0 ? TIMING.exec(lines[at] ?? "") : null;
      if (!match) return [];
      const [, h1, m1, s1, ms1, h2, m2, s2, ms2] = match;
      const text = lines
        .slice(at + 1)
        .join(" ")
        .trim();
      return text ? [{ start: seconds(h1, m1, s1, ms1), end: seconds(h2, m2, s2, ms2), text }] : [];
    });
}

/** `0:07` for 7.4 seconds. */
export function clockTime(seconds: number): string {
  const whole = Math.floor(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}
