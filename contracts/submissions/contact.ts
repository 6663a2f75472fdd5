import { z } from "../zod";
import { requiredText } from "./fields.ts";
import { MAX_EMAIL_LENGTH, MAX_LONG_TEXT_LENGTH, MAX_NAME_LENGTH, MAX_PHONE_CODE_LENGTH, MAX_PHONE_NUMBER_LENGTH } from "./limits.ts";

/** Home contact form. The spec checks presence only: no e-mail format, no phone rule. */
export const contactSchema = z.object({
  name: requiredText("FIELD_REQUIRED", MAX_NAME_LENGTH),
  email: requiredText("FIELD_REQUIRED", MAX_EMAIL_LENGTH),
  phone_prefix: requiredText("PHONE_PREFIX_REQUIRED", MAX_PHONE_CODE_LENGTH),
  phone: requiredText("PHONE_REQUIRED", MAX_PHONE_NUMBER_LENGTH),
  message: requiredText("FIELD_REQUIRED", MAX_LONG_TEXT_LENGTH),
  policies: z.literal(true, { error: "FIELD_REQUIRED" }),
});

export type ContactSubmission = z.infer<typeof contactSchema>;
