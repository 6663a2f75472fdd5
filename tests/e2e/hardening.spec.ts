import { mkdtempSync, rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import { expect, test } from "./fixtures";
import { formsCopy } from "./forms-support";
import { storedRow } from "./no-script-forms";
import { E2E_PORT, type RunningServer, startServer } from "./production-server";

/**
 * The limits of the production server, whatever the body, the address or the token: a form post of
 * many empty parts is refused whatever the spelling of its boundary, before its body is read; a
 * method the site does not serve is 405; a form token stores one lead, and a page shown again after
 * a refused post starts its clock again.
 */

/** A posted form of `count` empty parts under `boundary`: 158,000 make about 8 MB, the resume forms' limit. */
function emptyParts(boundary: string, count: number): Buffer {
  const part = `--${boundary}\r\nContent-Disposition: form-data; name="a"\r\n\r\n\r\n`;
  return Buffer.from(`${part.repeat(count)}--${boundary}--\r\n`);
}

/**
 * Sends `body` in 64 KB chunks, each once the socket took the one before, and stops at the answer:
 * its status and how many bytes were sent by then.
 */
function postInChunks(url: string, contentType: string, body: Buffer): Promise<{ status: number; sent: number }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const outgoing = httpRequest(
      { hostname, port, method: "POST", path: "/work-with-us", headers: { "Content-Type": contentType, "Content-Length": body.length } },
      (response) => {
        answered = true;
        response.resume();
        resolve({ status: response.statusCode ?? 0, sent });
        outgoing.destroy();
      },
    );
    outgoing.on("error", (error) => {
      if (!answered) reject(error);
    });
    const next = () => {
      while (!answered && sent < body.length) {
        const chunk = body.subarray(sent, sent + 65_536);
        sent += chunk.length;
        if (!outgoing.write(chunk)) {
          outgoing.once("drain", () => setImmediate(next));
          return;
        }
      }
      if (!answered) outgoing.end();
    };
    next();
  });
}

/** One request with any method (fetch refuses TRACE), its status and `Allow`. */
function send(url: string, method: string, target: string): Promise<{ status: number; allow?: string }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ hostname, port, method, path: target }, (response) => {
      response.resume();
      response.on("end", () => resolve({ status: response.statusCode ?? 0, allow: response.headers.allow }));
    });
    outgoing.on("error", reject);
    outgoing.end();
  });
}

/** The token the contact form of a page carries (written at the end of the page, tied by `form=`). */
function contactToken(html: string): string {
  const id = /<form id="([^"]+)"[^>]*data-form-id="contact"/.exec(html)?.[1];
  const token = new RegExp(`<input type="hidden" name="formToken" form="${id}" value="([^"]+)">`).exec(html)?.[1];
  if (!id || !token) throw new Error("no token in the contact form");
  return token;
}

const contact = (email: string, token: string, message = "A quote, please.") =>
  new URLSearchParams({ name: "Laura Gómez", email, phone_prefix: "+34", phone: "600123456", message, policies: "on", formToken: token });

