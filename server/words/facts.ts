import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { SiteSettings } from "../../contracts/site-settings.ts";
import { EMAIL } from "../config.ts";
import type { DatabaseSchema } from "../db/schema.ts";
import { SiteRevisions } from "../site-revisions.ts";
import { type Actor, audit } from "../staff/audit.ts";

/**
 * The company's facts staff set in /staff/settings (docs/decisions/0046-site-facts-and-copy.md): each
 * has its environment variable as the default; a saved value overrides it until "use the default".
 */
export const FACTS = [
  { name: "brandName", env: "SITE_BRAND_NAME", kind: "text", max: 80, required: true },
  { name: "contactEmail", env: "SITE_CONTACT_EMAIL", kind: "email", max: 254, required: true },
  { name: "phone", env: "SITE_PHONE", kind: "phone", max: 16, required: false },
  { name: "whatsappNumber", env: "SITE_WHATSAPP_NUMBER", kind: "phone", max: 16, required: false },
  { name: "postalAddress", env: "SITE_POSTAL_ADDRESS", kind: "text", max: 200, required: false },
  { name: "taxId", env: "SITE_TAX_ID", kind: "text", max: 40, required: false },
  { name: "instagramUrl", env: "SITE_INSTAGRAM_URL", kind: "url", max: 300, required: true },
  { name: "linkedinUrl", env: "SITE_LINKEDIN_URL", kind: "url", max: 300, required: true },
  { name: "xUrl", env: "SITE_X_URL", kind: "url", max: 300, required: true },
  { name: "bookingUrl", env: "SITE_BOOKING_URL", kind: "url", max: 300, required: true },
  { name: "schedulingUrl", env: "SITE_SCHEDULING_URL", kind: "url", max: 300, required: true },
] as const satisfies readonly { name: keyof SiteSettings; env: string; kind: FactKind; max: number; required: boolean }[];

export type FactKind = "text" | "email" | "phone" | "url";
export type FactName = (typeof FACTS)[number]["name"];
export type FactProblem = "required" | "too_long" | "email" | "phone" | "url";

/**
 * The values a fresh install shows (server/config.ts's defaults): a company that launches with one of
 * these has not set it yet — the staff home's first-run checklist lists them.
 */
export const PLACEHOLDERS: Record<FactName, readonly string[]> = {
  brandName: ["Andina Group"],
  contactEmail: ["contact@example.com"],
  phone: [""],
  whatsappNumber: [""],
  postalAddress: [""],
  taxId: [""],
  instagramUrl: ["https://www.instagram.com/"],
  linkedinUrl: ["https://www.linkedin.com/"],
  xUrl: ["https://x.com/"],
  bookingUrl: ["https://calendly.com/"],
  schedulingUrl: ["https://calendly.com/"],
};

const E164 = /^\+[1-9]\d{6,14}$/;

/** A typed value as it is stored: spaces trimmed; a phone number without its spaces, dashes, dots and brackets. */
export function normaliseFact(name: FactName, value: string): string {
  const fact = FACTS.find((candidate) => candidate.name === name);
  const trimmed = value.replace(/\r\n/g, "\n").trim();
  return fact?.kind === "phone" ? trimmed.replace(/[\s().-]/g, "") : trimmed;
}

/** Why a value cannot be saved, or undefined when it can. */
export function factProblem(name: FactName, value: string): FactProblem | undefined {
  const fact = FACTS.find((candidate) => candidate.name === name);
  if (!fact) return "required";
  if (value === "") return fact.required ? "required" : undefined;
  if (value.length > fact.max) return "too_long";
  if (fact.kind === "email" && !EMAIL.test(value)) return "email";
  if (fact.kind === "phone" && !E164.test(value)) return "phone";
  if (fact.kind === "url") {
    try {
      const url = new URL(value);
      if (url.protocol !== "https:" || !url.hostname || url.username || url.password) return "url";
    } catch {
      return "url";
    }
  }
  return undefined;
}

/** The settings with the saved facts over the environment's; a WhatsApp number makes the chat links `wa.me` links. */
export function withFacts(defaults: SiteSettings, saved: ReadonlyMap<string, string>): SiteSettings {
  const merged: SiteSettings = { ...defaults };
  for (const fact of FACTS) {
    const value = saved.get(fact.name);
    if (value !== undefined) merged[fact.name] = value;
  }
  if (merged.whatsappNumber) {
    const link = `https://wa.me/${merged.whatsappNumber.replace(/^\+/, "")}`;
    merged.chatUrl = link;
    merged.messagingUrl = link;
  }
  return merged;
}

/** A fact's state for the settings page: its value now, whether it is saved, its default, whether it is a placeholder. */
export interface FactState {
  name: FactName;
  value: string;
  saved: boolean;
  fallback: string;
  placeholder: boolean;
}

export interface FactVersion {
  id: string;
  subject: string;
  before: string | null;
  after: string | null;
  actor: string | null;
  at: number;
}

let lastVersionMs = 0;
let versionSequence = 0;
/** Ids that sort as the versions were written. */
export function versionId(now: number): string {
  if (now === lastVersionMs) versionSequence += 1;
  else {
    lastVersionMs = now;
    versionSequence = 0;
  }
  return `${now.toString(16).padStart(12, "0")}-${versionSequence.toString(16).padStart(6, "0")}-${randomBytes(4).toString("hex")}`;
}

