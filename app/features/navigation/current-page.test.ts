import { describe, expect, it } from "vitest";
import { isCurrentPath } from "./current-page";

describe("isCurrentPath", () => {
  it("marks the page shown and, unless asked for the end, its children", () => {
    expect(isCurrentPath("/events", "/events")).toBe(true);
    expect(isCurrentPath("/events/", "/events")).toBe(true);
    expect(isCurrentPath("/blog/article/1", "/blog")).toBe(true);
    expect(isCurrentPath("/blog/article/1", "/blog", true)).toBe(false);
    expect(isCurrentPath("/Events", "/events")).toBe(true);
  });

  it("does not mistake a longer name for a child", () => {
    expect(isCurrentPath("/vmax", "/vma")).toBe(false);
    expect(isCurrentPath("/vma/specialist", "/vma")).toBe(true);
  });

  it("marks Home on the home page only", () => {
    expect(isCurrentPath("/", "/", true)).toBe(true);
    expect(isCurrentPath("/", "/")).toBe(true);
    expect(isCurrentPath("/events", "/")).toBe(false);
  });
});
