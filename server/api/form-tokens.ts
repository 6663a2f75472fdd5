import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { isFormId, type FormId } from "../../contracts/submission-schemas.ts";
import { FORM_TOKEN_FIELD } from "../../contracts/submission-extras.ts";
import type { Database } from "../db/open-database.ts";

/** Why a form posted to a page looks sent by a program; none for a person. */
export type FormSuspicion = "form_token_missing" | "form_token_invalid" | "filled_too_fast";

/** How far a token's time may be ahead of this server's clock (another instance's clock). */
const CLOCK_SKEW_MS = 60_000;

/**
 * Signed form tokens: `<render time>.<signature>`, written into the page's
 * forms when the server renders it and read back when a form is posted to
 * the page without scripts. A post without a token the site signed for that
 * form, or sooner after the page was rendered than a person can fill a form,
 * is set aside as spam (stored, never dropped). Pages are served from a
 * shared cache, so the time is the rendering's, never later than the
 * visitor's own arrival: the check can only err on the visitor's side. No
 * upper age: a tab left open for a day is still a person.
 */
export class FormTokens {
  constructor(
    private readonly secret: Buffer,
    readonly minFillMs: number,
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
    return `${time}.${this.sign(form, time)}`;
  }

  verdict(form: FormId, token: unknown, now = Date.now()): FormSuspicion | undefined {
    if (typeof token !== "string" || token === "") return "form_token_missing";
    const [time = "", signature = ""] = token.split(".");
    const issuedAt = Number.parseInt(time, 36);
    const expected = Buffer.from(this.sign(form, time));
    const given = Buffer.from(signature);
    if (!/^[0-9a-z]{1,12}$/.test(time) || given.length !== expected.length || !timingSafeEqual(given, expected))
      return "form_token_invalid";
    if (issuedAt > now + CLOCK_SKEW_MS) return "form_token_invalid";
    return now - issuedAt < this.minFillMs ? "filled_too_fast" : undefined;
  }

  /**
   * The page's HTML with a token in each of its forms (`data-form-id`), as a
   * hidden field at the form's end: the post without scripts carries it, and
   * an island that takes the form over posts JSON and drops it.
   */
  stamp(html: string, now = Date.now()): string {
    if (!html.includes("data-form-id=")) return html;
    return html.replace(
      /(<form\b[^>]*\bdata-form-id="([a-z-]+)"[^>]*>)([\s\S]*?)(<\/form>)/g,
      (whole, open: string, form: string, inner: string, close: string) =>
        isFormId(form) ? `${open}${inner}<input type="hidden" name="${FORM_TOKEN_FIELD}" value="${this.issue(form, now)}">${close}` : whole,
    );
  }

  private sign(form: FormId, time: string): string {
    return createHmac("sha256", this.secret).update(`${form}:${time}`).digest("base64url").slice(0, 22);
  }
}
