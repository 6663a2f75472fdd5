import { afterEach, describe, expect, it, vi } from "vitest";
import * as v from "valibot";
import { formEnvironmentSuffix } from "../../contracts/form-ids.ts";
import { sampleSubmissions } from "../../contracts/sample-submissions.ts";
import { submissionSchemas, FORM_IDS, type FormId } from "../../contracts/submission-schemas.ts";
import { type FakeUpstream, startFakeUpstream, type UpstreamReply } from "../testing/fake-upstream.ts";
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from "../testing/test-databases.ts";
import { postJson, startTestServer, type TestServer } from "../testing/test-server.ts";
import { seededRandom, waitFor } from "../testing/wait-for.ts";
import { retryHeldLeads } from "../cli/leads-commands.ts";

// Real servers and databases on a 2-core machine: starting one can take seconds.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

const FAST_RELAY = {
  RELAY_TIMEOUT_MS: "300",
  RELAY_BACKOFF_BASE_MS: "10",
  RELAY_BACKOFF_MAX_MS: "200",
  RELAY_POLL_MS: "50",
  RATE_LIMIT_SUBMISSIONS_PER_MINUTE: "100000",
  ADDRESS_DAILY_SUBMISSIONS: "0",
  ADDRESS_DAILY_MB: "0",
};

function upstreamsFor(upstream: FakeUpstream, forms: readonly FormId[] = FORM_IDS): Record<string, string> {
  // The three job applications share one workflow, as in the spec.
  const path = (form: FormId) => (["candidate", "contractor", "vma-application"].includes(form) ? "applications" : form);
  return Object.fromEntries(
    forms.map((form) => [`SUBMISSION_UPSTREAM_${formEnvironmentSuffix(form)}`, `${upstream.url}/${path(form)}?sig=secret`]),
  );
}

/** Resolves once the relay has looked for due submissions twice more: whatever it would still send, it has claimed. */
async function relayLooksTwice(server: TestServer) {
  const { relay } = server.services;
  const seen = relay.passes;
  relay.wake();
  await waitFor(async () => relay.passes >= seen + 2, 10_000);
}

async function submitAll(server: TestServer, count: number, forms: readonly FormId[] = FORM_IDS): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const form = forms[i % forms.length] as FormId;
    const response = await postJson(`${server.url}/api/submissions/${form}`, sampleSubmissions[form]);
    expect(response.status).toBe(201);
    ids.push(((await response.json()) as { id: string }).id);
  }
  return ids;
}

