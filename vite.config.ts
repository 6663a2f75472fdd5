import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

/**
 * Fewer, larger browser chunks: every request on a slow mobile connection
 * costs a round trip, and by default each small shared component
 * used by two routes becomes a file of its own (about fifty on the home page).
 */
const codeSplitting = {
  groups: [
    {
      name: "framework",
      test: /node_modules[\\/](preact|react-router|@react-router|cookie|set-cookie-parser|turbo-stream)[\\/]/,
      priority: 3,
    },
    // Grouped by the set of routes that use them, small groups merged into a neighbour.
    {
      name: "shared",
      test: /[\\/]app[\\/](components|i18n|features[\\/](layout|seo|navigation|language|lists))[\\/]/,
      minShareCount: 2,
      entriesAware: true,
      entriesAwareMergeThreshold: 8_000,
      priority: 1,
    },
  ],
};

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
export const usesReact = ["react-router", "react-i18next", "react-hook-form", "downshift"];

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
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
        rolldownOptions: {
          output: {
            codeSplitting,
            // A group split by routes is named after all of them; the group's name is enough.
            chunkFileNames: (chunk: { name: string }) => `assets/${chunk.name.split("~")[0]}-[hash].js`,
          },
        },
      },
}));
