import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { isFormId, type FormId } from "../../contracts/submission-schemas.ts";
import { FORM_TOKEN_FIELD } from "../../contracts/submission-extras.ts";
import type { Database } from "../db/open-database.ts";

/** Why a form posted to a page looks sent by a program; none for a person. */
export type FormSuspicion = "form_token_missing" | "form_token_invalid" | "form_token_expired" | "form_token_reused" | "filled_too_fast";

/** How far a token's time may be ahead of this server's clock (another instance's clock). */
const CLOCK_SKEW_MS = 60_000;

/** How often the used tokens too old to count are deleted. */
const PRUNE_EVERY_MS = 10 * 60_000;

/**
 * A token: `<issue time, base 36>.<nonce, 48 bits>.<signature, HMAC-SHA-256 cut to 96 bits>`. It travels
 * uncompressed at the end of every page with a form (server/http/page-cache.ts), within the page's first round trip.
 */
const TOKEN = /^([0-9a-z]{1,12})\.([A-Za-z0-9_-]{8})\.([A-Za-z0-9_-]{16})$/;

/** Where the tokens of a page's forms go, and the ids that tie them to their forms. */
export interface TokenSlot {
  /** The byte offset in the page where the tokens are written: just before `</body>`. */
  at: number;
  /** Each form's id (`form` of its hidden token field) and form id, in the page's order. */
  forms: ReadonlyArray<{ id: string; form: FormId }>;
}

/**
 * Signed form tokens, one per answer: `<issue time>.<nonce>.<HMAC(form,
 * time, nonce)>`, written into the page's forms each time a page is
 * answered (the page cache keeps the page without them, server/app.ts) and
 * read back when a form is posted to the page without scripts. A post is
 * set aside as spam (stored, never dropped) when it carries no token the
 * site signed for that form, one older than `maxAgeMs`, one that already
 * stored a lead, or one issued sooner before the post than a person fills a
 * form. The time is the answer's, so a page shown again after a refused post
 * starts the clock again.
 */
export class FormTokens {
  private prunedAt = 0;

  constructor(
    private readonly secret: Buffer,
    readonly minFillMs: number,
    readonly maxAgeMs = 24 * 3_600_000,
    private readonly database?: Database,
  ) {}

  /** The one secret of every instance sharing the database, made by the first to start. */
  static async secretOf(database: Database): Promise<Buffer> {
    const { db } = database;
    await db
      .insertInto("meta")
      .values({ key: "form_token_secret", value: randomBytes(32).toString("base64") })
      .onConflict((conflict) => conflict.column("key").doNothing())
      .execute();
    const row = await db.selectFrom("meta").select("value").where("key", "=", "form_token_secret").executeTakeFirstOrThrow();
    return Buffer.from(row.value, "base64");
  }

  issue(form: FormId, now = Date.now()): string {
    const time = now.toString(36);
    const nonce = randomBytes(6).toString("base64url");
    return `${time}.${nonce}.${this.sign(form, time, nonce)}`;
  }

  /** What the token alone says; whether it was used already is `claim`'s to say. */
  verdict(form: FormId, token: unknown, now = Date.now()): FormSuspicion | undefined {
    if (typeof token !== "string" || token === "") return "form_token_missing";
    const [, time = "", nonce = "", signature = ""] = TOKEN.exec(token) ?? [];
    const given = Buffer.from(signature);
    const expected = Buffer.from(this.sign(form, time, nonce));
    if (signature === "" || given.length !== expected.length || !timingSafeEqual(given, expected)) return "form_token_invalid";
    const issuedAt = Number.parseInt(time, 36);
    if (issuedAt > now + CLOCK_SKEW_MS) return "form_token_invalid";
    if (now - issuedAt > this.maxAgeMs) return "form_token_expired";
    return now - issuedAt < this.minFillMs ? "filled_too_fast" : undefined;
  }

  /**
   * Takes a token for one lead: true the first time, false once it stored
   * one (on every instance of the database). Given back with `release` when
   * the post it came with was not stored, so that a retry after a refusal or
   * a failure still counts as the person's.
   */
  async claim(token: string, now = Date.now()): Promise<boolean> {
    if (!this.database) return true;
    const { db } = this.database;
    if (now - this.prunedAt > PRUNE_EVERY_MS) {
      this.prunedAt = now;
      await db
        .deleteFrom("used_form_tokens")
        .where("used_at", "<", now - this.maxAgeMs - CLOCK_SKEW_MS)
        .execute();
    }
    const result = await db
      .insertInto("used_form_tokens")
      .values({ token: nameOf(token), used_at: now })
      .onConflict((conflict) => conflict.column("token").doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  async release(token: string): Promise<void> {
    await this.database?.db.deleteFrom("used_form_tokens").where("token", "=", nameOf(token)).execute();
  }

  /**
   * The page's HTML ready for its tokens: each form of the site's
   * (`data-form-id`) given an id if it has none, and the place before
   * `</body>` where `tokensFor` writes a hidden field for each, tied to its
   * form by `form="<id>"`. The tokens are at the end of the page so that a
   * page kept compressed gets them appended (server/http/page-cache.ts);
   * an island that takes the form over posts JSON without them.
   */
  prepare(html: string): { html: string; slot?: TokenSlot } {
    if (!html.includes("data-form-id=")) return { html };
    const forms: { id: string; form: FormId }[] = [];
    const marked = html.replace(/<form\b[^>]*\bdata-form-id="([a-z-]+)"[^>]*>/g, (open: string, form: string) => {
      if (!isFormId(form)) return open;
      const existing = /\sid="([^"]+)"/.exec(open)?.[1];
      const id = existing ?? `form-${form}${forms.some((other) => other.form === form) ? `-${forms.length + 1}` : ""}`;
      forms.push({ id, form });
      return existing ? open : open.replace(/^<form\b/, `<form id="${id}"`);
    });
    if (forms.length === 0) return { html };
    // The first field's markup up to its value is the page's own: compressed with it, while each answer's bytes,
    // appended uncompressed, are the values alone (and any further form's field).
    const [first] = forms as [{ id: string; form: FormId }];
    const end = marked.lastIndexOf("</body>");
    const before = `${end < 0 ? marked : marked.slice(0, end)}<input type="hidden" name="${FORM_TOKEN_FIELD}" form="${first.id}" value="`;
    return { html: `${before}${end < 0 ? "" : marked.slice(end)}`, slot: { at: Buffer.byteLength(before), forms } };
  }

  /** The hidden token fields of a page's forms, issued now: the first one's value and the rest of its field, then the others'. */
  tokensFor(slot: TokenSlot, now = Date.now()): string {
    return slot.forms
      .map(({ id, form }, index) =>
        index === 0
          ? `${this.issue(form, now)}">`
          : `<input type="hidden" name="${FORM_TOKEN_FIELD}" form="${id}" value="${this.issue(form, now)}">`,
      )
      .join("");
  }

  private sign(form: FormId, time: string, nonce: string): string {
    return createHmac("sha256", this.secret).update(`${form}:${time}:${nonce}`).digest("base64url").slice(0, 16);
  }
}

/** What a used token is kept as: its signature, which no other token has. */
function nameOf(token: string): string {
  return token.slice(token.lastIndexOf(".") + 1);
}
