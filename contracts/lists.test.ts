import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { type Vacancy, vacancySchema } from "./lists";

describe("vacancy schema", () => {
  const vacancy = { vacancyName: "Data Engineer", vacancyGUID: "g-1", recruitingEffortId: 7 };

  it("takes a publication date as an ISO 8601 date or date-time, and does without one", () => {
    expect(v.parse(vacancySchema, { ...vacancy, datePosted: "2025-05-14" }).datePosted).toBe("2025-05-14");
    expect(v.parse(vacancySchema, { ...vacancy, datePosted: "2025-05-14T15:00:00-05:00" }).datePosted).toBe("2025-05-14T15:00:00-05:00");
    expect(v.parse(vacancySchema, vacancy)).toEqual({ ...vacancy, vacancySkills: [] });
  });

  it("drops an unreadable date rather than the vacancy", () => {
    const parsed = v.safeParse(vacancySchema, { ...vacancy, datePosted: "14/05/2025" });
    expect(parsed.success).toBe(true);
    expect((parsed.output as Vacancy).datePosted).toBeUndefined();
  });
});
