export interface PickerOption {
  /** What the form stores (and usually sends). */
  value: string;
  /** What the visitor reads in the list. */
  label: string;
  /** More text the search matches, such as a dial code's digits. */
  keywords?: string;
}

/** Case- and accent-insensitive: "bogota" finds "Bogotá". */
export function normalizeForSearch(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .trim();
}

/** Options whose text contains the query; those whose label starts with it come first. */
export function filterOptions<T extends PickerOption>(options: readonly T[], query: string): T[] {
  const needle = normalizeForSearch(query);
  if (!needle) return [...options];
  const matches = options.filter((option) => normalizeForSearch(`${option.label} ${option.keywords ?? ""}`).includes(needle));
  const starts = matches.filter((option) => normalizeForSearch(option.label).startsWith(needle));
  return [...starts, ...matches.filter((option) => !starts.includes(option))];
}
