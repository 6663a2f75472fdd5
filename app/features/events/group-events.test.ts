import { describe, expect, it } from "vitest";
import type { SiteEvent } from "../../../contracts/lists";
import { groupEvents } from "./group-events";

const event = (CATEGORY: 1 | 2 | 3, TITLE: string): SiteEvent => ({
  CATEGORY,
  TITLE,
  TITLE_EN: TITLE,
  DESCRIPCION: "",
  DESCRIPTION_EN: "",
  DETAILS_DATE_FROM: "2025-01-01T10:00:00",
  DETAILS_DATE_TO: "2025-01-01T11:00:00",
  DETAILS_PRESENTER: "",
  BOTONURL: "https://example.com",
  BUTTONTEXT: "",
});

describe("groupEvents", () => {
  it("groups by category in the order live, upcoming, recorded and keeps each group's order", () => {
    const groups = groupEvents([event(2, "r1"), event(1, "u1"), event(3, "l1"), event(1, "u2"), event(2, "r2")]);
    expect(groups.map((group) => group.kind)).toEqual(["live", "upcoming", "recorded"]);
    expect(groups[1]?.events.map((e) => e.TITLE)).toEqual(["u1", "u2"]);
    expect(groups[2]?.events.map((e) => e.TITLE)).toEqual(["r1", "r2"]);
  });

  it("leaves out empty categories", () => {
    expect(groupEvents([event(1, "u1")]).map((group) => group.kind)).toEqual(["upcoming"]);
    expect(groupEvents([])).toEqual([]);
  });
});
