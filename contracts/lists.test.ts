import { describe, expect, it } from "vitest";
import { vacancySchema } from "./lists";

describe("vacancy schema", () => {
  const vacancy = { vacancyName: "Data Engineer", vacancyGUID: "g-1", recruitingEffortId: 7 };

  it("takes a publication date as an ISO 8601 date or date-time, and does without one", () => {
    expect(vacancySchema.parse({ ...vacancy, datePosted: "2025-05-14" }).datePosted).toBe("2025-05-14");
    expect(vacancySchema.parse({ ...vacancy, datePosted: "2025-05-14T15:00:00-05:00" }).datePosted).toBe("2025-05-14T15:00:00-05:00");
    expect(vacancySchema.parse(vacancy)).toEqual({ ...vacancy, vacancySkills: [] });
  });

  it("drops an unreadable date rather than the vacancy", () => {
    const parsed = vacancySchema.safeParse({ ...vacancy, datePosted: "14/05/2025" });
    expect(parsed.success).toBe(true);
    expect(parsed.data?.datePosted).toBeUndefined();
  });
});
