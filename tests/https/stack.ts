import https from "node:https";
import path from "node:path";

/**
 * The production shape under test: Debian's nginx ends TLS (deploy/nginx/site.conf.template)
 * in front of two compiled servers, each on its own database:
 * - `www.example.test`, the site as the README's "Running in production" sets it up, with the
 *   submission limits raised like the plain-http suite's (every page the browser opens comes
 *   from one address, 127.0.0.1);
 * - `limits.example.test`, the same with small limits, for the tests of client addresses.
 * `evil.example.test` is a page of another site, served by the same nginx.
 * The ports follow E2E_PORT (3210 by default): E2E_PORT + 100 to + 105.
 */
const base = Number(process.env.E2E_PORT ?? 3210) + 100;

export const PORTS = {
  https: base,
  http: base + 1,
  site: base + 2,
  siteMetrics: base + 3,
  limits: base + 4,
  limitsMetrics: base + 5,
} as const;

export const SITE_HOST = "www.example.test";
export const LIMITS_HOST = "limits.example.test";
export const FOREIGN_HOST = "evil.example.test";
export const HOSTS = [SITE_HOST, LIMITS_HOST, FOREIGN_HOST] as const;

export const SITE_ORIGIN = `https://${SITE_HOST}:${PORTS.https}`;
export const LIMITS_ORIGIN = `https://${LIMITS_HOST}:${PORTS.https}`;
export const FOREIGN_ORIGIN = `https://${FOREIGN_HOST}:${PORTS.https}`;

/** The limits of the `limits.example.test` server. */
export const LIMITS = { perMinute: 3, daily: 5 } as const;

const e2eDatabase = process.env.E2E_DATABASE ?? "/tmp/e2e-site.db";
export const DATABASES = {
  site: e2eDatabase.replace(/(\.db)?$/, "-https.db"),
  limits: e2eDatabase.replace(/(\.db)?$/, "-https-limits.db"),
} as const;

/** Where the proxy keeps its configuration, certificate, logs and temporary files while it runs. */
export const PROXY_DIRECTORY = `/tmp/e2e-nginx-${PORTS.https}`;
export const CERTIFICATE = path.join(PROXY_DIRECTORY, "certificate.pem");
export const CERTIFICATE_KEY = path.join(PROXY_DIRECTORY, "certificate-key.pem");

/** Chromium reaches the three host names on loopback, as DNS would send it to the proxy. */
export const HOST_RESOLVER_RULES = HOSTS.map((host) => `MAP ${host} 127.0.0.1`).join(", ");

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface ProxiedRequest {
  host?: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** The loopback address the request leaves from: nginx sees each as another client. */
  localAddress?: string;
  /** The certificate the proxy presents, to verify it as a browser would (host name included). */
  ca?: string | Buffer;
}

/** One request to nginx over TLS, for `host` (SNI and Host), without following redirects. */
export function proxied(pathAndQuery: string, options: ProxiedRequest = {}): Promise<Answer> {
  const host = options.host ?? SITE_HOST;
  return new Promise((resolve, reject) => {
    const request = https.request(
      {
        host: "127.0.0.1",
        port: PORTS.https,
        servername: host,
        path: pathAndQuery,
        method: options.method ?? "GET",
        headers: { Host: `${host}:${PORTS.https}`, ...options.headers },
        localAddress: options.localAddress,
        ca: options.ca,
        rejectUnauthorized: options.ca !== undefined,
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString("utf8") }),
        );
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end(options.body);
  });
}
