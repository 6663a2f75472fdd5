/** A value as a cell's text; a leading formula character is neutralised for spreadsheet safety. */
export function csvText(value: unknown): string {
  const text = value === null || value === undefined ? "" : typeof value === "string" ? value : JSON.stringify(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** RFC 4180 field quoting of `csvText`. */
export function csvField(value: unknown): string {
  const text = csvText(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(values: unknown[]): string {
  return `${values.map(csvField).join(",")}\r\n`;
}
