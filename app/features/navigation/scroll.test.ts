import { describe, expect, it } from "vitest";
import { arrivalHref, arrivalLocation, LAYOUT_NEAR_VIEW_ATTRIBUTE, LAYOUT_NEAR_VIEW_SCRIPT } from "./scroll";

const at = (path: string) => arrivalLocation(new URL(path, "http://localhost"));

describe("arrival parameter", () => {
  it("lands on the home page's services or contact section, keeping the other parameters", () => {
    expect(at("/?arrival=to-service")).toBe("/#services");
    expect(at("/?arrival=to-contact")).toBe("/#contact-us");
    expect(at("/?lang=en&arrival=to-contact&utm_source=mail")).toBe("/?lang=en&utm_source=mail#contact-us");
  });

  it("lands on the section of the page itself when it has one", () => {
    expect(at("/techservices?arrival=to-service")).toBe("/techservices#services");
    expect(at("/techservices/?arrival=to-service&lang=en")).toBe("/techservices/?lang=en#services");
    expect(at("/contact?arrival=to-contact")).toBe("/contact#form");
  });

  it("goes home for a section the page lacks, keeping only the language", () => {
    expect(at("/about-us?arrival=to-contact")).toBe("/#contact-us");
    expect(at("/blog?page=2&lang=en&arrival=to-service")).toBe("/?lang=en#services");
    expect(at("/contact?arrival=to-service")).toBe("/#services");
    expect(at("/techservices?arrival=to-contact")).toBe("/#contact-us");
  });

  it("gives calls to action an address that lands on the home page's section", () => {
    expect(at(arrivalHref("to-service"))).toBe("/#services");
    expect(at(arrivalHref("to-contact"))).toBe("/#contact-us");
  });

  it("leaves a request without a known arrival alone", () => {
    expect(at("/")).toBeNull();
    expect(at("/?lang=en")).toBeNull();
    expect(at("/?arrival=to-nowhere")).toBeNull();
    expect(at("/?arrival=toString")).toBeNull();
    expect(at("/?arrival=")).toBeNull();
  });
});

describe("lower sections laid out near the viewport", () => {
  const run = (type: string | undefined, { hash = "", navigation = true } = {}) => {
    const attributes = new Map<string, string>();
    const listeners: Array<[string, (event: { hashChange?: boolean }) => void]> = [];
    const listen = (kind: string, listener: (event: { hashChange?: boolean }) => void) => listeners.push([kind, listener]);
    const window = navigation ? { navigation: { addEventListener: listen } } : {};
    const performance = { getEntriesByType: (kind: string) => (kind === "navigation" && type ? [{ type }] : []) };
    const documentElement = {
      setAttribute: (name: string, value: string) => attributes.set(name, value),
      removeAttribute: (name: string) => attributes.delete(name),
    };
    new Function("window", "navigation", "addEventListener", "location", "performance", "document", LAYOUT_NEAR_VIEW_SCRIPT)(
      window,
      window.navigation,
      listen,
      { hash },
      performance,
      { documentElement },
    );
    const dispatch = (kind: string, event: { hashChange?: boolean } = {}) => {
      for (const [name, listener] of listeners) if (name === kind) listener(event);
    };
    return { laidOutNearView: () => attributes.has(LAYOUT_NEAR_VIEW_ATTRIBUTE), dispatch };
  };

  it("on a new visit, not on a reload, a step through history or a page opened at a fragment", () => {
    expect(run("navigate").laidOutNearView()).toBe(true);
    expect(run("prerender").laidOutNearView()).toBe(true);
    expect(run(undefined).laidOutNearView()).toBe(true);
    expect(run("reload").laidOutNearView()).toBe(false);
    expect(run("back_forward").laidOutNearView()).toBe(false);
    expect(run("navigate", { hash: "#stories" }).laidOutNearView()).toBe(false);
  });

  it("until the page jumps to a fragment, as it starts to (navigate) or, without the Navigation API, once it has", () => {
    const page = run("navigate");
    page.dispatch("navigate", { hashChange: false });
    expect(page.laidOutNearView()).toBe(true);
    page.dispatch("navigate", { hashChange: true });
    expect(page.laidOutNearView()).toBe(false);
    const older = run("navigate", { navigation: false });
    older.dispatch("hashchange");
    expect(older.laidOutNearView()).toBe(false);
  });
});
