import "../preact-options";
import type { ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { LegalDocumentsContext } from "~/features/layout/use-site";
import { createI18n } from "~/i18n/instance";
import type { Language } from "~/i18n/language";
import type { Resources } from "~/i18n/resources.server";
import { IdScopeContext, newIdScope } from "./id-scope";
import { HYDRATED_ATTRIBUTE, ISLAND_ATTRIBUTE, ISLAND_ROOT_ATTRIBUTE } from "./attributes";
import type { IslandPayload } from "./island";
import { isIslandName, islandModules, islandNamespaces } from "./registry";

const localeFiles = import.meta.glob<{ default: Resources[keyof Resources] }>("../locales/*/*.json");

async function loadResources(language: string, namespaces: readonly string[]): Promise<Resources> {
  const entries = await Promise.all(
    namespaces.map(async (namespace) => {
      const load = localeFiles[`../locales/${language}/${namespace}.json`];
      return [namespace, load ? (await load()).default : {}] as const;
    }),
  );
  return Object.fromEntries(entries) as Resources;
}

async function wake(element: HTMLElement, language: Language): Promise<void> {
  const name = element.getAttribute(ISLAND_ATTRIBUTE) ?? undefined;
  if (!isIslandName(name)) return;
  const data = element.querySelector(':scope > script[type="application/json"]');
  const root = element.querySelector<HTMLElement>(`:scope > [${ISLAND_ROOT_ATTRIBUTE}]`);
  if (!data || !root) return;
  const { props, legal } = JSON.parse(data.textContent ?? "{}") as IslandPayload<object>;
  const [module, resources] = await Promise.all([islandModules[name](), loadResources(language, islandNamespaces(name))]);
  const Component = module.default as ComponentType<object>;
  // One task from here: what the visitor typed so far is read by the island as it hydrates.
  hydrateRoot(
    root,
    <I18nextProvider i18n={createI18n(language, resources)}>
      <LegalDocumentsContext.Provider value={legal}>
        <IdScopeContext.Provider value={newIdScope(name)}>
          <Component {...props} />
        </IdScopeContext.Provider>
      </LegalDocumentsContext.Provider>
    </I18nextProvider>,
  );
  element.setAttribute(HYDRATED_ATTRIBUTE, "");
}

/** Once the page has loaded, when the browser has a moment: the page's own resources come first. */
function afterLoad(callback: () => void) {
  const idle = () =>
    typeof requestIdleCallback === "function" ? requestIdleCallback(callback, { timeout: 1000 }) : setTimeout(callback, 50);
  if (document.readyState === "complete") idle();
  else window.addEventListener("load", idle, { once: true });
}

const INTERACTIONS = ["pointerover", "pointerdown", "touchstart", "focusin", "keydown"] as const;

/**
 * Each island wakes on its own: at once when the visitor reaches into it, or
 * once the page has loaded when it is near the screen. Until then, and if its
 * code never arrives, its server HTML works as plain HTML (a form posts).
 */
export function hydrateIslands(elements: Iterable<HTMLElement>, language: Language): void {
  for (const element of elements) {
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      observer?.disconnect();
      for (const type of INTERACTIONS) element.removeEventListener(type, start, true);
      wake(element, language).catch((error: unknown) => {
        // The HTML keeps working; the next visit tries again.
        console.error("island failed to load", error);
      });
    };
    for (const type of INTERACTIONS) element.addEventListener(type, start, { capture: true, passive: true });
    const observer =
      typeof IntersectionObserver === "function"
        ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && afterLoad(start), {
            rootMargin: "200px 0px",
          })
        : undefined;
    if (observer) observer.observe(element);
    else afterLoad(start);
  }
}
