import { z } from "../zod";
import type { ErrorKey } from "../error-keys.ts";

const isEmpty = (value: unknown) => value === undefined || value === null || value === "";

/**
 * Spec section 5: contact way 2 or 3 needs the phone code and number, 1 or 3
 * the e-mail. It runs even when other fields failed so that every message
 * shows at once, as the forms do.
 */
export function withContactWayRules<T extends z.ZodMiniObject>(schema: T, emailField: "candidateEmail" | "email"): T {
  return schema.check(
    z.superRefine(
      (value, context) => {
        const payload = value as Record<string, unknown>;
        const way = payload.contactWay;
        const require = (field: string, message: ErrorKey) => {
          if (isEmpty(payload[field])) context.addIssue({ code: "custom", message, path: [field] });
        };
        if (way === 2 || way === 3) {
          require("phoneNumberCode", "PHONE_CODE_REQUIRED");
          require("phoneNumber", "PHONE_NUMBER_REQUIRED");
        }
        if (way === 1 || way === 3) require(emailField, "EMAIL_REQUIRED");
      },
      { when: (payload) => typeof payload.value === "object" && payload.value !== null && !Array.isArray(payload.value) },
    ),
  );
}
