import { describe, expect, it } from "vitest";
import { englishOrdinal, eventDateTimeAttribute, formatEventTime, shiftedWallClock } from "./event-time";

describe("event times", () => {
  it("shifts the stored time by one hour", () => {
    expect(shiftedWallClock("2025-03-03T15:00:00")?.toISOString()).toBe("2025-03-03T16:00:00.000Z");
    expect(formatEventTime("2025-03-03T15:00:00", "en")).toBe("March 3rd, 4:00 pm");
  });

  it("crosses the day (and month and year) boundary", () => {
    expect(formatEventTime("2025-03-03T23:30:00", "en")).toBe("March 4th, 12:30 am");
    expect(formatEventTime("2025-01-31T23:15:00", "en")).toBe("February 1st, 12:15 am");
    expect(formatEventTime("2025-12-31T23:00:00", "es")).toBe("1 de enero, 12:00 a. m.");
  });

  it("ignores any zone in the stored value and the visitor's time zone", () => {
    expect(formatEventTime("2025-03-03T15:00:00Z", "en")).toBe("March 3rd, 4:00 pm");
    expect(formatEventTime("2025-03-03T15:00:00-05:00", "en")).toBe("March 3rd, 4:00 pm");
  });

  it("uses 12-hour times with am and pm", () => {
    expect(formatEventTime("2025-07-21T11:05:00", "en")).toBe("July 21st, 12:05 pm");
    expect(formatEventTime("2025-07-21T09:45:00", "en")).toBe("July 21st, 10:45 am");
  });

  it("writes Spanish dates the Spanish way", () => {
    expect(formatEventTime("2025-03-03T15:00:00", "es")).toBe("3 de marzo, 4:00 p. m.");
    expect(formatEventTime("2025-08-22T08:00:00", "es")).toBe("22 de agosto, 9:00 a. m.");
  });

  it.each([
    [1, "1st"],
    [2, "2nd"],
    [3, "3rd"],
    [4, "4th"],
    [11, "11th"],
    [12, "12th"],
    [13, "13th"],
    [21, "21st"],
    [22, "22nd"],
    [23, "23rd"],
    [31, "31st"],
  ])("gives day %i the suffix of %s", (day, expected) => {
    expect(englishOrdinal(day)).toBe(expected);
  });

  it("leaves unreadable values as they are", () => {
    expect(formatEventTime("pronto", "es")).toBe("pronto");
    expect(eventDateTimeAttribute("pronto")).toBeUndefined();
    expect(eventDateTimeAttribute("2025-03-03T15:00:00")).toBe("2025-03-03T16:00");
  });
});
