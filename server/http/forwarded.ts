import { BlockList, isIP } from "node:net";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/**
 * Which proxies in front of the server are trusted to say who the client is
 * (`TRUST_PROXY`): none; a number of hops (every request passes through that
 * many proxies we run, the nearest last); or the proxies' own addresses and
 * networks, each trusted only when a request comes from one of them.
 */
export type TrustProxy = { hops: number } | { proxies: readonly string[] };

export const TRUST_NONE: TrustProxy = { hops: 0 };

/** What the server knows of a request's client once the trusted proxies are taken into account. */
export interface Client {
  /** The address limits count by (rateLimitKey: IPv6 by its /64), or "unknown". */
  address: string;
  /** Whether the client reached the site over TLS: the proxy's `X-Forwarded-Proto` when it is trusted. */
  https: boolean;
  /** Forwarded headers came with a request that no trusted proxy sent: their values were ignored. */
  ignoredForwarding: boolean;
}

const FORWARDING_HEADERS = ["x-forwarded-for", "x-forwarded-proto", "forwarded"] as const;

/** A `TRUST_PROXY` list entry: an address or a network in CIDR notation. */
export function isProxyEntry(entry: string): boolean {
  const [address = "", prefix, ...rest] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

const blockLists = new WeakMap<readonly string[], BlockList>();

function proxyList(proxies: readonly string[]): BlockList {
  let list = blockLists.get(proxies);
  if (!list) {
    list = new BlockList();
    for (const entry of proxies) {
      const [address = "", prefix] = entry.split("/");
      const type = isIP(address) === 6 ? "ipv6" : "ipv4";
      if (prefix === undefined) list.addAddress(address, type);
      else list.addSubnet(address, Number(prefix), type);
    }
    blockLists.set(proxies, list);
  }
  return list;
}

function isTrustedProxy(list: BlockList, address: string): boolean {
  const plain = unmapped(address);
  const family = isIP(plain);
  return family !== 0 && list.check(plain, family === 6 ? "ipv6" : "ipv4");
}

/** `::ffff:192.0.2.1` → `192.0.2.1`; an address with a port or in brackets (`[::1]:80`, `192.0.2.1:80`) → the address. */
function unmapped(address: string): string {
  let plain = address.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(plain);
  if (bracketed?.[1]) plain = bracketed[1];
  else if (/^\d+\.\d+\.\d+\.\d+:\d+$/.test(plain)) plain = plain.slice(0, plain.lastIndexOf(":"));
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(plain);
  return mapped?.[1] ?? plain;
}

function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    // A request made in process (`app.request`) has no socket.
    return undefined;
  }
}

/**
 * The client of a request. The addresses in `X-Forwarded-For` are read from
 * the right, where each proxy appends the address it was reached from: with
 * `hops` proxies, the client is the entry that many places from the socket's
 * end; with a list of proxies, it is the first address from the right that is
 * not one of them. Entries further left are whatever the client chose to send.
 */
export function clientOf(c: Context, trust: TrustProxy): Client {
  const socket = socketAddress(c);
  const forwardedFor = c.req.header("x-forwarded-for");
  const chain = [
    ...(forwardedFor ?? "")
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean),
    // The peer's own address last; a request made in process has none.
    socket ?? "",
  ];
  const ownProtocol = new URL(c.req.url).protocol === "https:";
  const forwarded = FORWARDING_HEADERS.some((name) => c.req.header(name) !== undefined);

  // Whether a proxy we trust sent the request, so that its forwarded headers are believed.
  const proxied = "hops" in trust ? trust.hops > 0 : socket !== undefined && isTrustedProxy(proxyList(trust.proxies), socket);
  let client: string | undefined;
  if (!proxied || forwardedFor === undefined) client = socket;
  else if ("hops" in trust) client = chain[chain.length - 1 - trust.hops] ?? chain[0];
  else {
    const list = proxyList(trust.proxies);
    let index = chain.length - 1;
    while (index > 0 && isTrustedProxy(list, chain[index] ?? "")) index -= 1;
    client = chain[index];
  }
  const address = client && isIP(unmapped(client)) !== 0 ? rateLimitKey(unmapped(client)) : "unknown";
  const forwardedProto = c.req.header("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase();
  const https = proxied && forwardedProto ? forwardedProto === "https" : ownProtocol;
  return { address, https, ignoredForwarding: forwarded && !proxied };
}

/** IPv4 as is; IPv6 by its /64 network, since one subscriber usually holds a whole /64. */
export function rateLimitKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (!address.includes(":")) return address;
  const [head = "", tail = ""] = address.toLowerCase().split("%")[0]?.split("::") ?? [];
  const headGroups = head === "" ? [] : head.split(":");
  const tailGroups = tail === "" ? [] : tail.split(":");
  const missing = Math.max(0, 8 - headGroups.length - tailGroups.length);
  const groups = address.includes("::") ? [...headGroups, ...Array<string>(missing).fill("0"), ...tailGroups] : headGroups;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}
