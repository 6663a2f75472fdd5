import "../preact-options";
import type { ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { LegalDocumentsContext } from "~/features/site/use-site";
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

/**
 * Hydrates one island with its props, its form's code and its locale chunks.
 * This module carries the island runtime (the renderer, translation, the form
 * library): the page's script loads it only when an island wakes
 * (wake-islands.ts), never with the page.
 */
export async function hydrateIsland(element: HTMLElement, language: Language): Promise<void> {
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
