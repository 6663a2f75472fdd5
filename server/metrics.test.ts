import { afterEach, describe, expect, it, vi } from "vitest";
import { formEnvironmentSuffix } from "../contracts/form-ids.ts";
import { sampleSubmissions } from "../contracts/sample-submissions.ts";
import { type FakeUpstream, startFakeUpstream } from "./testing/fake-upstream.ts";
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from "./testing/test-databases.ts";
import { postJson, startTestServer, type TestServer, testClock } from "./testing/test-server.ts";
import { waitFor } from "./testing/wait-for.ts";

// Real servers and databases on a 2-core machine: starting one can take seconds.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

/** The value of one sample line, `name{labels} value`, or undefined when it is absent. */
/** The token the tests' servers are given: metrics are served on the site's port to its bearer only. */
const TOKEN = "metrics-token-for-the-tests";
const scrape = (url: string, token = TOKEN) => fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${token}` } });

function sample(text: string, series: string): number | undefined {
  const line = text.split("\n").find((entry) => entry.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe.each(TEST_DIALECTS)("metrics on %s", (dialect) => {
  let database: TestDatabase | undefined;
  let server: TestServer | undefined;
  let upstream: FakeUpstream | undefined;

  afterEach(async () => {
    await server?.close();
    await upstream?.close();
    await database?.drop();
    server = upstream = database = undefined;
  });

  it("reports received and refused submissions, deliveries, backlog, held and failed counts", async () => {
    // contact is delivered, financials refused (held), tech-services keeps failing (backlog).
    upstream = await startFakeUpstream((request) => {
      if (request.path.startsWith("/contact")) return { status: 200, body: '{"success":true}' };
      if (request.path.startsWith("/financials")) return { status: 401 };
      return { status: 503 };
    });
    database = await createTestDatabase(dialect);
    const clock = testClock();
    server = await startTestServer(
      {
        DATABASE_URL: database.url,
        METRICS_TOKEN: TOKEN,
        RELAY_POLL_MS: "50",
        RELAY_BACKOFF_BASE_MS: "60000",
        RATE_LIMIT_SUBMISSIONS_PER_MINUTE: "100000",
        ADDRESS_DAILY_SUBMISSIONS: "0",
        ADDRESS_DAILY_MB: "0",
        ...Object.fromEntries(
          (["contact", "financials", "tech-services"] as const).map((form) => [
            `SUBMISSION_UPSTREAM_${formEnvironmentSuffix(form)}`,
            `${upstream?.url}/${form}`,
          ]),
        ),
      },
      { now: clock.now },
    );
    const { url, services } = server;

    const empty = await scrape(url);
    expect(empty.status).toBe(200);
    expect(empty.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(empty.headers.get("x-page-cache")).toBeNull();
    const before = await empty.text();
    expect(sample(before, 'leads_submissions_received_total{form="contact"}')).toBe(0);
    expect(sample(before, "leads_relay_oldest_undelivered_seconds")).toBe(0);
    expect(sample(before, "leads_database_up")).toBe(1);

    for (const form of ["contact", "financials", "tech-services"] as const) {
      expect((await postJson(`${url}/api/submissions/${form}`, sampleSubmissions[form])).status).toBe(201);
    }
    expect((await postJson(`${url}/api/submissions/contact`, { ...sampleSubmissions.contact, email: 5 })).status).toBe(400);
    expect((await postJson(`${url}/api/submissions/contact`, { ...sampleSubmissions.contact, website: "x" })).status).toBe(201);
    // The relay counts an attempt's outcome once it has stored it, a moment after the upstream had the request.
    const attempted = (text: string) =>
      sample(text, 'leads_relay_deliveries_total{form="contact",outcome="delivered"}') === 1 &&
      sample(text, 'leads_relay_deliveries_total{form="financials",outcome="held"}') === 1 &&
      sample(text, 'leads_relay_deliveries_total{form="tech-services",outcome="retry"}') === 1;
    await waitFor(async () => {
      const counts = await services.submissions.countByStatus();
      if (counts.delivered !== 1 || counts.held !== 1 || upstream?.received.length !== 3) return false;
      return attempted(await (await scrape(url)).text());
    }, 10_000);
    // A second later, as the metrics see it: the oldest undelivered submission's age.
    clock.advance(1000);

    // Read again: nothing is cached between scrapes.
    const text = await (await scrape(url)).text();
    expect(sample(text, 'leads_submissions_received_total{form="contact"}')).toBe(3);
    expect(sample(text, 'leads_submissions_received_total{form="financials"}')).toBe(1);
    expect(sample(text, 'leads_submissions_refused_total{form="contact",reason="invalid"}')).toBe(1);
    expect(sample(text, 'leads_submissions_refused_total{form="contact",reason="spam"}')).toBe(1);
    expect(sample(text, 'leads_relay_deliveries_total{form="contact",outcome="delivered"}')).toBe(1);
    expect(sample(text, 'leads_relay_deliveries_total{form="financials",outcome="held"}')).toBe(1);
    expect(sample(text, 'leads_relay_deliveries_total{form="tech-services",outcome="retry"}')).toBe(1);
    expect(sample(text, 'leads_relay_backlog{form="tech-services"}')).toBe(1);
    expect(sample(text, 'leads_relay_backlog{form="contact"}')).toBe(0);
    expect(sample(text, "leads_held_submissions")).toBe(1);
    expect(sample(text, "leads_failed_submissions")).toBe(0);
    expect(sample(text, 'leads_submissions{status="spam",form="contact"}')).toBe(1);
    expect(sample(text, "leads_relay_oldest_undelivered_seconds")).toBeGreaterThanOrEqual(1);
    expect(text).toContain("# TYPE leads_relay_deliveries_total counter");
    expect(text).toContain("process_cpu_seconds_total");
  });

  it("keeps the metrics off the site's own port unless a token is set, and refuses a wrong token", async () => {
    database = await createTestDatabase(dialect);
    server = await startTestServer({ DATABASE_URL: database.url });
    expect((await fetch(`${server.url}/metrics`)).status).toBe(404);
    await server.close();
    server = await startTestServer({ DATABASE_URL: database.url, METRICS_TOKEN: TOKEN });
    const anonymous = await fetch(`${server.url}/metrics`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get("www-authenticate")).toMatch(/^Bearer/);
    expect((await scrape(server.url, `${TOKEN}x`)).status).toBe(401);
    expect((await scrape(server.url)).status).toBe(200);
  });
});
