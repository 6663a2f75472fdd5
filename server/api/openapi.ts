import { z } from "../../contracts/zod.ts";
import { FORM_IDS, hasResume } from "../../contracts/form-ids.ts";
import { listItemSchemas } from "../../contracts/lists.ts";
import { CONSENT_LANGUAGE_HEADER, HONEYPOT_FIELD, submissionSchemas } from "../../contracts/submission-schemas.ts";
import { BODY_LIMIT_BYTES, RESUME_BODY_LIMIT_BYTES } from "./submissions-route.ts";

type JsonSchema = Record<string, unknown>;

function jsonSchema(schema: z.ZodMiniType, io: "input" | "output"): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: "any" }) as JsonSchema;
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
      ],
      requestBody: {
        required: true,
        description: `JSON, at most ${hasResume(form) ? RESUME_BODY_LIMIT_BYTES : BODY_LIMIT_BYTES} bytes. Unknown fields are dropped. A filled \`${HONEYPOT_FIELD}\` field marks the body as spam.`,
        content: { "application/json": { schema: jsonSchema(submissionSchemas[form], "input") } },
      },
      responses: {
        "201": { description: "Valid and durably stored", content: { "application/json": { schema: created } } },
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
        "415": errorBody("unsupported_media_type"),
        "429": { ...errorBody("rate_limited"), headers: { "Retry-After": { schema: { type: "integer" } } } },
        "503": errorBody("unavailable"),
        "507": errorBody("insufficient_storage"),
      },
    },
  };
}

function listPath(summary: string, item: z.ZodMiniType, parameters: unknown[] = []) {
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

/** Generated from the same zod schemas that validate requests. */
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
