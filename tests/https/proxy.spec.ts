import http from "node:http";
import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { CERTIFICATE, PORTS, proxied, SITE_HOST, SITE_ORIGIN } from "./stack";

/**
 * What nginx and the server answer together, asked from Node over TLS with the
 * run's certificate verified for the site's name, as a browser would.
 */
const ca = () => readFileSync(CERTIFICATE);
const get = (path: string) => proxied(path, { ca: ca() });

function plainGet(port: number, path: string, host: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path, headers: { Host: host }, agent: false }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString() }),
        );
      })
      .on("error", reject);
  });
}

test("plain http is sent to the https address, path and query kept", async () => {
  const answer = await plainGet(PORTS.http, "/events?lang=en", SITE_HOST);
  expect(answer.status).toBe(301);
  expect(answer.headers.location).toBe(`${SITE_ORIGIN}/events?lang=en`);
});

test("every answer over https carries Strict-Transport-Security", async () => {
  // A page, a form's page, the 404 page, the API, the health check, a file, a redirect.
  for (const path of ["/", "/contact", "/no-such-page", "/api/vacancies", "/healthz", "/favicon.svg", "/language/en?back=/events"]) {
    const answer = await get(path);
    expect(answer.status, path).toBeLessThan(500);
    expect(answer.headers["strict-transport-security"], path).toMatch(/max-age=\d{7,}/);
  }
});

test("the language switch's way back stays on the site, whatever the back parameter says", async () => {
  const payloads = [
    "/.//evil.example/x",
    "/a/..//evil.example",
    "/%2F%2Fevil.example",
    "%2F%2Fevil.example",
    "/%2e%2e//evil.example",
    "/.%2F%2Fevil.example/x",
    "/%5Cevil.example",
    "/%5C%5Cevil.example",
    "/.%5C%5Cevil.example",
    "//evil.example",
    "/\\evil.example",
    "https://evil.example/",
  ];
  for (const back of payloads) {
    for (const query of [`back=${encodeURIComponent(back)}`, `back=${back}`]) {
      const answer = await get(`/language/en?${query}`);
      expect(answer.status, query).toBe(303);
      const location = String(answer.headers.location);
      const target = new URL(location, SITE_ORIGIN);
      expect(target.origin, `${query} -> ${location}`).toBe(SITE_ORIGIN);
      expect(location, query).toMatch(/^\/(?![/\\])/);
      expect(answer.headers["set-cookie"], query).toEqual([expect.stringMatching(/^language=en/)]);
    }
  }
  // A path of the site is kept.
  expect((await get("/language/en?back=%2Fevents%3Fpage%3D2")).headers.location).toBe("/events?page=2");
});

test("another spelling of a route is sent to the route, or is the 404 page, never a server error", async () => {
  for (const path of ["/CoNtAcT", "/%63ontact", "/%63%6F%6E%74%61%63%74", "/Contact?lang=en"]) {
    const answer = await get(path);
    expect([301, 404], path).toContain(answer.status);
    if (answer.status === 301) {
      expect(new URL(String(answer.headers.location), SITE_ORIGIN).pathname, path).toBe("/contact");
    } else {
      expect(answer.headers["content-type"], path).toMatch(/^text\/html/);
    }
  }
});

test("/metrics is not served through the proxy, in any spelling", async () => {
  for (const path of ["/metrics", "/metrics/", "/METRICS", "/%6Detrics", "/metrics?format=text"]) {
    const answer = await get(path);
    expect([301, 404], path).toContain(answer.status);
    expect(answer.body, path).not.toContain("# TYPE");
    if (answer.status === 301) expect((await get(new URL(String(answer.headers.location), SITE_ORIGIN).pathname)).status).toBe(404);
  }
});

test("/metrics is served on the metrics port, on loopback", async () => {
  const answer = await plainGet(PORTS.siteMetrics, "/metrics", `127.0.0.1:${PORTS.siteMetrics}`);
  expect(answer.status).toBe(200);
  expect(answer.headers["content-type"]).toMatch(/^text\/plain/);
  expect(answer.body).toContain("# TYPE");
});

/** A form posted without scripts: its fields and one file, as multipart/form-data. */
function multipart(fields: Record<string, string>, file: { name: string; field: string; bytes: number }) {
  const boundary = `----site${Date.now()}`;
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const head = `${parts.join("")}--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: application/pdf\r\n\r\n`;
  const body = Buffer.concat([Buffer.from(head), Buffer.alloc(file.bytes, 0x20), Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}

test("a form with a resume near the largest the server takes passes the proxy to the server; a larger body is nginx's 413", async () => {
  const post = (bytes: number) => {
    const { body, type } = multipart({ firstName: "Ana" }, { name: "resume.pdf", field: "candidateResume", bytes });
    return proxied("/vma/gethired/hire", {
      method: "POST",
      ca: ca(),
      headers: { "Content-Type": type, "Content-Length": String(body.length), Origin: SITE_ORIGIN },
      body,
    });
  };
  // 7.5 MiB: within the server's 8 MiB for a form with a resume (contracts/submissions/limits.ts).
  const taken = await post(7.5 * 1024 * 1024);
  expect(taken.status).toBeLessThan(500);
  expect(taken.status).not.toBe(413);
  // The answer is the server's (nginx's own pages carry no Content-Security-Policy).
  expect(taken.headers["content-security-policy"]).toBeDefined();

  const refused = await post(10 * 1024 * 1024);
  expect(refused.status).toBe(413);
});

test("a host name that is none of the sites' gets no answer, over https or plain http", async () => {
  // The TLS handshake is refused for an unknown name (deploy/nginx/other-hosts.conf.template)…
  await expect(proxied("/", { host: "other.example.test" })).rejects.toThrow(/unrecognized name|alert|handshake/i);
  // …and so is a request whose Host is another site, even over the site's own TLS connection.
  const [answer, plain] = await Promise.allSettled([
    proxied("/", { ca: ca(), headers: { Host: "other.example.test" } }),
    plainGet(PORTS.http, "/", "other.example.test"),
  ]);
  expect(answer.status, "https with another Host").toBe("rejected");
  expect(plain.status, "plain http with another Host").toBe("rejected");
});
