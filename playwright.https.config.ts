import { defineConfig, devices } from "@playwright/test";
import { chromiumLaunchOptions } from "./tests/chromium.ts";
import { DATABASES, HOST_RESOLVER_RULES, LIMITS, LIMITS_ORIGIN, PORTS, SITE_ORIGIN } from "./tests/https/stack.ts";

/**
 * The site in its production shape (docs/decisions/0031-nginx-in-the-tests.md): Chromium
 * opens https://www.example.test through Debian's nginx, which ends TLS with a certificate
 * made for the run and forwards to the compiled server, as deploy/nginx/ sets it up.
 * `npm run test:e2e` runs it after playwright.config.ts.
 */
const buildDirectory = process.env.BUILD_DIR ?? "build";

/** The compiled server as the README's "Running in production" sets it up, on loopback behind the proxy. */
function server(name: string, port: number, metricsPort: number, database: string, origin: string, limits: Record<string, string>) {
  return {
    name,
    command: `rm -f ${database} ${database}-wal ${database}-shm && node ${buildDirectory}/node/main.js`,
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      METRICS_PORT: String(metricsPort),
      DATABASE_URL: `sqlite:${database}`,
      LOG_LEVEL: "warn",
      SITE_URL: origin,
      TRUST_PROXY: "1",
      BUILD_DIR: buildDirectory,
      ...limits,
    },
  };
}

export default defineConfig({
  testDir: "tests/https",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [["list"]],
  // A test here walks a whole form through TLS and the proxy: more than the plain-http suite's 30 s on a busy machine.
  timeout: 60_000,
  use: {
    ...devices["Desktop Chrome"],
    viewport: { width: 1280, height: 800 },
    baseURL: SITE_ORIGIN,
    locale: "es-CO",
    timezoneId: "America/Bogota",
    // The certificate is made for the run; the specs that talk to nginx from Node verify it against itself.
    ignoreHTTPSErrors: true,
    launchOptions: chromiumLaunchOptions([`--host-resolver-rules=${HOST_RESOLVER_RULES}`]),
  },
  projects: [{ name: "https" }],
  webServer: [
    // Every page the browser opens comes from one address (127.0.0.1): its limits are raised as in
    // playwright.config.ts, and the limits themselves are tested on the other server.
    server("site", PORTS.site, PORTS.siteMetrics, DATABASES.site, SITE_ORIGIN, {
      RATE_LIMIT_SUBMISSIONS_PER_MINUTE: "10000",
      ADDRESS_DAILY_SUBMISSIONS: "0",
      ADDRESS_DAILY_MB: "0",
      STAFF_SIGN_IN_PER_MINUTE: "10000",
    }),
    server("limits", PORTS.limits, PORTS.limitsMetrics, DATABASES.limits, LIMITS_ORIGIN, {
      RATE_LIMIT_SUBMISSIONS_PER_MINUTE: String(LIMITS.perMinute),
      ADDRESS_DAILY_SUBMISSIONS: String(LIMITS.daily),
    }),
    {
      name: "nginx",
      command: "node --import tsx tests/https/proxy.ts",
      wait: { stdout: /nginx ready/ },
      gracefulShutdown: { signal: "SIGTERM", timeout: 5000 },
      timeout: 60_000,
    },
  ],
});
