import { type CopyOverrides, withOverrides } from "../../contracts/copy-overrides";
import type { Language } from "./language";
import type { Namespace } from "./namespaces";

type Bundle = Record<string, unknown>;

const files = import.meta.glob<Bundle>("../locales/*/*.json", { eager: true, import: "default" });

const resources = new Map<string, Bundle>();
for (const [path, bundle] of Object.entries(files)) {
  const match = /locales\/(\w+)\/([\w-]+)\.json$/.exec(path);
  if (match) resources.set(`${match[1]}/${match[2]}`, bundle);
}

export type Resources = Partial<Record<Namespace, Bundle>>;

/** Each set of staff's overrides (one object per change, server/words/copy.ts) with the bundles it made: merged once per change. */
const merged = new WeakMap<CopyOverrides, Map<string, Bundle>>();

/** A namespace's bundle in a language, with the texts staff changed laid over the shipped ones. */
function bundleOf(language: Language, namespace: Namespace, overrides: CopyOverrides | undefined): Bundle | undefined {
  const shipped = resources.get(`${language}/${namespace}`) ?? resources.get(`es/${namespace}`);
  const changed = overrides?.[language]?.[namespace];
  if (!shipped || !overrides || !changed) return shipped;
  let bundles = merged.get(overrides);
  if (!bundles) {
    bundles = new Map();
    merged.set(overrides, bundles);
  }
  const key = `${language}/${namespace}`;
  let bundle = bundles.get(key);
  if (!bundle) {
    bundle = withOverrides(shipped, changed);
    bundles.set(key, bundle);
  }
  return bundle;
}

export function resourcesFor(language: Language, namespaces: readonly Namespace[], overrides?: CopyOverrides): Resources {
  const picked: Resources = {};
  for (const namespace of namespaces) {
    const bundle = bundleOf(language, namespace, overrides);
    if (bundle) picked[namespace] = bundle;
  }
  return picked;
}

/** The overrides of a page's namespaces in its language, for its islands to lay over the chunks they load; undefined when none. */
export function overridesFor(
  language: Language,
  namespaces: readonly Namespace[],
  overrides: CopyOverrides | undefined,
): Record<string, Readonly<Record<string, string>>> | undefined {
  const picked: Record<string, Readonly<Record<string, string>>> = {};
  for (const namespace of namespaces) {
    const changed = overrides?.[language]?.[namespace];
    if (changed && Object.keys(changed).length > 0) picked[namespace] = changed;
  }
  return Object.keys(picked).length > 0 ? picked : undefined;
}
