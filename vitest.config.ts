import { defaultClientConditions } from "vite";
import { defineConfig } from "vitest/config";
import { builtImages } from "./scripts/built-images-plugin.ts";
import { preactAliases, usesReact } from "./vite.config";

export default defineConfig({
  // Components import the addresses of the drawn images and sprites.
  plugins: [builtImages()],
  resolve: { tsconfigPaths: true },
  test: {
    environment: "node",
    // Transformed like the app, so that in the app's tests their imports of React resolve to Preact.
    server: { deps: { inline: usesReact } },
    projects: [
      {
        // The pages' code, rendered by Preact as in the browser.
        extends: true,
        // React Router's ES module: its CommonJS build would require React itself.
        resolve: { alias: preactAliases, conditions: [...defaultClientConditions, "module-sync"] },
        test: {
          name: "app",
          include: ["app/**/*.test.{ts,tsx}"],
          exclude: ["app/images/**", "**/node_modules/**"],
          setupFiles: ["app/test-setup.ts"],
        },
      },
      {
        // The server and the contracts; and the images the build draws, with React as the build does (app/images/).
        extends: true,
        test: {
          name: "server",
          include: ["contracts/**/*.test.ts", "server/**/*.test.{ts,tsx}", "app/images/**/*.test.{ts,tsx}", "docs/**/*.test.ts"],
        },
      },
    ],
  },
});
