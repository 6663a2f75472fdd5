import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { FORM_IDS, type FormId } from "../../contracts/submission-schemas.ts";
import { sampleSubmissions } from "../../contracts/sample-submissions.ts";
import { createTestDatabase, type TestDatabase } from "../testing/test-databases.ts";
import { startTestServer, type TestServer } from "../testing/test-server.ts";
import { seededRandom } from "../testing/wait-for.ts";

// Real servers and databases on a 2-core machine: starting one can take seconds.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

const BODIES_PER_ENDPOINT = 520;
const random = seededRandom(1581);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

function deep(depth: number): unknown {
  let value: unknown = "x";
  for (let i = 0; i < depth; i += 1) value = random() < 0.5 ? [value] : { a: value };
  return value;
}

const hostileValues: (() => unknown)[] = [
  () => null,
  () => true,
  () => 0,
  () => -1,
  () => 1e308,
  () => -0.5,
  () => "",
  () => "   ",
  () => "NaN",
  () => "\u0000\u0001\u0002",
  () => "\ud800\udc00\ud800",
  () => "<script>alert(1)</script>",
  () => "'; drop table submissions; --",
  () => "a".repeat(1 + Math.floor(random() * 8_000)),
  () => [],
  () => [null, 1, {}],
  () => Array.from({ length: 500 }, () => "x"),
  () => ({}),
  () => ({ "$content-type": "application/pdf", $content: "!!!not base64!!!" }),
  () => ({ "$content-type": "application/pdf", $content: "JVBERi0x=====" }),
  () => ({ "$content-type": "text/html", $content: btoa("<html>") }),
  () => ({ "$content-type": ["application/pdf"], $content: 5 }),
  () => deep(50 + Math.floor(random() * 200)),
  () => JSON.parse('{"__proto__": {"polluted": true}}'),
  () => ({ constructor: { prototype: { polluted: true } } }),
];

/** A raw request body: mostly mutated valid payloads, plus shapes no form would send. */
function hostileBody(form: FormId): { body: string | Uint8Array<ArrayBuffer>; contentType: string } {
  const json = "application/json";
  const roll = random();
  if (roll < 0.08) return { body: pick(["null", "1", '"text"', "[]", "[1,2]", "true", "{}"]), contentType: json };
  if (roll < 0.14) return { body: pick(["{", '{"a":', "{'a':1}", "", "undefined", '{"a":1}}', "\u0000"]), contentType: json };
  if (roll < 0.18) return { body: "[".repeat(5_000 + Math.floor(random() * 20_000)), contentType: json };
  if (roll < 0.2) return { body: new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]), contentType: json };
  if (roll < 0.23)
    return {
      body: JSON.stringify(sampleSubmissions[form]),
      contentType: pick(["text/plain", "application/x-www-form-urlencoded", "", "application/jsonx"]),
    };
  const payload: Record<string, unknown> = { ...(sampleSubmissions[form] as Record<string, unknown>) };
  const fields = Object.keys(payload);
  const changes = 1 + Math.floor(random() * 4);
  for (let i = 0; i < changes; i += 1) {
    const field = random() < 0.85 ? pick(fields) : pick(["__proto__", "constructor", "prototype", "website", "toString", "$where"]);
    payload[field] = pick(hostileValues)();
  }
  let body = JSON.stringify(payload);
  if (random() < 0.1) body = body.replace("{", '{"__proto__":{"isAdmin":true},');
  return { body, contentType: random() < 0.5 ? json : "application/json; charset=utf-8" };
}

describe("fuzz", () => {
  let database: TestDatabase;
  let server: TestServer;

  beforeAll(async () => {
    database = await createTestDatabase("sqlite");
    server = await startTestServer({
      DATABASE_URL: database.url,
      RATE_LIMIT_SUBMISSIONS_PER_MINUTE: "1000000",
      ADDRESS_DAILY_SUBMISSIONS: "0",
      ADDRESS_DAILY_MB: "0",
      // Some bodies fill the honeypot: spam's own daily cap per address would answer them 429.
      SPAM_ADDRESS_DAILY_SUBMISSIONS: "0",
      SPAM_ADDRESS_DAILY_KB: "0",
    });
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  async function inBatches(count: number, send: () => Promise<Response>) {
    const statuses = new Map<number, number>();
    for (let done = 0; done < count; done += 20) {
      const responses = await Promise.all(Array.from({ length: Math.min(20, count - done) }, send));
      for (const response of responses) {
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        const text = await response.text();
        expect(text).not.toMatch(/at .+\.ts:\d+|Error:|stack/);
      }
    }
    return statuses;
  }

  it.each(FORM_IDS)(`answers ${BODIES_PER_ENDPOINT} hostile bodies to %s without one 5xx`, { timeout: 60_000 }, async (form) => {
    const statuses = await inBatches(BODIES_PER_ENDPOINT, () => {
      const { body, contentType } = hostileBody(form);
      return fetch(`${server.url}/api/submissions/${form}`, {
        method: "POST",
        body,
        headers: contentType ? { "content-type": contentType } : {},
      });
    });
    const serverErrors = [...statuses].filter(([status]) => status >= 500);
    expect(serverErrors).toEqual([]);
    expect([...statuses.keys()].every((status) => [201, 400, 413, 415].includes(status))).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });

  const listPaths = ["/api/vacancies", "/api/services", "/api/service-options", "/api/events", "/api/articles", "/api/articles/1/image"];
  const hostileQueries = [
    "?for=tech",
    "?for=vma",
    "?for=",
    "?for[]=tech",
    "?for=%00",
    "?for=%ZZ",
    "?v=%ff",
    `?${"a=1&".repeat(500)}`,
    "?__proto__[x]=1",
    "",
  ];

  it.each(listPaths)("answers %s with hostile queries, methods and paths without one 5xx", { timeout: 60_000 }, async (path) => {
    const statuses = await inBatches(BODIES_PER_ENDPOINT, () => {
      const method = pick(["GET", "GET", "GET", "HEAD", "POST", "DELETE", "OPTIONS"]);
      const suffix = random() < 0.2 ? pick(["/", "/..", "/%2e%2e", "/x", "%00"]) : "";
      return fetch(`${server.url}${path}${suffix}${pick(hostileQueries)}`, {
        method,
        headers: { "if-none-match": pick(['"x"', "*", "W/", ""]), "accept-language": pick(["en", "zz", ""]) },
      });
    });
    expect([...statuses].filter(([status]) => status >= 500)).toEqual([]);
  });
});
