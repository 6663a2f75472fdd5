import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { clientOf, isProxyEntry, rateLimitKey, type TrustProxy } from "./forwarded.ts";

/** The client the server sees of a request from `peer` carrying `headers`, with `trust`. */
async function clientSeen(trust: TrustProxy, peer: string | undefined, headers: Record<string, string> = {}, url = "http://site.test/") {
  const app = new Hono();
  app.get("*", (c) => c.json(clientOf(c, trust)));
  const env = peer === undefined ? {} : { incoming: { socket: { remoteAddress: peer, remotePort: 40_000, remoteFamily: "IPv4" } } };
  const response = await app.request(url, { headers }, env);
  return (await response.json()) as ReturnType<typeof clientOf>;
}

describe("the client behind the proxies", () => {
  it("ignores forwarded headers when no proxy is trusted, and says so", async () => {
    const seen = await clientSeen({ hops: 0 }, "192.0.2.10", { "X-Forwarded-For": "203.0.113.5", "X-Forwarded-Proto": "https" });
    expect(seen).toEqual({ address: "192.0.2.10", https: false, ignoredForwarding: true });
    expect((await clientSeen({ hops: 0 }, "192.0.2.10")).ignoredForwarding).toBe(false);
  });

  it("takes the address one proxy appended, never one the client wrote before it", async () => {
    const seen = await clientSeen({ hops: 1 }, "127.0.0.1", { "X-Forwarded-For": "6.6.6.6, 203.0.113.5", "X-Forwarded-Proto": "https" });
    expect(seen).toEqual({ address: "203.0.113.5", https: true, ignoredForwarding: false });
  });

  it("counts back as many hops as there are proxies", async () => {
    const headers = { "X-Forwarded-For": "6.6.6.6, 203.0.113.5, 10.0.0.2" };
    expect((await clientSeen({ hops: 2 }, "10.0.0.3", headers)).address).toBe("203.0.113.5");
    // Fewer entries than hops: the furthest one there is.
    expect((await clientSeen({ hops: 5 }, "10.0.0.3", headers)).address).toBe("6.6.6.6");
  });

  it("trusts listed proxies only when the request comes from one of them, and skips each of them", async () => {
    const trust: TrustProxy = { proxies: ["10.0.0.0/8", "192.0.2.7"] };
    const headers = { "X-Forwarded-For": "6.6.6.6, 203.0.113.5, 10.1.2.3", "X-Forwarded-Proto": "https" };
    expect(await clientSeen(trust, "192.0.2.7", headers)).toEqual({ address: "203.0.113.5", https: true, ignoredForwarding: false });
    expect(await clientSeen(trust, "::ffff:10.9.9.9", headers)).toMatchObject({ address: "203.0.113.5", https: true });
    // Straight from the internet: its own headers count for nothing.
    expect(await clientSeen(trust, "198.51.100.1", headers)).toEqual({ address: "198.51.100.1", https: false, ignoredForwarding: true });
  });

  it("counts an IPv6 client by its /64 and refuses what is not an address", async () => {
    expect((await clientSeen({ hops: 1 }, "127.0.0.1", { "X-Forwarded-For": "2001:db8:1:2::9" })).address).toBe("2001:db8:1:2::/64");
    expect((await clientSeen({ hops: 1 }, "127.0.0.1", { "X-Forwarded-For": "[2001:db8::1]:443" })).address).toBe("2001:db8:0:0::/64");
    expect((await clientSeen({ hops: 1 }, "127.0.0.1", { "X-Forwarded-For": "not-an-address" })).address).toBe("unknown");
  });

  it("reads the protocol from the proxy's first X-Forwarded-Proto, else from the request itself", async () => {
    expect((await clientSeen({ hops: 1 }, "127.0.0.1", { "X-Forwarded-Proto": "https, http" })).https).toBe(true);
    expect((await clientSeen({ hops: 1 }, "127.0.0.1", { "X-Forwarded-Proto": "http" })).https).toBe(false);
    expect((await clientSeen({ hops: 0 }, "127.0.0.1", {}, "https://site.test/")).https).toBe(true);
  });

  it("keeps IPv6 keys and IPv4 addresses as they were", () => {
    expect(rateLimitKey("::ffff:127.0.0.1")).toBe("127.0.0.1");
    expect(rateLimitKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
  });
});

describe("TRUST_PROXY", () => {
  const trustOf = (value: string) => loadConfig({ TRUST_PROXY: value }).env.TRUST_PROXY;

  it("reads a switch as one proxy or none, a number as hops, and a list as the proxies' addresses", () => {
    expect(trustOf("true")).toEqual({ hops: 1 });
    expect(trustOf("off")).toEqual({ hops: 0 });
    expect(trustOf("2")).toEqual({ hops: 2 });
    expect(trustOf("10.0.0.0/8, 192.0.2.7,::1")).toEqual({ proxies: ["10.0.0.0/8", "192.0.2.7", "::1"] });
    expect(loadConfig({}).env.TRUST_PROXY).toEqual({ hops: 0 });
  });

  it("stops the server on a value it cannot read", () => {
    for (const value of ["maybe", "10.0.0.0/33", "10.0.0.1, nginx", "-1"]) expect(() => trustOf(value), value).toThrow(/TRUST_PROXY/);
    expect(isProxyEntry("2001:db8::/32")).toBe(true);
  });
});
