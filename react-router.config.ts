import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  // Separate builds can live side by side (parallel test runs); the server reads the same variable.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  ssr: true,
  future: {
    v8_middleware: false,
  },
} satisfies Config;
