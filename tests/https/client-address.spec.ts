import { readFileSync } from "node:fs";
import Database from "better-sqlite3";
import { expect, test } from "@playwright/test";
import { CERTIFICATE, DATABASES, LIMITS, LIMITS_HOST, LIMITS_ORIGIN, proxied } from "./stack";

/**
 * Client addresses through the proxy, on the server with small limits (LIMITS: a few submissions
 * a minute, a few a day per address). Each request leaves from its own loopback address, which
 * nginx sees as a client of its own and forwards in X-Forwarded-For.
 */
const ca = () => readFileSync(CERTIFICATE);

function submit(localAddress: string, email: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  return proxied("/api/submissions/contact", {
    host: LIMITS_HOST,
    method: "POST",
    localAddress,
    ca: ca(),
    headers: { "Content-Type": "application/json", "Content-Language": "en", Origin: LIMITS_ORIGIN, ...headers },
    body: JSON.stringify({
      name: "Ana Ruiz",
      email,
      phone_prefix: "+57",
      phone: "3001234567",
      message: "A quote, please.",
      policies: true,
      ...extra,
    }),
  });
}

function stored(email: string): { status: string; spam_reason: string | null }[] {
  const database = new Database(DATABASES.limits, { readonly: true, fileMustExist: true });
  try {
    return database.prepare("SELECT status, spam_reason FROM submissions WHERE subject_email = ?").all(email.toLowerCase()) as {
      status: string;
      spam_reason: string | null;
    }[];
  } finally {
    database.close();
  }
}

const run = Date.now();

test("one address that used up its minute's submissions does not hold back another", async () => {
  for (let index = 0; index < LIMITS.perMinute; index += 1) {
    expect((await submit("127.0.0.2", `first-${run}-${index}@example.com`)).status).toBe(201);
  }
  const refused = await submit("127.0.0.2", `first-${run}-over@example.com`);
  expect(refused.status).toBe(429);
  expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
  expect(stored(`first-${run}-over@example.com`)).toEqual([]);

  const other = await submit("127.0.0.3", `second-${run}@example.com`);
  expect(other.status).toBe(201);
  expect(stored(`second-${run}@example.com`)).toHaveLength(1);
  expect((await submit("127.0.0.2", `first-${run}-again@example.com`)).status).toBe(429);
});

test("an X-Forwarded-For the client makes up does not give it another address", async () => {
  for (let index = 0; index < LIMITS.perMinute; index += 1) {
    const answer = await submit("127.0.0.5", `forged-${run}-${index}@example.com`, {}, { "X-Forwarded-For": `203.0.113.${index + 1}` });
    expect(answer.status).toBe(201);
  }
  const refused = await submit("127.0.0.5", `forged-${run}-over@example.com`, {}, { "X-Forwarded-For": "203.0.113.99" });
  expect(refused.status).toBe(429);
});

test("a hundred honeypot posts from an address do not count against its real lead", async () => {
  const answers: number[] = [];
  for (let index = 0; index < 100; index += 1) {
    answers.push((await submit("127.0.0.4", `bot-${run}-${index}@example.com`, { website: "https://spam.example" })).status);
  }
  // Answered like a success while the spam has room of its own, refused beyond it: never stored as a lead.
  expect(answers.slice(0, LIMITS.perMinute)).toEqual(Array(LIMITS.perMinute).fill(201));
  for (const status of answers) expect([201, 429]).toContain(status);
  expect(stored(`bot-${run}-0@example.com`)).toEqual([{ status: "spam", spam_reason: "honeypot" }]);

  const email = `real-${run}@example.com`;
  const answer = await submit("127.0.0.4", email);
  expect(answer.status).toBe(201);
  const [row] = stored(email);
  expect(row).toMatchObject({ spam_reason: null });
  expect(row?.status).not.toBe("spam");
});
