import type { FieldValues } from "react-hook-form";
import type { z } from "../../../../contracts/zod";
import type { FormId } from "../../../../contracts/form-ids";
import type { SchemaResolverOptions } from "./schema-resolver";

/** The API lists a form's pickers offer, by their path. */
export type ListPath = "/api/vacancies" | "/api/services" | "/api/service-options?for=tech" | "/api/service-options?for=vma";

/** Lists loaded with the page, so that its plain controls offer them and its island starts with them. */
export type FormLists = Partial<Record<ListPath, unknown[]>>;

/** The query parameter of the page a stored form leads back to: it names the form, never a value of it. */
export const SENT_PARAM = "sent";

/** Messages the server answers a posted form with when the submission itself could not be taken. */
export type SubmitFailure = "RATE_LIMITED" | "TOO_LARGE" | "UNAVAILABLE";

/** A posted form that was not stored: what the visitor sent (never the file) and why, as error keys. */
export interface FormOutcome {
  values: Record<string, unknown>;
  errors: Record<string, string>;
  failure?: SubmitFailure;
  /** The answer's `Retry-After`, for the message that says when to send again. */
  retryAfterSeconds?: number;
}

/** What the server hands each form's island: its page's own address to post to, its lists, the last post's outcome. */
export interface FormIslandProps {
  action?: string;
  lists?: FormLists;
  outcome?: FormOutcome;
}

/**
 * One form, as the browser validates it and as its page's action does: the
 * same values, payload and rules on both sides of a post.
 */
export interface FormDefinition<Values extends FieldValues = FieldValues> extends SchemaResolverOptions<Values> {
  id: FormId;
  schema: z.ZodMiniType;
  defaults: () => Values;
  /** Where Continue Exploring leads after a success. */
  continueTo: string;
  /** The lists its pickers offer. */
  lists?: readonly ListPath[];
  /** A posted form's values that the plain controls carry in their own way (position rows, a typed skill…). */
  fromForm?: (data: FormData, values: Values, lists: FormLists) => Values;
}

/** Keeps each definition's own value type while listing them together. */
export const defineForm = <Values extends FieldValues>(definition: FormDefinition<Values>) => definition;
