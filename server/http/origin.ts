/** The origin of the site's configured address (`SITE_URL`), or none when it cannot be read. */
export function siteOriginOf(siteUrl: string): string | undefined {
  return URL.canParse(siteUrl) ? new URL(siteUrl).origin : undefined;
}

/**
 * Whether a request was posted from a page of another site: its `Origin` is
 * none of the site's own origins (as the visitor reaches it, and `SITE_URL`),
 * or is `null` (a sandboxed or privacy-redirected page). Without an `Origin`
 * (older browsers, clients other than browsers), `Sec-Fetch-Site` decides when
 * the browser sent it; a request with neither is taken as the site's own.
 */
export function isForeignOrigin(headers: Headers, ownOrigins: readonly (string | undefined)[]): boolean {
  const origin = headers.get("origin");
  if (origin !== null) {
    if (!URL.canParse(origin)) return true;
    const { origin: normalised } = new URL(origin);
    return !ownOrigins.some((own) => own !== undefined && URL.canParse(own) && new URL(own).origin === normalised);
  }
  return headers.get("sec-fetch-site") === "cross-site";
}
