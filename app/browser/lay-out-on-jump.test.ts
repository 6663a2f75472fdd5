// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { LAYOUT_NEAR_VIEW_ATTRIBUTE } from "~/islands/attributes";
import { layOutAllOnJump } from "./lay-out-on-jump";

const root = () => document.documentElement;
const laidOutNearView = () => root().hasAttribute(LAYOUT_NEAR_VIEW_ATTRIBUTE);

afterEach(() => {
  vi.unstubAllGlobals();
  root().removeAttribute(LAYOUT_NEAR_VIEW_ATTRIBUTE);
});

describe("a jump to a fragment within the page", () => {
  it("lays out every section as it starts, with the Navigation API", () => {
    const navigation = new EventTarget();
    vi.stubGlobal("navigation", navigation);
    root().setAttribute(LAYOUT_NEAR_VIEW_ATTRIBUTE, "");
    layOutAllOnJump();
    navigation.dispatchEvent(Object.assign(new Event("navigate"), { hashChange: false }));
    expect(laidOutNearView()).toBe(true);
    navigation.dispatchEvent(Object.assign(new Event("navigate"), { hashChange: true }));
    expect(laidOutNearView()).toBe(false);
  });

  it("lays out every section once it happened, without the Navigation API", () => {
    root().setAttribute(LAYOUT_NEAR_VIEW_ATTRIBUTE, "");
    layOutAllOnJump();
    window.dispatchEvent(new HashChangeEvent("hashchange"));
    expect(laidOutNearView()).toBe(false);
  });
});
