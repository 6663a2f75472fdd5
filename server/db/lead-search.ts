/**
 * What the inbox shows a lead by and finds it with, taken once from its payload when it is stored:
 * a few words (name, company, e-mail, phone) and the search tokens made of them. The tokens go to
 * `lead_search`, one row per token, so that a search is a prefix range on an index on both engines
 * (`token >= q and token < q || '\uffff'`), never a scan of the payloads.
 */
export interface LeadSummary {
  name: string;
  company: string;
  email: string;
  phone: string;
}

const text = (value: unknown) => (typeof value === "string" ? value.trim() : typeof value === "number" ? String(value) : "");

export function leadSummary(payload: Record<string, unknown>): LeadSummary {
  const name = [text(payload.name), text(payload.firstName), text(payload.lastName)].filter(Boolean).join(" ");
  const company = text(payload.company) || text(payload.companyName);
  const email = text(payload.email) || text(payload.candidateEmail);
  const prefix = text(payload.phone_prefix) || text(payload.phoneNumberCode);
  const number = text(payload.phone) || text(payload.phoneNumber);
  return { name, company, email, phone: number ? `${prefix} ${number}`.trim() : "" };
}

/** Lower-cased, accents stripped: `Gómez` and `gomez` are one word. */
export function normaliseSearch(value: string): string {
  return value.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase().trim();
}

const MAX_TOKEN = 100;

/** The tokens of a lead: its name's and company's words, its e-mail and the e-mail's local part, its phone's digits (with and without the country code). */
export function searchTokens(summary: LeadSummary): string[] {
  const tokens = new Set<string>();
  const words = (value: string) => normaliseSearch(value).split(/[^\p{L}\p{N}]+/u);
  for (const word of [...words(summary.name), ...words(summary.company)]) if (word) tokens.add(word);
  const email = normaliseSearch(summary.email);
  if (email) {
    tokens.add(email);
    const local = email.split("@")[0];
    if (local) tokens.add(local);
  }
  const digits = summary.phone.replace(/\D/g, "");
  if (digits) tokens.add(digits);
  const number = summary.phone.replace(/^\s*\+?\d+\s+/, "").replace(/\D/g, "");
  if (number) tokens.add(number);
  return [...tokens].map((token) => token.slice(0, MAX_TOKEN));
}

/** The words of a search, each a prefix every lead found must have a token for. A phone's digits are one word. */
export function searchTerms(query: string): string[] {
  const normalised = normaliseSearch(query);
  if (normalised === "") return [];
  if (/^[\d\s+().-]+$/.test(normalised)) {
    const digits = normalised.replace(/\D/g, "");
    return digits ? [digits] : [];
  }
  return [
    ...new Set(
      normalised
        .split(/\s+/)
        .map((word) => (word.includes("@") ? word : word.replace(/[^\p{L}\p{N}._-]+/gu, "")))
        .filter(Boolean),
    ),
  ]
    .slice(0, 5)
    .map((term) => term.slice(0, MAX_TOKEN));
}

/** The end of a prefix's range: every token that starts with `prefix` sorts before it. */
export const prefixEnd = (prefix: string) => `${prefix}\uffff`;
