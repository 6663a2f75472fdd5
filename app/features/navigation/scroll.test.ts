import { describe, expect, it } from "vitest";
import { LAYOUT_NEAR_VIEW_ATTRIBUTE } from "~/islands/attributes";
import { arrivalHref, arrivalLocation, LAYOUT_NEAR_VIEW_SCRIPT } from "./scroll";

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
  const run = (type: string | undefined, hash = "") => {
    const attributes = new Map<string, string>();
    const performance = { getEntriesByType: (kind: string) => (kind === "navigation" && type ? [{ type }] : []) };
    const document = { documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) } };
    new Function("location", "performance", "document", LAYOUT_NEAR_VIEW_SCRIPT)({ hash }, performance, document);
    return attributes.has(LAYOUT_NEAR_VIEW_ATTRIBUTE);
  };

  it("on a new visit, not on a reload, a step through history or a page opened at a fragment", () => {
    expect(run("navigate")).toBe(true);
    expect(run("prerender")).toBe(true);
    expect(run(undefined)).toBe(true);
    expect(run("reload")).toBe(false);
    expect(run("back_forward")).toBe(false);
    expect(run("navigate", "#stories")).toBe(false);
  });
});
