import type { Context } from "hono";
import { getCookie } from "hono/cookie";

type Language = "es" | "en";

function pick(value: string | undefined): Language | undefined {
  const tag = value?.split(",")[0]?.trim().slice(0, 2).toLowerCase();
  return tag === "es" || tag === "en" ? tag : undefined;
}

/**
 * The language the consent text was shown in: the form sends it as
 * `Content-Language`; else the saved language cookie, else the browser's
 * language, else Spanish (the site's fallback).
 */
export function consentLanguage(c: Context): Language {
  let cookie: string | undefined;
  try {
    cookie = getCookie(c, "language");
  } catch {
    cookie = undefined;
  }
  return pick(c.req.header("content-language")) ?? pick(cookie) ?? pick(c.req.header("accept-language")) ?? "es";
}
