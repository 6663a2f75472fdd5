import { defineConfig, devices } from "@playwright/test";
import { chromiumLaunchOptions } from "./tests/chromium";
import { E2E_METRICS_TOKEN, E2E_SMTP_PORT } from "./tests/e2e/mail-settings";

const port = Number(process.env.E2E_PORT ?? 3210);
const database = process.env.E2E_DATABASE ?? "/tmp/e2e-site.db";
const buildDirectory = process.env.BUILD_DIR ?? "build";

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [["list"]],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${port}`,
    locale: "es-CO",
    timezoneId: "America/Bogota",
    launchOptions: chromiumLaunchOptions(),
  },
  projects: [
    {
      name: "chromium",
      testIgnore: /no-script|staff-content-lists/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
    // Every route and every form as a visitor without JavaScript gets them (docs/decisions/0019-html-first-islands.md).
    {
      name: "no-script",
      testMatch: /no-script.*\.spec\.ts$/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, javaScriptEnabled: false },
    },
    // An editor replaces sample people and partners the other specs read: after them, on the same database
    // (alone: `npx playwright test --no-deps tests/e2e/staff-content-lists.spec.ts`).
    {
      name: "after-the-site",
      testMatch: /staff-content-lists\.spec\.ts$/,
      dependencies: ["chromium", "no-script"],
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    // The production server as `npm start` runs it: compiled into the build (`npm run build`), on a new
    // database seeded with today's sample content (a database left by an earlier run keeps the content it
    // was seeded with, which the tests of the lists do not expect).
    command: `rm -f ${database} ${database}-wal ${database}-shm && node ${buildDirectory}/node/main.js`,
    url: `http://localhost:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      NODE_ENV: "production",
      PORT: String(port),
      DATABASE_URL: `sqlite:${database}`,
      LOG_LEVEL: "warn",
      // Every test submits from one address; the limit itself is tested by the API suite.
      RATE_LIMIT_SUBMISSIONS_PER_MINUTE: "10000",
      ADDRESS_DAILY_SUBMISSIONS: "0",
      ADDRESS_DAILY_MB: "0",
      // Every staff test signs in from one address too.
      STAFF_SIGN_IN_PER_MINUTE: "10000",
      SITE_URL: `http://localhost:${port}`,
      BUILD_DIR: buildDirectory,
      // The leads' e-mails go to the SMTP server forms-mail.spec.ts starts; while it is not listening they wait and are retried.
      SMTP_URL: `smtp://leads:secret@127.0.0.1:${E2E_SMTP_PORT}`,
      LEADS_NOTIFY_TO: "sales@example.com",
      LEADS_MAIL_FROM: "Leads <leads@example.com>",
      RELAY_BACKOFF_MAX_MS: "2000",
      METRICS_TOKEN: E2E_METRICS_TOKEN,
    },
  },
});
