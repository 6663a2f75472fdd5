import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { FORM_CODE_GROUPS, type FormCodeGroup, inCodeGroup } from "./app/features/forms/code-groups.ts";
import { builtImages } from "./scripts/built-images-plugin.ts";

/**
 * The browser loads two kinds of code (docs/decisions/0019-html-first-islands.md):
 * every page's one small script (app/entry.client.tsx, with the language
 * helpers it needs bundled into it), and the islands. What every island
 * shares (the renderer and translation) is the island runtime; what every
 * form shares (the form state, pickers, schemas, the shared form parts) is
 * the forms' code, cached once for every form of the site. The parts only
 * some forms have are groups of their own, loaded with those forms: a job
 * application's vacancy, skills and resume fields, the country list, and the
 * companies' request schemas with their services picker.
 * Each form and each locale file is a chunk of its own. Each request costs a
 * round trip on a slow phone connection, and by default every small module
 * shared by two forms would be a file of its own; the island requests a
 * form's groups beside its chunk (app/features/forms/registry.ts). The budget test
 * (tests/e2e/budgets.spec.ts) measures these chunks by their names.
 */
const islandRuntime = new RegExp(
  [
    String.raw`node_modules[\/](preact|i18next|react-i18next|html-parse-stringify|void-elements)[\/]`,
    String.raw`[\/]app[\/](preact-options|islands[\/](id-scope|enhancement|hydration-slices)|features[\/]site[\/]use-site)`,
    // The forms' registry, which the page's script hands the runtime: requested with it.
    String.raw`[\/]app[\/]features[\/]forms[\/]registry\.ts$`,
    // How a form follows its island's hydration: what the visitor typed before it, and when each part is enhanced.
    String.raw`[\/]app[\/]features[\/]forms[\/]shared[\/](page-values|use-hydrated)\.ts$`,
  ].join("|"),
);
const formCode = new RegExp(
  [
    String.raw`node_modules[\/]valibot[\/]`,
    String.raw`[\/]contracts[\/]`,
    String.raw`[\/]app[\/]features[\/]forms[\/](shared|geo[\/](geo-data|phone-codes))`,
  ].join("|"),
);
// The code only some forms have, in the groups the forms' registry names (app/features/forms/code-groups.ts).
const formGroups = Object.keys(FORM_CODE_GROUPS) as FormCodeGroup[];
const inFormGroup = (id: string) => formGroups.some((group) => inCodeGroup(group, id));
// One form's own parts (the positions editor, the meeting times, the contact form's schema) stay in that form's chunk.
const formOnly =
  /[\\/](app[\\/]features[\\/]forms[\\/]shared[\\/](positions-editor|meeting-times)\.tsx|contracts[\\/]submissions[\\/]contact\.ts$)/;
// What a form needs only once the visitor has filled it (the success dialog), requested then, beside the
// code that keeps a submission on the device (app/features/forms/offline/).
const filledFormCode = /[\\/]app[\\/]features[\\/]forms[\\/]shared[\\/]success-dialog\.tsx$/;
const sharedFormCode = (id: string) => formCode.test(id) && !inFormGroup(id) && ![formOnly, filledFormCode].some((group) => group.test(id));
const codeSplitting = {
  groups: [
    // What every page runs; its own chunk, since the server's route modules share the language rules with it
    // (contracts/language.ts, which app/i18n/language.ts adds the browser's part to).
    {
      name: "page",
      test: /[\\/]app[\\/](browser[\\/]|islands[\\/](attributes|wake-islands)|i18n[\\/]language\.ts)|[\\/]contracts[\\/]language\.ts|vite[\\/]preload-helper/,
      priority: 4,
    },
    { name: "islands", test: islandRuntime, priority: 4 },
    // A group takes the modules its own import, unless a group before it has: what every form shares comes first.
    { name: "form-code", test: sharedFormCode, priority: 3 },
    ...formGroups.map((group) => ({ name: group, test: (id: string) => inCodeGroup(group, id), priority: 2 })),
  ],
};

/**
 * V8 compiles a function the first time it runs, on the main thread: an
 * island's first hydration pass on a phone was mostly that, its code run for
 * the first time (40-85 ms of a 60-120 ms task at 4× CPU). A chunk that
 * starts with this comment is compiled whole while it loads, on a background
 * thread (https://v8.dev/blog/explicit-compile-hints); browsers without the
 * hint ignore a comment. Every chunk of code an island runs has it (and the
 * route modules, which the pages never request); the page's own script (run
 * at load, and held to its budget) and the data chunks (a locale file, a
 * country's states) do not.
 */
