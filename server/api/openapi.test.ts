import { describe, expect, it } from "vitest";
import { openApiDocument } from "./openapi.ts";

type Schema = Record<string, unknown> & { properties: Record<string, Record<string, unknown>>; required: string[] };

/** The value at `keys` in the document, which must be there. */
function at(value: unknown, ...keys: string[]): unknown {
  let current = value;
  for (const key of keys) {
    if (typeof current !== "object" || current === null || !(key in current)) throw new Error(`nothing at ${keys.join(" > ")}`);
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

const document = openApiDocument();
const requestOf = (form: string) =>
  at(document, "paths", `/api/submissions/${form}`, "post", "requestBody", "content", "application/json", "schema") as Schema;
const itemOf = (path: string) =>
  at(document, "paths", path, "get", "responses", "200", "content", "application/json", "schema", "items") as Schema;

describe("the OpenAPI document", () => {
  it("describes what a request may send, lengths in characters, defaults and constants included", () => {
    const contact = requestOf("contact");
    expect(contact.required).toEqual(["name", "email", "phone_prefix", "phone", "message", "policies"]);
    expect(contact.properties.name).toEqual({ type: "string", minLength: 1, maxLength: 100 });
    expect(contact.properties.policies).toEqual({ type: "boolean", const: true });
    expect(contact).not.toHaveProperty("additionalProperties");
    const candidate = requestOf("candidate");
    expect(candidate.properties.phoneNumber).toEqual({ type: ["string", "number"] });
    expect(candidate.properties.ByForm).toEqual({ type: "string", const: "Contractor", default: "Contractor" });
    expect(candidate.properties.remoteWork).toEqual({ type: "boolean", default: true });
    expect(candidate.required).not.toContain("remoteWork");
    expect(candidate.required).toContain("candidateResume");
  });

  it("describes what a list answers: closed objects, defaulted fields present, dates by their format", () => {
    const vacancy = itemOf("/api/vacancies");
    expect(vacancy.additionalProperties).toBe(false);
    expect(vacancy.required).toEqual(["vacancyName", "vacancyGUID", "recruitingEffortId", "vacancySkills"]);
    expect((at(vacancy, "properties", "datePosted", "anyOf") as { format: string }[]).map((option) => option.format)).toEqual([
      "date",
      "date-time",
    ]);
    expect(itemOf("/api/articles").properties.Article_img_url).toEqual({ type: ["string", "null"] });
  });
});
