import * as v from "valibot";
import type { ErrorKey, FormStateErrorKey } from "../../../../contracts/error-keys";
import { type FieldErrors, toFieldErrors } from "../../../../contracts/field-errors";

/** Extra error keys a form adds for the UI's own state (a position row still being edited). */
export type UiErrors = Partial<Record<string, ErrorKey | FormStateErrorKey>>;

export interface SchemaResolverOptions<Values> {
  /** The payload as it would be sent, built from the form's values. */
  toPayload: (values: Values) => unknown;
  /** Rules about the UI itself; they never restate a rule of the schema. */
  uiRules?: (values: Values, schemaErrors: FieldErrors) => UiErrors;
  /** A payload field whose message shows under another form field. */
  fieldFor?: Partial<Record<string, string>>;
}

export type Validation<Output> = { valid: true; data: Output } | { valid: false; errors: Record<string, string> };

/**
 * Validates a form's values with the contract's schema, exactly as the API
 * does: the parsed payload (skills joined, numbers as numbers), or one error
 * key per form field. In the browser before sending, and in the page's action
 * for a form posted without scripts.
 */
export function validateValues<Values, Schema extends v.GenericSchema>(
  schema: Schema,
  { toPayload, uiRules, fieldFor = {} }: SchemaResolverOptions<Values>,
  values: Values,
): Validation<v.InferOutput<Schema>> {
  const result = v.safeParse(schema, toPayload(values));
  const schemaErrors: FieldErrors = result.success ? {} : toFieldErrors(result.issues);
  const keys: UiErrors = { ...schemaErrors, ...uiRules?.(values, schemaErrors) };
  const errors: Record<string, string> = {};
  for (const [field, key] of Object.entries(keys)) {
    if (!key) continue;
    const target = fieldFor[field] ?? field;
    if (!(target in errors)) errors[target] = key;
  }
  if (Object.keys(errors).length > 0 || !result.success) return { valid: false, errors };
  return { valid: true, data: result.output };
}