const COMPILE_HINT = "//# allFunctionsCalledOnLoad";
const pageScript = ["entry.client", "page"];
const islandCodeHint = (chunk: { name: string; moduleIds: readonly string[] }) =>
  !pageScript.includes(chunk.name) && chunk.moduleIds.some((id) => !id.endsWith(".json")) ? COMPILE_HINT : "";

/**
 * Vite wraps each dynamic import of the browser's code in its preload helper,
 * which fetches the imported chunk's CSS and, with `modulePreload` on, its
 * imports ahead; it keeps the helper with module preloading off
 * (vitejs/vite#18551). Here it has nothing to do: module preloading is off,
 * and no chunk the browser imports has CSS of its own (checked below). Its
 * 1.5 KB (about 690 bytes gzip) were the largest part of every page's script;
 * the helper becomes a plain call of the import, before the build minifies it.
 */
function withoutPreloadHelper(): Plugin {
  const helper = /\/\/ \\0vite\/preload-helper\.js\n[\s\S]*?(?=\n\/\/ )/;
  return {
    name: "without-preload-helper",
    apply: "build",
    renderChunk: {
      order: "post",
      handler(code) {
        if (!code.includes("var __vitePreload = function")) return null;
        if (!helper.test(code)) this.error("Vite's preload helper is not where this plugin looks for it");
        return { code: code.replace(helper, "var __vitePreload = (load) => load();\n"), map: null };
      },
    },
    generateBundle(_options, bundle) {
      // A chunk a dynamic import reaches, or any chunk it imports in turn: none may bring CSS.
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === "chunk" && (chunk.viteMetadata?.importedCss.size ?? 0) > 0) {
          this.error(`${chunk.fileName} imports CSS, which Vite's preload helper would load (vite.config.ts)`);
        }
      }
    },
  };
}

/**
 * The pages are written against React's API and rendered by Preact, through
 * its compatibility layer, in the server and in the browser: React DOM alone
 * would be 65 KB of every page's JavaScript (docs/decisions/0017-preact-renderer.md).
 * Vitest resolves the same way (vitest.config.ts).
 */
export const preactAliases = [
  { find: /^react$/, replacement: "preact/compat" },
  { find: /^react-dom$/, replacement: "preact/compat" },
  { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
  { find: /^react-dom\/server$/, replacement: "preact/compat/server" },
  { find: /^react-dom\/test-utils$/, replacement: "preact/test-utils" },
  { find: /^react\/jsx-runtime$/, replacement: "preact/compat/jsx-runtime" },
  { find: /^react\/jsx-dev-runtime$/, replacement: "preact/compat/jsx-dev-runtime" },
  // React's shim of useSyncExternalStore (react-i18next) would load a second copy of Preact.
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: "preact/compat" },
];

/** Libraries that import React: bundled into the server's build, so that they get Preact as well. */
export const usesReact = ["react-router", "react-i18next"];

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [builtImages(), tailwindcss(), reactRouter(), withoutPreloadHelper()],
  resolve: {
    tsconfigPaths: true,
    alias: preactAliases,
  },
  ssr: { noExternal: usesReact },
  // Development: Preact's modules bundled together from the start, not found one page at a time
  // (a module found later would be a second copy of Preact's state).
  optimizeDeps: {
    include: ["preact", "preact/hooks", "preact/jsx-runtime", "preact/compat", "preact/compat/client", "preact/compat/jsx-runtime"],
  },
  build: isSsrBuild
    ? {}
    : {
        // An island's chunks are requested by its own imports, not preloaded by the page's script.
        modulePreload: false,
        // Kept (React Router removes it otherwise): the server lists each island's chunks from it for the
        // page to fetch ahead (server/http/island-code.ts); the build moves it out of the served files.
        manifest: true,
        rolldownOptions: {
          output: {
            codeSplitting,
            postBanner: islandCodeHint,
            // A group split by routes is named after all of them; the group's name is enough.
            chunkFileNames: (chunk: { name: string }) => `assets/${chunk.name.split("~")[0]}-[hash].js`,
          },
        },
      },
}));
