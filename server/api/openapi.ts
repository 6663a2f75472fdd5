import { type ConversionConfig, toJsonSchema } from "@valibot/to-json-schema";
import type * as v from "valibot";
import { ISO_DATE, ISO_DATE_TIME, listItemSchemas } from "../../contracts/lists.ts";
import { CONSENT_LANGUAGE_HEADER, HONEYPOT_FIELD, submissionSchemas, FORM_IDS, hasResume } from "../../contracts/submission-schemas.ts";
import { BODY_LIMIT_BYTES, IDEMPOTENCY_KEY_HEADER, RESUME_BODY_LIMIT_BYTES } from "./submissions-route.ts";

type JsonSchema = Record<string, unknown>;

type Mode = "input" | "output";

/** A schema's parts, as far as the document reads them. */
type Part = v.GenericSchema & { type: string; entries?: Record<string, { type: string; default?: unknown }>; literal?: unknown };

const OPTIONAL_TYPES = ["optional", "nullish", "exact_optional"];

type Converted = NonNullable<ReturnType<NonNullable<ConversionConfig["overrideSchema"]>>>;

/**
 * The document's notation for what the converter writes otherwise: a union
 * of bare types as a list of types, a literal with its type beside its
 * value. An answer (`output`) holds exactly an object's fields, a defaulted
 * one included.
 */
function shaped(mode: Mode): ConversionConfig["overrideSchema"] {
  return ({ valibotSchema, jsonSchema }) => {
    const schema = valibotSchema as Part;
    const { anyOf } = jsonSchema;
    if (anyOf?.every((option) => typeof option === "object" && Object.keys(option).length === 1 && typeof option.type === "string")) {
      const { anyOf: _options, ...rest } = jsonSchema;
      return { ...rest, type: anyOf.map((option) => (option as { type: string }).type) } as Converted;
    }
    if (schema.type === "literal" && jsonSchema.const !== undefined) return { type: typeof schema.literal, ...jsonSchema } as Converted;
    if (mode === "output" && schema.type === "object" && schema.entries) {
      const required = Object.entries(schema.entries)
        .filter(([, entry]) => !OPTIONAL_TYPES.includes(entry.type) || entry.default !== undefined)
        .map(([key]) => key);
      return { ...jsonSchema, required, additionalProperties: false };
    }
    return undefined;
  };
}

/**
 * Text measured in characters is JSON Schema's own `maxLength`; the ISO
 * dates' patterns are named by their format as well.
 */
const actions: ConversionConfig["overrideAction"] = ({ valibotAction, jsonSchema }) => {
  if (valibotAction.type === "max_code_points") {
    return { ...jsonSchema, maxLength: (valibotAction as v.MaxCodePointsAction<string, number, undefined>).requirement };
  }
  if (valibotAction.type !== "regex") return undefined;
  const pattern = (valibotAction as v.RegexAction<string, undefined>).requirement;
  if (pattern === ISO_DATE) return { ...jsonSchema, format: "date" };
  if (pattern === ISO_DATE_TIME) return { ...jsonSchema, format: "date-time" };
  return undefined;
};

/**
 * What a request may send (`input`) or an answer holds (`output`). The rules
 * JSON Schema cannot state (trimming, the checks written as functions, the
 * transforms) are left out, as a client needs only the shape.
 */
function jsonSchema(schema: v.GenericSchema, mode: Mode): JsonSchema {
  const { $schema: _ignored, ...rest } = toJsonSchema(schema, {
    target: "draft-2020-12",
    typeMode: mode,
    errorMode: "ignore",
    overrideSchema: shaped(mode),
    overrideAction: actions,
  }) as JsonSchema;
  return rest;
}

const errorBody = (example: string) => ({
  description: example,
  content: { "application/json": { schema: { type: "object", properties: { error: { type: "string", const: example } } } } },
});

