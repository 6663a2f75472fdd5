import type { FieldErrors as FormErrors, FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";
import type { ErrorKey } from "../../../../contracts/error-keys";
import { type FieldErrors, toFieldErrors } from "../../../../contracts/field-errors";

/** Extra error keys a form adds for the UI's own state (a position row still being edited). */
export type UiErrors = Partial<Record<string, ErrorKey | "SAVE_POSITIONS_REQUIRED">>;

export interface SchemaResolverOptions<Values> {
  /** The payload as it would be sent, built from the form's values. */
  toPayload: (values: Values) => unknown;
  /** Rules about the UI itself; they never restate a rule of the schema. */
  uiRules?: (values: Values, schemaErrors: FieldErrors) => UiErrors;
  /** A payload field whose message shows under another form field. */
  fieldFor?: Partial<Record<string, string>>;
}

/**
 * Validates with the contract's schema, exactly as the API does, and hands the
 * parsed payload (skills joined, numbers as numbers) to the submit handler.
 * Messages stay error keys: the form translates them.
 */
export function schemaResolver<Values extends FieldValues, Schema extends z.ZodType>(
  schema: Schema,
  { toPayload, uiRules, fieldFor = {} }: SchemaResolverOptions<Values>,
): Resolver<Values, unknown, z.output<Schema>> {
  return async (values) => {
    const result = schema.safeParse(toPayload(values));
    const schemaErrors: FieldErrors = result.success ? {} : toFieldErrors(result.error);
    const keys: UiErrors = { ...schemaErrors, ...uiRules?.(values, schemaErrors) };
    const errors: FormErrors<Values> = {};
    for (const [field, key] of Object.entries(keys)) {
      if (!key) continue;
      const target = fieldFor[field] ?? field;
      if (target in errors) continue;
      (errors as Record<string, { type: string; message: string }>)[target] = { type: "schema", message: key };
    }
    if (Object.keys(errors).length > 0 || !result.success) return { values: {}, errors };
    return { values: result.data as z.output<Schema>, errors: {} };
  };
}
