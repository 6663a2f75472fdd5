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
      test: /node_modules[\\/](react|react-dom|scheduler|react-router|@react-router|cookie|set-cookie-parser|turbo-stream)[\\/]/,
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

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    tsconfigPaths: true,
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