test.describe("the production server's limits", () => {
  test.describe.configure({ mode: "serial", timeout: 120_000 });
  let directory: string;
  let database: string;
  let server: RunningServer;

  test.beforeAll(async () => {
    directory = mkdtempSync(path.join(tmpdir(), "hardening-"));
    database = path.join(directory, "site.db");
    server = await startServer({
      port: E2E_PORT + 13,
      database,
      settings: { TRUST_PROXY: "true", RATE_LIMIT_SUBMISSIONS_PER_MINUTE: "1000", ADDRESS_DAILY_SUBMISSIONS: "0", ADDRESS_DAILY_MB: "0" },
    });
  });

  test.afterAll(async () => {
    await server?.stop();
    if (directory) rmSync(directory, { recursive: true, force: true });
  });

  test("a form post of more parts than any form has is 413 whatever the boundary's spelling, before its body is read", async () => {
    for (const [boundary, contentType] of [
      ["AB", "multipart/form-data; boundary=AB"],
      ['A"B', 'multipart/form-data; boundary="A\\"B"'],
      ["AB", 'multipart/form-data; charset="x;boundary=ZZ"; boundary=AB'],
    ] as const) {
      const body = emptyParts(boundary, 158_000);
      const { status, sent } = await postInChunks(server.url, contentType, body);
      expect([contentType, status]).toEqual([contentType, 413]);
      // Answered while the body was still being sent: the server stopped reading it. (How much the socket
      // had taken by then depends on the machine's load and buffers, not on the server: no bound on it here.)
      expect(sent, contentType).toBeLessThan(body.length);
    }
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });

  test("a method the site does not serve is 405 with the ones it does", async () => {
    for (const [method, target] of [
      ["TRACE", "/"],
      ["TRACE", "/work-with-us"],
      ["PUT", "/contact"],
      ["DELETE", "/api/submissions/contact"],
      ["PROPFIND", "/"],
    ] as const) {
      expect([method, target, await send(server.url, method, target)]).toEqual([method, target, { status: 405, allow: "GET, HEAD, POST" }]);
    }
  });

  test("a form token stores one lead: posted again, from another address, it is set aside as spam", async () => {
    const page = await (await fetch(`${server.url}/contact`, { headers: { "x-forwarded-for": "198.51.100.1" } })).text();
    const token = contactToken(page);
    // Each answer of the same (cached) page carries a token of its own.
    expect(contactToken(await (await fetch(`${server.url}/contact`)).text())).not.toBe(token);
    await delay(2_500);
    const run = Date.now();
    const post = (body: URLSearchParams, address: string) =>
      fetch(`${server.url}/contact`, { method: "POST", body, redirect: "manual", headers: { "x-forwarded-for": address } });
    expect((await post(contact(`first-${run}@example.com`, token), "198.51.100.1")).status).toBe(303);
    expect(storedRow(database, "contact", `first-${run}@example.com`)).toMatchObject({ status: "pending", spam_reason: null });
    // The same post again (a reload, a double click) is the same submission, answered from the first.
    expect((await post(contact(`first-${run}@example.com`, token), "198.51.100.1")).status).toBe(303);
    expect((await post(contact(`second-${run}@example.com`, token, "Another."), "203.0.113.7")).status).toBe(303);
    expect(storedRow(database, "contact", `second-${run}@example.com`)).toMatchObject({ status: "spam", spam_reason: "form_token_reused" });
  });

  test("the page shown again after a refused post carries a token whose clock starts then", async () => {
    const run = Date.now();
    const first = await (await fetch(`${server.url}/contact`)).text();
    await delay(2_500);
    // Refused (no e-mail): the page comes back with its messages and a new token.
    const refused = await fetch(`${server.url}/contact`, { method: "POST", body: contact("", contactToken(first)) });
    expect(refused.status).toBe(400);
    const again = contactToken(await refused.text());
    expect(again).not.toBe(contactToken(first));
    // Sent valid at once, as a program does: set aside.
    const quick = await fetch(`${server.url}/contact`, {
      method: "POST",
      body: contact(`quick-${run}@example.com`, again),
      redirect: "manual",
    });
    expect(quick.status).toBe(303);
    expect(storedRow(database, "contact", `quick-${run}@example.com`)).toMatchObject({ status: "spam", spam_reason: "filled_too_fast" });
  });

  test("an e-mail field with more than one plain address is refused under the field", async () => {
    const page = await (await fetch(`${server.url}/contact`)).text();
    await delay(2_500);
    for (const language of ["es", "en"] as const) {
      const refused = await fetch(`${server.url}/contact`, {
        method: "POST",
        body: contact('"x"<victim@evil.example>', contactToken(page)),
        headers: { cookie: `language=${language}` },
      });
      expect(refused.status).toBe(400);
      expect(await refused.text()).toContain(formsCopy(language, "errors.EMAIL_INVALID"));
    }
    expect(storedRow(database, "contact", "victim@evil.example")).toBeUndefined();
  });
});
