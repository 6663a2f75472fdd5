import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { clockTime, parseCaptions, PLATFORM_TOUR_TYPES } from "./platform-tour";

const media = path.resolve(import.meta.dirname, "media");
const file = (name: string) => readFileSync(path.join(media, name));
const MB = 1024 * 1024;

/** The payload of the first box of `type` in an MP4 file (boxes nest; the search is by name, which is enough here). */
function box(mp4: Buffer, type: string): Buffer {
  const at = mp4.indexOf(type, 0, "latin1");
  if (at < 4) throw new Error(`no ${type} box`);
  return mp4.subarray(at + 4, at - 4 + mp4.readUInt32BE(at - 4));
}

describe("the platform tour's files", () => {
  it("are a WebM, an MP4, a poster and captions per language, under 3 MB in all", () => {
    const names = readdirSync(media).sort();
    expect(names).toEqual([
      "platform-tour-en.mp4",
      "platform-tour-en.webm",
      "platform-tour-en.webp",
      "platform-tour-es.mp4",
      "platform-tour-es.webm",
      "platform-tour-es.webp",
      "platform-tour.en.vtt",
      "platform-tour.es.vtt",
    ]);
    const total = names.reduce((sum, name) => sum + statSync(path.join(media, name)).size, 0);
    expect(total).toBeLessThan(3 * MB);
    for (const name of names.filter((name) => name.endsWith(".webp")))
      expect(statSync(path.join(media, name)).size).toBeLessThan(200 * 1024);
  });

  for (const language of ["es", "en"]) {
    it(`in ${language}: the MP4 is the H.264 its source's type names, 20 to 40 seconds long, and the WebM is VP9`, () => {
      const mp4 = file(`platform-tour-${language}.mp4`);
      const avcC = box(mp4, "avcC");
      const codec = `avc1.${[avcC[1], avcC[2], avcC[3]].map((byte) => byte!.toString(16).padStart(2, "0")).join("")}`;
      expect(PLATFORM_TOUR_TYPES.mp4).toBe(`video/mp4; codecs="${codec}"`);
      const mvhd = box(mp4, "mvhd");
      expect(mvhd[0], "mvhd version 0").toBe(0);
      const seconds = mvhd.readUInt32BE(16) / mvhd.readUInt32BE(12);
      expect(seconds).toBeGreaterThanOrEqual(20);
      expect(seconds).toBeLessThanOrEqual(40);
      // The moov box comes before the media data, so that a browser can start playing at once.
      expect(mp4.indexOf("moov", 0, "latin1")).toBeLessThan(mp4.indexOf("mdat", 0, "latin1"));

      const webm = file(`platform-tour-${language}.webm`);
      expect(webm.subarray(0, 4)).toEqual(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]));
      expect(webm.indexOf("V_VP9", 0, "latin1")).toBeGreaterThan(0);
    });
  }

  it("caption the same moments in both languages, within the video", () => {
    const spanish = parseCaptions(file("platform-tour.es.vtt").toString("utf8"));
    const english = parseCaptions(file("platform-tour.en.vtt").toString("utf8"));
    expect(spanish).toHaveLength(10);
    expect(english.map(({ start, end }) => [start, end])).toEqual(spanish.map(({ start, end }) => [start, end]));
    for (const [index, cue] of spanish.entries()) {
      expect(cue.end).toBeGreaterThan(cue.start);
      if (index > 0) expect(cue.start).toBeGreaterThanOrEqual(spanish[index - 1]!.end);
    }
    expect(spanish.at(-1)!.end).toBeLessThanOrEqual(34);
    expect(spanish[0]!.text).toBe("Esta es la plataforma donde se encuentran tu equipo y tus proyectos.");
    expect(english[0]!.text).toBe("This is the platform where your people and your projects come together.");
  });
});

describe("parseCaptions", () => {
  it("reads cues with or without an identifier or hours, joining a cue's lines", () => {
    const vtt =
      "WEBVTT\r\n\r\nNOTE a note\r\n\r\n1\r\n00:00:01.500 --> 00:00:04.000\r\nFirst line\r\nsecond line\r\n\r\n01:02.250 --> 01:05.000 align:start\r\nLast\r\n";
    expect(parseCaptions(vtt)).toEqual([
      { start: 1.5, end: 4, text: "First line second line" },
      { start: 62.25, end: 65, text: "Last" },
    ]);
  });

  it("writes a time as minutes and seconds", () => {
    expect([clockTime(0.5), clockTime(7.4), clockTime(62.25)]).toEqual(["0:00", "0:07", "1:02"]);
  });
});
