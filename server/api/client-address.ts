import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/**
 * The address the rate limit counts by. Behind a proxy we run (TRUST_PROXY),
 * the last `X-Forwarded-For` entry is the one our proxy appended; earlier
 * entries are whatever the client chose to send.
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for");
    const last = forwarded?.split(",").at(-1)?.trim();
    if (last) return rateLimitKey(last);
  }
  let address: string | undefined;
  try {
    address = getConnInfo(c).remote.address;
  } catch {
    address = undefined;
  }
  return address ? rateLimitKey(address) : "unknown";
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