describe.each(TEST_DIALECTS)("relay on %s", (dialect) => {
  let database: TestDatabase | undefined;
  let server: TestServer | undefined;
  let upstream: FakeUpstream | undefined;

  afterEach(async () => {
    await server?.close();
    await upstream?.close();
    await database?.drop();
    server = upstream = database = undefined;
  });

  async function start(reply: (index: number) => UpstreamReply, env: Record<string, string> = {}, forms?: readonly FormId[]) {
    upstream = await startFakeUpstream((_request, index) => reply(index));
    database = await createTestDatabase(dialect);
    server = await startTestServer({ DATABASE_URL: database.url, ...FAST_RELAY, ...upstreamsFor(upstream, forms), ...env });
    return { server, upstream };
  }

  it("delivers every submission through an upstream that fails half the time and sometimes hangs", async () => {
    const random = seededRandom(7);
    const { server, upstream } = await start(() => {
      const roll = random();
      if (roll < 0.1) return "hang";
      if (roll < 0.4) return { status: 503 };
      if (roll < 0.5) return { status: 429, headers: { "retry-after": "0" } };
      return { status: 200, body: '{"success":"true"}' };
    });
    const ids = await submitAll(server, 40);
    await waitFor(async () => (await server.services.submissions.countByStatus()).delivered === ids.length, 45_000);

    expect(upstream.received.length).toBeGreaterThan(ids.length);
    const byKey = new Map<string, typeof upstream.received>();
    for (const request of upstream.received) {
      const key = request.idempotencyKey ?? "";
      byKey.set(key, [...(byKey.get(key) ?? []), request]);
    }
    expect([...byKey.keys()].sort()).toEqual([...ids].sort());
    for (const id of ids) {
      const row = await server.services.submissions.find(id);
      const attempts = byKey.get(id) ?? [];
      expect(row?.status).toBe("delivered");
      expect(row?.attempts).toBe(attempts.length);
      for (const request of attempts) {
        // Byte for byte what was stored, which is the spec payload after validation.
        expect(request.body.equals(Buffer.from(row?.body ?? "", "utf8"))).toBe(true);
        expect(request.contentType).toContain("application/json");
        expect(request.path).toContain("sig=secret");
      }
      const form = row?.form as FormId;
      expect(JSON.parse(attempts[0]?.body.toString() ?? "")).toEqual(
        JSON.parse(JSON.stringify(v.parse(submissionSchemas[form], sampleSubmissions[form]))),
      );
    }
  }, 60_000);

  it("holds a submission its upstream refuses with 401 until `retry --held` sends it again", async () => {
    let fixed = false;
    const { server, upstream } = await start(() => (fixed ? { status: 200 } : { status: 401 }));
    const [id = "", other = ""] = await submitAll(server, 2, ["financials", "tech-services"]);
    await waitFor(async () => (await server.services.submissions.countByStatus()).held === 2, 10_000);
    expect((await server.services.submissions.find(id))?.last_error).toBe("http_401");
    // Held, not retried: the upstream sees each lead once until the operator acts.
    await relayLooksTwice(server);
    expect(upstream.received).toHaveLength(2);

    fixed = true;
    const output: string[] = [];
    expect(await retryHeldLeads(server.services.submissions, (text) => void output.push(text), { form: "financials" })).toBe(1);
    expect(output.join("")).toContain("1 held submissions queued again");
    await waitFor(async () => (await server.services.submissions.find(id))?.status === "delivered", 10_000);
    expect((await server.services.submissions.find(other))?.status).toBe("held");
    expect(upstream.received.filter((request) => request.idempotencyKey === id)).toHaveLength(2);
    await expect(retryHeldLeads(server.services.submissions, () => undefined, { form: "nope" })).rejects.toThrow(/unknown form/);
  });

  it("holds a submission whose upstream answers a redirect (a moved workflow)", async () => {
    const { server, upstream } = await start(() => ({ status: 302, headers: { location: "https://elsewhere.example/" } }));
    const [id = ""] = await submitAll(server, 1, ["vma-hire"]);
    await waitFor(async () => (await server.services.submissions.find(id))?.status === "held", 10_000);
    expect((await server.services.submissions.find(id))?.last_error).toBe("http_302");
    expect(upstream.received).toHaveLength(1);
  });

  it("counts the contact form delivered on a 2xx with success true (boolean or string) or without a success flag", async () => {
    const bodies = ['{"success":true}', '{"success":"true"}', "ok", '{"message":"received"}'];
    const { server, upstream } = await start((index) => ({ status: 200, body: bodies[index % bodies.length] }), {}, ["contact"]);
    const ids = await submitAll(server, bodies.length, ["contact"]);
    await waitFor(async () => (await server.services.submissions.countByStatus()).delivered === ids.length, 10_000);
    expect(upstream.received).toHaveLength(ids.length);
  });

  it("holds a contact submission after the capped number of success false answers", async () => {
    const { server, upstream } = await start(() => ({ status: 200, body: '{"success":false}' }), { RELAY_UNCONFIRMED_MAX_ATTEMPTS: "3" }, [
      "contact",
    ]);
    const [id = ""] = await submitAll(server, 1, ["contact"]);
    await waitFor(async () => (await server.services.submissions.find(id))?.status === "held", 10_000);
    await relayLooksTwice(server);
    expect(upstream.received).toHaveLength(3);
    expect((await server.services.submissions.find(id))?.last_error).toBe("contact_unconfirmed");
  });

  it('counts the contact form delivered only when its upstream confirms with success "true"', async () => {
    const { server, upstream } = await start(
      (index) => ({ status: 200, body: index < 2 ? '{"success":"false"}' : '{"success":"true"}' }),
      {},
      ["contact"],
    );
    const [id = ""] = await submitAll(server, 1, ["contact"]);
    await waitFor(async () => (await server.services.submissions.find(id))?.status === "delivered", 10_000);
    expect(upstream.received).toHaveLength(3);
  });

  it("honours Retry-After", async () => {
    const { server, upstream } = await start((index) => (index === 0 ? { status: 429, headers: { "retry-after": "1" } } : { status: 202 }));
    const [id = ""] = await submitAll(server, 1, ["tech-services"]);
    await waitFor(async () => (await server.services.submissions.find(id))?.status === "delivered", 10_000);
    const [first, second] = upstream.received;
    expect((second?.receivedAt ?? 0) - (first?.receivedAt ?? 0)).toBeGreaterThanOrEqual(950);
  });

  it("gives up after the horizon, and the submission can be retried", async () => {
    let healthy = false;
    const { server, upstream } = await start(() => (healthy ? { status: 200 } : { status: 500 }), { RELAY_GIVE_UP_HOURS: "0.0002" });
    const [id = ""] = await submitAll(server, 1, ["vma-hire"]);
    await waitFor(async () => (await server.services.submissions.find(id))?.status === "failed", 10_000);
    expect((await server.services.submissions.find(id))?.last_error).toBe("http_500");
    expect(upstream.received.length).toBeGreaterThan(1);

    healthy = true;
    expect(await server.services.submissions.retry(id, Date.now())).toBe(true);
    server.services.relay.wake();
    await waitFor(async () => (await server.services.submissions.find(id))?.status === "delivered", 10_000);
  });

  it("only stores submissions of forms without an upstream", async () => {
    const { server, upstream } = await start(() => ({ status: 200 }), {}, ["contact"]);
    const [id = ""] = await submitAll(server, 1, ["financials"]);
    await relayLooksTwice(server);
    expect((await server.services.submissions.find(id))?.status).toBe("pending");
    expect(upstream.received).toHaveLength(0);
  });

  it("never relays spam", async () => {
    const { server, upstream } = await start(() => ({ status: 200 }));
    const response = await postJson(`${server.url}/api/submissions/financials`, { ...sampleSubmissions.financials, website: "x" });
    const { id } = (await response.json()) as { id: string };
    await submitAll(server, 1, ["financials"]);
    await waitFor(async () => upstream.received.length === 1, 5000);
    await relayLooksTwice(server);
    expect(upstream.received.map((request) => request.idempotencyKey)).not.toContain(id);
    expect((await server.services.submissions.find(id))?.status).toBe("spam");
  });
});
