import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { articleSourceSchema, eventSchema } from "../../../contracts/lists.ts";
import { sampleArticles } from "./articles.ts";
import { sampleEvents } from "./catalogue.ts";

/** The sample content is what a new site shows: enough of it to exercise every list behaviour of the spec. */
describe("sample content", () => {
  const now = new Date("2026-03-10T12:00:00Z");
  const events = sampleEvents(now);
  const when = (date: string) => new Date(`${date}Z`).getTime();

  it("has one live event, and more upcoming and recorded ones than the three each category shows first", () => {
    expect(events.every((event) => v.safeParse(eventSchema, event).success)).toBe(true);
    const live = events.filter((event) => event.CATEGORY === 3);
    const upcoming = events.filter((event) => event.CATEGORY === 1);
    const recorded = events.filter((event) => event.CATEGORY === 2);
    expect(live).toHaveLength(1);
    expect(upcoming.length).toBeGreaterThanOrEqual(5);
    expect(recorded.length).toBeGreaterThanOrEqual(5);
    // Dated from the day the site is seeded: upcoming ones ahead of it, soonest first; recordings behind it, latest first.
    const starts = (list: typeof events) => list.map((event) => when(event.DETAILS_DATE_FROM));
    expect(starts(upcoming).every((start) => start > now.getTime())).toBe(true);
    expect(starts(upcoming)).toEqual([...starts(upcoming)].sort((a, b) => a - b));
    expect(starts(recorded).every((start) => start < now.getTime())).toBe(true);
    expect(starts(recorded)).toEqual([...starts(recorded)].sort((a, b) => b - a));
    for (const event of events) {
      expect(when(event.DETAILS_DATE_TO)).toBeGreaterThan(when(event.DETAILS_DATE_FROM));
      expect(event.TITLE).not.toBe(event.TITLE_EN);
      expect(event.DESCRIPCION).not.toBe(event.DESCRIPTION_EN);
    }
  });

  it("has articles for three pages of the blog, featured ones among them, each in both languages", () => {
    expect(sampleArticles.length).toBeGreaterThan(2 * 9);
    expect(sampleArticles.filter((article) => article.Article_featured).length).toBeGreaterThanOrEqual(3);
    for (const article of sampleArticles) {
      expect(v.safeParse(articleSourceSchema, article).success).toBe(true);
      expect(article.Article_Name).not.toBe(article.Article_Name_EN);
      expect(article.Article_body).not.toBe(article.Article_body_EN);
    }
    expect(new Set(sampleArticles.map((article) => article.Article_Name)).size).toBe(sampleArticles.length);
  });
});
