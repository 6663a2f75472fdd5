import { timingSafeEqual } from "node:crypto";
import { Hono } from "hono";

export type RenderMetrics = () => Promise<{ contentType: string; body: string }>;

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * `GET /metrics` in the Prometheus text format: on the loopback listener of
 * `METRICS_PORT` to anyone who can reach it, on the site's own port only to a
 * bearer of `METRICS_TOKEN` (401 otherwise, and never cached).
 */
export function metricsRoute(render: RenderMetrics, token?: string) {
  const route = new Hono();
  route.get("/metrics", async (c) => {
    c.header("Cache-Control", "no-store");
    if (token !== undefined) {
      const [scheme, given] = (c.req.header("authorization") ?? "").split(" ");
      if (scheme?.toLowerCase() !== "bearer" || !given || !sameSecret(given, token)) {
        c.header("WWW-Authenticate", 'Bearer realm="metrics"');
        return c.json({ error: "unauthorized" }, 401);
      }
    }
    const { contentType, body } = await render();
    return c.body(body, 200, { "Content-Type": contentType });
  });
  return route;
}
