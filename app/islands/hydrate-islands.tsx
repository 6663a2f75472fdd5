import "../preact-options";
import { type ComponentType, Suspense } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { LegalDocumentsContext } from "~/features/site/use-site";
import { withOverrides } from "../../contracts/copy-overrides";
import { createI18n } from "~/i18n/instance";
import type { Language } from "~/i18n/language";
import type { Resources } from "~/i18n/resources.server";
import { createEnhancement, EnhancementContext } from "./enhancement";
import { createSlices, SlicesContext } from "./hydration-slices";
import { IdScopeContext, newIdScope } from "./id-scope";
import { HYDRATED_ATTRIBUTE, ISLAND_ATTRIBUTE, ISLAND_ROOT_ATTRIBUTE } from "./attributes";
import type { IslandPayload } from "./island";
import type { IslandRegistry } from "./island-registry";

const localeFiles = import.meta.glob<{ default: Resources[keyof Resources] }>(["../locales/*/*.json", "!../locales/*/staff.json"]);

async function loadResources(language: string, namespaces: readonly string[]): Promise<Resources> {
  const entries = await Promise.all(
    namespaces.map(async (namespace) => {
      const load = localeFiles[`../locales/${language}/${namespace}.json`];
      return [namespace, load ? (await load()).default : {}] as const;
    }),
  );
  return Object.fromEntries(entries) as Resources;
}

/** How long the island waits for the worker before it reads the locale data itself. */
const LOCALE_WORKER_MS = 3000;

/**
 * The browser's locale data for the page's language, read by a worker
 * (locale-data.worker.ts) while the island's code loads; resolves once it
 * has, at once where no worker can start, and after a while if it never
 * answers: the island then works the same, only its first country name costs
 * the main thread more.
 */
function warmLocaleData(language: Language): Promise<void> {
  return new Promise((resolve) => {
    try {
      const worker = new Worker(new URL("./locale-data.worker.ts", import.meta.url), { type: "module" });
      const done = () => {
        clearTimeout(timer);
        worker.terminate();
        resolve();
      };
      const timer = setTimeout(done, LOCALE_WORKER_MS);
      worker.onmessage = done;
      worker.onerror = done;
      worker.postMessage(language);
    } catch {
      resolve();
    }
  });
}

/**
 * Hydrates one island with its props, its form's code and its locale chunks.
 * This module carries the island runtime (the renderer, translation, the form
 * library): the page's script loads it only when an island wakes
 * (wake-islands.ts), never with the page.
 *
 * The work comes in steps, each in a task of its own that starts only once
 * `ready()` resolves: after the visitor's last tap or key press has been
 * answered and painted (wake-islands.ts). The island's code is evaluated
 * (while a worker reads the page language's locale data), its translations
 * made, its server HTML hydrated as it is (the plain controls:
 * Preact keeps the server's nodes, the focused field and what was typed in
 * it), then its parts switch to their enhanced controls a few at a time
 * (enhancement.ts), each batch reading into the form what the visitor typed
 * meanwhile (page-values.ts). A part the visitor is in waits until the
 * visitor leaves it.
 */
export async function hydrateIsland(
  element: HTMLElement,
  language: Language,
  ready: () => Promise<void>,
  islands: IslandRegistry,
): Promise<void> {
  const name = element.getAttribute(ISLAND_ATTRIBUTE) ?? "";
  const island = Object.hasOwn(islands, name) ? islands[name] : undefined;
  if (!island) return;
  const data = element.querySelector(':scope > script[type="application/json"]');
  const root = element.querySelector<HTMLElement>(`:scope > [${ISLAND_ROOT_ATTRIBUTE}]`);
  if (!data || !root) return;
  const { props, legal, copy } = JSON.parse(data.textContent ?? "{}") as IslandPayload<object>;
  await ready();
  performance.mark("island:load");
  const [module, resources] = await Promise.all([island.load(), loadResources(language, island.namespaces), warmLocaleData(language)]);
  const Component = module.default as ComponentType<object>;
  await ready();
  performance.mark("island:translate");
  // The texts staff changed, as the server rendered them (server/words/copy.ts): the hydrated island says what the HTML says.
  const i18n = createI18n(
    language,
    copy
      ? (Object.fromEntries(
          Object.entries(resources).map(([namespace, bundle]) => [namespace, withOverrides(bundle, copy[namespace])]),
        ) as Resources)
      : resources,
  );
  await ready();
  performance.mark("island:hydrate");
  const enhancement = createEnhancement();
  const slices = createSlices(ready);
  hydrateRoot(
    root,
    <EnhancementContext.Provider value={enhancement}>
      <SlicesContext.Provider value={slices}>
        <I18nextProvider i18n={i18n}>
          <LegalDocumentsContext.Provider value={legal}>
            <IdScopeContext.Provider value={newIdScope(name)}>
              {/* Each slice that waits has a boundary of its own (hydration-slices.tsx); this one holds anything else that would. */}
              <Suspense fallback={null}>
                <Component {...props} />
              </Suspense>
            </IdScopeContext.Provider>
          </LegalDocumentsContext.Provider>
        </I18nextProvider>
      </SlicesContext.Provider>
    </EnhancementContext.Provider>,
  );
  await slices.settled();
  performance.mark("island:hydrated");
  await enhancement.run(ready);
  performance.mark("island:enhanced");
  element.setAttribute(HYDRATED_ATTRIBUTE, "");
  // A part the visitor was in switches once the visitor has left it.
  const again = () => {
    void enhancement.run(ready).then(() => {
      if (enhancement.done) element.removeEventListener("focusout", again);
    });
  };
  if (!enhancement.done) element.addEventListener("focusout", again);
}
