import { existsSync, readFileSync } from "node:fs";

/** A chunk of Vite's build manifest (`build.manifest`), by its source path. */
export interface ManifestChunk {
  file: string;
  name?: string;
  imports?: string[];
  dynamicImports?: string[];
}

export type ViteManifest = Readonly<Record<string, ManifestChunk>>;

/** Each island's chunks (`form:contact` → addresses), for one language. */
export type IslandCode = Readonly<Record<string, readonly string[]>>;

const RUNTIME = "app/islands/hydrate-islands.tsx";
// A form's module, one of those the forms' registry imports on demand (app/features/forms/registry.ts).
const FORM_MODULE = /^app\/features\/forms\/([\w-]+)\/\1-form\.tsx$/;

/**
 * The chunks an island runs, from the browser build's manifest, so that a
 * page can fetch them ahead without running them (app/islands/wake-islands.ts):
 * the island runtime and what it imports (the forms' registry with it), the
 * form's chunk and what it imports (the forms' shared code and its groups),
 * and the translations it loads in the page's language. An island
 * `form:<name>` is the
 * module app/features/forms/<name>/<name>-form.tsx (which the forms' registry,
 * app/features/forms/registry.ts, imports); its translations are the `common` and
 * `forms` namespaces, and one named after the form where there is one
 * (`financials`).
 */
export function islandCodeFrom(manifest: ViteManifest, base = "/"): (language: string) => IslandCode {
  const withImports = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(`${base}${chunk.file}`)) return;
    into.add(`${base}${chunk.file}`);
    for (const imported of chunk.imports ?? []) withImports(imported, into);
  };
  const byLanguage = new Map<string, IslandCode>();
  return (language) => {
    const known = byLanguage.get(language);
    if (known) return known;
    const code: Record<string, string[]> = {};
    for (const key of manifest[RUNTIME] ? Object.keys(manifest) : []) {
      const form = FORM_MODULE.exec(key)?.[1];
      if (!form) continue;
      const files = new Set<string>();
      withImports(RUNTIME, files);
      withImports(key, files);
      for (const namespace of ["common", "forms", form]) withImports(`app/locales/${language}/${namespace}.json`, files);
      code[`form:${form}`] = [...files];
    }
    byLanguage.set(language, code);
    return code;
  };
}

/** The manifest a build keeps beside its server (scripts/build-server.mjs); none in development. */
export function readIslandCode(manifestPath: string): ((language: string) => IslandCode) | undefined {
  if (!existsSync(manifestPath)) return undefined;
  return islandCodeFrom(JSON.parse(readFileSync(manifestPath, "utf8")) as ViteManifest);
}
