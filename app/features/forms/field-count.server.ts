/**
 * Whether a posted body holds more than `max` fields: the parts of a
 * multipart body, the `&`-separated pairs otherwise. Counted on the raw bytes
 * (native `indexOf`), so a body of a million fields is refused before a
 * parser builds them.
 */
export function fieldCountOver(body: Buffer, contentType: string, max: number): boolean {
  const boundary = /;\s*boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  const multipart = contentType.toLowerCase().startsWith("multipart/") && boundary !== undefined;
  const separator = multipart ? `--${boundary}` : "&";
  // A multipart body's closing delimiter is one occurrence more than its parts.
  const allowed = multipart ? max + 1 : max - 1;
  let found = 0;
  for (let at = body.indexOf(separator); at >= 0; at = body.indexOf(separator, at + separator.length)) {
    if (++found > allowed) return true;
  }
  return false;
}
