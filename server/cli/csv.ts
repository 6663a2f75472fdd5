/** RFC 4180 field quoting; a leading formula character is neutralised for spreadsheet safety. */
export function csvField(value: unknown): string {
  let text = value === null || value === undefined ? "" : typeof value === "string" ? value : JSON.stringify(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(values: unknown[]): string {
  return `${values.map(csvField).join(",")}\r\n`;
}
