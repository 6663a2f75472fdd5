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

export function resourcesFor(language: Language, namespaces: readonly Namespace[]): Resources {
  const picked: Resources = {};
  for (const namespace of namespaces) {
    const bundle = resources.get(`${language}/${namespace}`) ?? resources.get(`es/${namespace}`);
    if (bundle) picked[namespace] = bundle;
  }
  return picked;
}
