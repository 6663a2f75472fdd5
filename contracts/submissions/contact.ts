import * as v from "valibot";
import { payload, requiredEmail, requiredText } from "./fields.ts";
import { MAX_LONG_TEXT_LENGTH, MAX_NAME_LENGTH, MAX_PHONE_CODE_LENGTH, MAX_PHONE_NUMBER_LENGTH } from "./limits.ts";

/** Home contact form. The spec checks presence only; the e-mail gets the other forms' format check. */
export const contactSchema = payload({
  name: requiredText("FIELD_REQUIRED", MAX_NAME_LENGTH),
  email: requiredEmail("FIELD_REQUIRED"),
  phone_prefix: requiredText("PHONE_PREFIX_REQUIRED", MAX_PHONE_CODE_LENGTH),
  phone: requiredText("PHONE_REQUIRED", MAX_PHONE_NUMBER_LENGTH),
  message: requiredText("FIELD_REQUIRED", MAX_LONG_TEXT_LENGTH, { multiLine: true }),
  policies: v.literal(true, "FIELD_REQUIRED"),
});
