/** Length caps: generous for people, tight enough that one body cannot fill the disk. */
export const MAX_NAME_LENGTH = 100;
export const MAX_EMAIL_LENGTH = 254;
export const MAX_PHONE_CODE_LENGTH = 8;
export const MAX_PHONE_NUMBER_LENGTH = 20;
export const MAX_SHORT_TEXT_LENGTH = 200;
export const MAX_ADDRESS_LENGTH = 300;
export const MAX_IDENTIFIER_LENGTH = 100;
export const MAX_SALARY_LENGTH = 32;
export const MAX_LONG_TEXT_LENGTH = 5000;
export const MAX_LIST_ITEMS = 20;
export const MAX_LIST_ITEM_LENGTH = 200;
export const MAX_FINANCIAL_SERVICES = 9;
export const MAX_MEETING_TIMES = 10;
export const MAX_YEARS_OF_EXPERIENCE = 80;
/** A submission's body, as JSON to the API or as a form posted to its page; a resume's form gets room for the file. */
export const MAX_BODY_BYTES = 64 * 1024;
export const MAX_RESUME_BODY_BYTES = 8 * 1024 * 1024;
/** Decoded size cap of a resume; its base64 text is a third larger. */
export const MAX_RESUME_BYTES = 5 * 1024 * 1024;
/** The deepest a submission's JSON nests (a form's lists and the resume sit at depth 2). */
export const MAX_BODY_DEPTH = 4;
/** Fields and list items in one body, all levels together: far more than the largest form has. */
export const MAX_BODY_MEMBERS = 500;
/** Fields in one posted form (a repeated name counts each time). */
export const MAX_FORM_FIELDS = 500;
/** The longest string a body may hold as JSON (5000 characters, each escaped as `\uXXXX`) but for a resume's `$content`. */
export const MAX_BODY_STRING_BYTES = MAX_LONG_TEXT_LENGTH * 6;
/** Strings longer than a list item (escaped) in one body: the multi-line fields and a few more. */
export const MAX_BODY_LONG_STRINGS = 8;