/**
 * The facts: read from the database once per change (the `facts` revision, server/site-revisions.ts),
 * not per request; saved with a version, an audit row and a revision bump in one transaction.
 */
export class SiteFacts {
  #merged: Promise<SiteSettings> | undefined;

  constructor(
    private readonly db: Kysely<DatabaseSchema>,
    readonly defaults: SiteSettings,
    private readonly revisions?: SiteRevisions,
    private readonly now: () => number = Date.now,
  ) {
    revisions?.onChange((changed) => {
      if (changed.includes("facts")) this.#merged = undefined;
    });
  }

  /** The saved values, by fact name. */
  async saved(): Promise<Map<string, string>> {
    const rows = await this.db.selectFrom("site_facts").select(["name", "value"]).execute();
    return new Map(rows.map((row) => [row.name, row.value]));
  }

  /** The site's settings as the pages show them; merged once per change. */
  site(): Promise<SiteSettings> {
    this.#merged ??= this.saved()
      .then((saved) => withFacts(this.defaults, saved))
      .catch((error: unknown) => {
        this.#merged = undefined;
        throw error;
      });
    return this.#merged;
  }

  /**
   * The site's settings after a look at the revisions (one shared query): for what no page request
   * refreshes, the legal PDFs and the e-mails, so that a change saved on another instance is seen.
   */
  async fresh(): Promise<SiteSettings> {
    await this.revisions?.current().catch(() => undefined);
    return this.site();
  }

  /** Each fact's state, read now (the settings page and the staff home's checklist). */
  async states(): Promise<FactState[]> {
    const saved = await this.saved();
    return FACTS.map((fact) => {
      const stored = saved.get(fact.name);
      const value = stored ?? this.defaults[fact.name];
      return {
        name: fact.name,
        value,
        saved: stored !== undefined,
        fallback: this.defaults[fact.name],
        placeholder: PLACEHOLDERS[fact.name].includes(value),
      };
    });
  }

  /**
   * Saves the facts typed (a value, or `null`: use the default); unchanged ones are left as they are.
   * Every value is checked first: one refused, nothing is saved.
   */
  async save(
    actor: Actor,
    typed: Partial<Record<FactName, string | null>>,
  ): Promise<{ ok: true; changed: FactName[] } | { ok: false; problems: Partial<Record<FactName, FactProblem>> }> {
    const problems: Partial<Record<FactName, FactProblem>> = {};
    const values: Partial<Record<FactName, string | null>> = {};
    for (const fact of FACTS) {
      const value = typed[fact.name];
      if (value === undefined) continue;
      if (value === null) {
        values[fact.name] = null;
        continue;
      }
      const normalised = normaliseFact(fact.name, value);
      const problem = factProblem(fact.name, normalised);
      if (problem) problems[fact.name] = problem;
      else values[fact.name] = normalised;
    }
    if (Object.keys(problems).length > 0) return { ok: false, problems };
    const at = this.now();
    const changed = await this.db.transaction().execute(async (tx) => {
      const rows = await tx.selectFrom("site_facts").select(["name", "value"]).execute();
      const saved = new Map(rows.map((row) => [row.name, row.value]));
      const changed: FactName[] = [];
      for (const fact of FACTS) {
        const value = values[fact.name];
        if (value === undefined) continue;
        const before = saved.get(fact.name) ?? null;
        // The default's own value typed again is no override: the environment stays in charge.
        const after = value !== null && before === null && value === this.defaults[fact.name] ? null : value;
        if (after === before) continue;
        if (after === null) await tx.deleteFrom("site_facts").where("name", "=", fact.name).execute();
        else if (before === null)
          await tx.insertInto("site_facts").values({ name: fact.name, value: after, updated_at: at, updated_by: actor.label }).execute();
        else
          await tx
            .updateTable("site_facts")
            .set({ value: after, updated_at: at, updated_by: actor.label })
            .where("name", "=", fact.name)
            .execute();
        await tx
          .insertInto("word_versions")
          .values({ id: versionId(at), kind: "fact", subject: fact.name, before, after, actor_id: actor.id, actor: actor.label, at })
          .execute();
        changed.push(fact.name);
      }
      if (changed.length > 0) {
        await audit.record(tx, { actor, action: "facts.changed", object: { type: "facts", id: "site" }, detail: { facts: changed } }, at);
        await SiteRevisions.bump(tx, "facts");
      }
      return changed;
    });
    if (changed.length > 0) this.#merged = undefined;
    return { ok: true, changed };
  }

  /** The latest changes of the facts, newest first. */
  async versions(limit = 30): Promise<FactVersion[]> {
    const rows = await this.db
      .selectFrom("word_versions")
      .select(["id", "subject", "before", "after", "actor", "at"])
      .where("kind", "=", "fact")
      .orderBy("at", "desc")
      .orderBy("id", "desc")
      .limit(limit)
      .execute();
    return rows.map((row) => ({ ...row, at: Number(row.at) }));
  }
}
