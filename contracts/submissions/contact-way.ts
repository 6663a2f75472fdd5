import * as v from "valibot";
import type { ErrorKey } from "../error-keys.ts";
import { isOversizedList } from "./fields.ts";

const isEmpty = (value: unknown) => value === undefined || value === null || value === "";

/**
 * Spec section 5: contact way 2 or 3 needs the phone code and number, 1 or 3
 * the e-mail. It runs even when other fields failed so that every message
 * shows at once, as the forms do: a raw check runs whatever the fields gave,
 * on any object, but for a body with a list over its size (see `sized`).
 */
export function withContactWayRules<const Schema extends v.ObjectSchema<v.ObjectEntries, v.ErrorMessage<v.ObjectIssue> | undefined>>(
  schema: Schema,
  emailField: "candidateEmail" | "email",
) {
  return v.pipe(
    schema,
    v.rawCheck<v.InferOutput<Schema>>(({ dataset, addIssue }) => {
      const value: unknown = dataset.value;
      if (typeof value !== "object" || value === null || Array.isArray(value) || dataset.issues?.some(isOversizedList)) return;
      const payload = value as Record<string, unknown>;
      const way = payload.contactWay;
      const require = (field: string, message: ErrorKey) => {
        if (isEmpty(payload[field])) {
          addIssue({ message, path: [{ type: "object", origin: "value", input: payload, key: field, value: payload[field] }] });
        }
      };
      if (way === 2 || way === 3) {
        require("phoneNumberCode", "PHONE_CODE_REQUIRED");
        require("phoneNumber", "PHONE_NUMBER_REQUIRED");
      }
      if (way === 1 || way === 3) require(emailField, "EMAIL_REQUIRED");
    }),
  );
}
