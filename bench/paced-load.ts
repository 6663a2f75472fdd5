/**
 * Open-loop load at a constant arrival rate: request i is due at start + i/rate,
 * whatever happened to the earlier ones, and its latency counts from when it
 * was due (so a stalled server cannot hide its queue by slowing the client, the
 * "coordinated omission" of closed-loop tools). autocannon's own rate option
 * sends each second's quota in one burst, which measures a burst, not a pace.
 */
import http from "node:http";

export interface PacedFigures {
  sent: number;
  ok: number;
  failed: number;
  /** Latency to the end of the response, ms. */
  p50: number;
  p90: number;
  p99: number;
  max: number;
  /** Time to the first byte of the response (its status line and headers), ms. */
  ttfbP50: number;
  ttfbP99: number;
}

export async function pacedLoad(options: {
  url: string;
  method?: "GET" | "POST";
  /** A JSON body for POST. */
  body?: string;
  headers?: Record<string, string>;
  /** The status that counts as success. */
  expectStatus?: number;
  ratePerSecond: number;
  durationSeconds: number;
  maxSockets?: number;
}): Promise<PacedFigures> {
  const target = new URL(options.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.maxSockets ?? 64 });
  const total = Math.round(options.ratePerSecond * options.durationSeconds);
  const intervalMs = 1000 / options.ratePerSecond;
  const latencies: number[] = [];
  const firstBytes: number[] = [];
  const method = options.method ?? "POST";
  const expectStatus = options.expectStatus ?? 201;
  const headers: Record<string, string | number> = { ...options.headers };
  if (options.body !== undefined) {
    headers["content-type"] = "application/json";
    headers["content-length"] = Buffer.byteLength(options.body);
  }
  let ok = 0;
  let failed = 0;
  const pending: Promise<void>[] = [];

  const send = (dueAt: number) =>
    new Promise<void>((resolve) => {
      const request = http.request(
        {
          agent,
          host: target.hostname,
          port: target.port,
          path: target.pathname,
          method,
          headers,
        },
        (response) => {
          firstBytes.push(performance.now() - dueAt);
          response.resume();
          response.on("end", () => {
            latencies.push(performance.now() - dueAt);
            if (response.statusCode === expectStatus) ok++;
            else failed++;
            resolve();
          });
        },
      );
      request.on("error", () => {
        failed++;
        resolve();
      });
      request.end(options.body);
    });

  const start = performance.now();
  let next = 0;
  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now();
      while (next < total && start + next * intervalMs <= now) {
        pending.push(send(start + next * intervalMs));
        next++;
      }
      if (next >= total) resolve();
      else setTimeout(tick, Math.max(0, start + next * intervalMs - performance.now()));
    };
    tick();
  });
  await Promise.all(pending);
  agent.destroy();

  const percentile = (values: number[]) => {
    values.sort((a, b) => a - b);
    return (q: number) => Math.round((values[Math.min(values.length - 1, Math.floor(q * values.length))] ?? 0) * 10) / 10;
  };
  const at = percentile(latencies);
  const ttfb = percentile(firstBytes);
  return { sent: total, ok, failed, p50: at(0.5), p90: at(0.9), p99: at(0.99), max: at(1), ttfbP50: ttfb(0.5), ttfbP99: ttfb(0.99) };
}
