import { describe, expect, it, vi } from "vitest";
import { arrivalTarget, missingTargetMessage, type ScrollEnvironment, scrollToClass } from "./scroll";

function fakePage(classes: string[]) {
  const elements = new Map<string, { scrollIntoView: ReturnType<typeof vi.fn> }>();
  for (const name of classes) elements.set(name, { scrollIntoView: vi.fn() });
  return {
    elements,
    document: {
      getElementsByClassName: (name: string) => (elements.has(name) ? [elements.get(name)] : []),
    } as unknown as ScrollEnvironment["document"],
  };
}

function environment(page: ReturnType<typeof fakePage>, overrides: Partial<ScrollEnvironment> = {}): ScrollEnvironment {
  return {
    document: page.document,
    pathname: "/about-us",
    navigateHome: vi.fn(),
    afterLoad: () => Promise.resolve(),
    smooth: true,
    log: vi.fn(),
    ...overrides,
  };
}

describe("scrollToClass", () => {
  it("scrolls smoothly to the element when it is on the page", async () => {
    const page = fakePage(["services-section"]);
    const env = environment(page);
    await expect(scrollToClass("services-section", env)).resolves.toBe(true);
    expect(page.elements.get("services-section")?.scrollIntoView).toHaveBeenCalledWith({ behavior: "smooth", block: "start" });
    expect(env.navigateHome).not.toHaveBeenCalled();
  });

  it("uses an instant scroll when motion is reduced", async () => {
    const page = fakePage(["services-section"]);
    await scrollToClass("services-section", environment(page, { smooth: false }));
    expect(page.elements.get("services-section")?.scrollIntoView).toHaveBeenCalledWith({ behavior: "auto", block: "start" });
  });

  it("navigates home and retries after load when the element is absent", async () => {
    const page = fakePage([]);
    const env = environment(page, {
      navigateHome: vi.fn(() => {
        page.elements.set("contact-us-section", { scrollIntoView: vi.fn() });
      }),
    });
    await expect(scrollToClass("contact-us-section", env)).resolves.toBe(true);
    expect(env.navigateHome).toHaveBeenCalledOnce();
    expect(page.elements.get("contact-us-section")?.scrollIntoView).toHaveBeenCalledOnce();
    expect(env.log).not.toHaveBeenCalled();
  });

  it("logs the Spanish message when the element is still absent", async () => {
    const env = environment(fakePage([]));
    await expect(scrollToClass("contact-us-section", env)).resolves.toBe(false);
    expect(env.navigateHome).toHaveBeenCalledOnce();
    expect(env.log).toHaveBeenCalledWith(missingTargetMessage("contact-us-section"));
    expect(missingTargetMessage("x")).toMatch(/^No se encontró/);
  });

  it("does not navigate again when already home", async () => {
    const env = environment(fakePage([]), { pathname: "/" });
    await scrollToClass("services-section", env);
    expect(env.navigateHome).not.toHaveBeenCalled();
    expect(env.log).toHaveBeenCalledOnce();
  });
});

describe("arrival parameter", () => {
  it("maps to-service and to-contact to their sections and ignores anything else", () => {
    expect(arrivalTarget("to-service")).toBe("services-section");
    expect(arrivalTarget("to-contact")).toBe("contact-us-section");
    expect(arrivalTarget("to-nowhere")).toBeNull();
    expect(arrivalTarget("toString")).toBeNull();
    expect(arrivalTarget(undefined)).toBeNull();
  });
});