function submissionPath(form: (typeof FORM_IDS)[number]) {
  const created: JsonSchema = {
    type: "object",
    required: ["id", "status"],
    properties: {
      id: { type: "string", description: "Submission id; also the Idempotency-Key of its relay" },
      status: { type: "string", const: "received" },
      ...(form === "contact" ? { success: { type: "string", const: "true" } } : {}),
    },
  };
  return {
    post: {
      operationId: `submit-${form}`,
      summary: `Submit the ${form} form`,
      parameters: [
        {
          name: CONSENT_LANGUAGE_HEADER,
          in: "header",
          required: false,
          description: "Language the form (and its consent text) was shown in",
          schema: { type: "string", enum: ["es", "en"] },
        },
        {
          name: IDEMPOTENCY_KEY_HEADER,
          in: "header",
          required: false,
          description:
            "One key per filled form, kept across its retries (draft-ietf-httpapi-idempotency-key-header; a UUID, bare or quoted, " +
            "1-255 visible ASCII characters). The same key with the same body answers the first submission's 201 again, with " +
            "`Idempotent-Replayed: true`, and stores nothing; with another body, 422.",
          schema: { type: "string", maxLength: 257 },
        },
      ],
      requestBody: {
        required: true,
        description: `JSON, at most ${hasResume(form) ? RESUME_BODY_LIMIT_BYTES : BODY_LIMIT_BYTES} bytes. Unknown fields are dropped. A filled \`${HONEYPOT_FIELD}\` field marks the body as spam.`,
        content: { "application/json": { schema: jsonSchema(submissionSchemas[form], "input") } },
      },
      responses: {
        "201": {
          description: "Valid and durably stored, or a repeat of a stored submission under the same Idempotency-Key",
          headers: {
            "Idempotent-Replayed": { description: "`true` when the answer is a repeat's", schema: { type: "string", const: "true" } },
          },
          content: { "application/json": { schema: created } },
        },
        "400": {
          description: "Validation failed (`fields` maps each field to its error key) or malformed JSON",
          content: {
            "application/json": {
              schema: {
                type: "object",
                properties: {
                  error: { type: "string", enum: ["validation", "malformed_json"] },
                  fields: { type: "object", additionalProperties: { type: "string" } },
                },
              },
            },
          },
        },
        "413": errorBody("too_large"),
        "422": errorBody("idempotency_key_reused"),
        "415": errorBody("unsupported_media_type"),
        "429": { ...errorBody("rate_limited"), headers: { "Retry-After": { schema: { type: "integer" } } } },
        "503": errorBody("unavailable"),
        "507": errorBody("insufficient_storage"),
      },
    },
  };
}

function listPath(summary: string, item: v.GenericSchema, parameters: unknown[] = []) {
  return {
    get: {
      summary,
      parameters,
      responses: {
        "200": { description: summary, content: { "application/json": { schema: { type: "array", items: jsonSchema(item, "output") } } } },
      },
    },
  };
}

let document: JsonSchema | undefined;

/** Generated from the same schemas that validate requests. */
export function openApiDocument(): JsonSchema {
  document ??= {
    openapi: "3.1.0",
    info: { title: "Lead API", version: "1.0.0" },
    paths: {
      ...Object.fromEntries(FORM_IDS.map((form) => [`/api/submissions/${form}`, submissionPath(form)])),
      "/api/vacancies": listPath("Vacancies", listItemSchemas.vacancies),
      "/api/services": listPath("Consulting services", listItemSchemas.services),
      "/api/service-options": listPath("Tech or VMA service options", listItemSchemas["service-options-tech"], [
        { name: "for", in: "query", required: true, schema: { type: "string", enum: ["tech", "vma"] } },
      ]),
      "/api/events": listPath("Events", listItemSchemas.events),
      "/api/articles": listPath("Blog articles", listItemSchemas.articles),
      "/api/articles/{position}/image": {
        get: {
          summary: "An article's image (1-based position); immutable when requested with its `v` version",
          parameters: [
            { name: "position", in: "path", required: true, schema: { type: "integer", minimum: 1 } },
            { name: "v", in: "query", required: false, schema: { type: "string" } },
          ],
          responses: { "200": { description: "The image" }, "304": { description: "Not modified" }, "404": errorBody("not_found") },
        },
      },
    },
  };
  return document;
}
