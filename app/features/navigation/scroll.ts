/** Class names of the home sections that arrival parameters point at. */
export const SERVICES_SECTION_CLASS = "services-section";
export const CONTACT_SECTION_CLASS = "contact-us-section";

/** `?arrival=to-service` (or the same value as navigation state) asks for a scroll on arrival. */
export const ARRIVAL_PARAM = "arrival";
export const ARRIVAL_TARGETS = {
  "to-service": SERVICES_SECTION_CLASS,
  "to-contact": CONTACT_SECTION_CLASS,
} as const;
export type Arrival = keyof typeof ARRIVAL_TARGETS;
export const ARRIVAL_SCROLL_DELAY_MS = 100;

export function arrivalTarget(value: unknown): string | null {
  return typeof value === "string" && Object.hasOwn(ARRIVAL_TARGETS, value) ? ARRIVAL_TARGETS[value as Arrival] : null;
}

export function missingTargetMessage(className: string): string {
  return `No se encontró ningún elemento con la clase "${className}" para desplazarse.`;
}

export interface ScrollEnvironment {
  document: Pick<Document, "getElementsByClassName">;
  pathname: string;
  navigateHome: () => Promise<void> | void;
  /** Resolves once the page that navigation led to has rendered. */
  afterLoad: () => Promise<void>;
  smooth: boolean;
  log: (message: string) => void;
}

/**
 * Scrolls to the first element with the class. When the page lacks it, goes
 * home (where the sections live) and tries again once that page has loaded.
 */
export async function scrollToClass(className: string, env: ScrollEnvironment): Promise<boolean> {
  const find = () => env.document.getElementsByClassName(className)[0];
  let target = find();
  if (!target && env.pathname !== "/") {
    await env.navigateHome();
    await env.afterLoad();
    target = find();
  }
  if (!target) {
    env.log(missingTargetMessage(className));
    return false;
  }
  target.scrollIntoView({ behavior: env.smooth ? "smooth" : "auto", block: "start" });
  return true;
}

export function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches === true;
}

export const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
