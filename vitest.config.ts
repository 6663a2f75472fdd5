import { defaultClientConditions } from "vite";
import { defineConfig } from "vitest/config";
import { preactAliases, usesReact } from "./vite.config";

export default defineConfig({
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
        test: { name: "app", include: ["app/**/*.test.{ts,tsx}"] },
      },
      {
        // The server and the contracts: the server draws its images with React, as in production.
        extends: true,
        test: { name: "server", include: ["contracts/**/*.test.ts", "server/**/*.test.{ts,tsx}"] },
      },
    ],
  },
});
