import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "contracts/**/*.test.ts", "server/**/*.test.{ts,tsx}"],
    environment: "node",
  },
});
