import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "react-router";
import type { FieldValues } from "./shared/form-state";
import { FORM_TOKEN_FIELD } from "../../../contracts/submission-extras";
import { HONEYPOT_FIELD, hasResume, type FormId } from "../../../contracts/submission-schemas";
import { MAX_BODY_BYTES, MAX_FORM_FIELDS, MAX_RESUME_BODY_BYTES } from "../../../contracts/submissions/limits";
import { readList } from "~/features/lists/list-result";
import { LANGUAGE_QUERY_PARAM, languageOfRequest } from "~/i18n/language";
import type { SiteLoadContext } from "~/load-context";
import { readPostedForm } from "./field-count.server";
import { countryFromForm } from "./geo/countries";
import { type FormLists, type FormOutcome, type ListPath, SENT_PARAM, type SubmitFailure } from "./shared/form-definition";
import { loadForm } from "./registry";
import { type ResumeValue, resumeFileProblem, resumeTypeOf } from "./shared/resume";
import { validateValues } from "./shared/schema-resolver";

/** The lists a form's pickers offer, read from the API as the page's other loaders read theirs. */
export async function loadFormLists(form: FormId, context: Pick<SiteLoadContext, "fetchApi">): Promise<FormLists> {
  const { definition } = await loadForm(form);
  const paths: readonly ListPath[] = definition.lists ?? [];
  const results = await Promise.all(paths.map((path) => readList<unknown>(context.fetchApi, path)));
  // A list that fails is offered empty (spec section 8): the form still renders and posts.
  return Object.fromEntries(paths.map((path, index) => [path, results[index]?.status === "ok" ? results[index].items : []]));
}

/** A page's loader for its form's lists: `export const loader = formLoader("consulting")`. */
export function formLoader(form: FormId) {
  return async ({ context }: LoaderFunctionArgs) => ({ formLists: await loadFormLists(form, context) });
}

const isFile = (value: FormDataEntryValue | null): value is File => typeof value === "object" && value !== null;

/**
 * A posted form's fields, in the shape of the form's values: text as text,
 * a box as whether it was ticked, a repeated name as the list of its values.
 * The resume is read apart (`resumeFromForm`).
 */
export function valuesFromForm<Values extends FieldValues>(form: FormData, defaults: Values): Values {
  const values: Record<string, unknown> = { ...defaults };
  for (const [name, fallback] of Object.entries(defaults)) {
    if (typeof fallback === "boolean") values[name] = form.has(name);
    else if (typeof fallback === "string") {
      const value = form.get(name);
      values[name] = typeof value === "string" ? value : "";
    } else if (Array.isArray(fallback) && fallback.every((item) => typeof item === "string")) {
      values[name] = form.getAll(name).filter((value): value is string => typeof value === "string");
    }
  }
  return values as Values;
}

/** The uploaded resume as the form holds a chosen one (read as base64), or why it was refused. */
export async function resumeFromForm(
  file: FormDataEntryValue | null,
): Promise<{ resume: ResumeValue | null; problem?: "RESUME_INVALID" | "RESUME_TOO_LARGE" }> {
  // A file field left empty posts a nameless, empty part.
  if (!isFile(file) || (file.size === 0 && file.name === "")) return { resume: null };
  const problem = resumeFileProblem(file);
  const contentType = resumeTypeOf(file);
  if (problem || !contentType) return { resume: null, problem: problem ?? "RESUME_INVALID" };
  const content = Buffer.from(await file.arrayBuffer()).toString("base64");
  return { resume: { contentType, content, fileName: file.name, size: file.size } };
}

/** The posted form, read only up to the form's limit (the API's for the same form) and its count of fields. */
function readForm(request: Request, limit: number): Promise<FormData | "too_large"> {
  return readPostedForm(request, { maxBytes: limit, maxFields: MAX_FORM_FIELDS });
}

const STATUS_OF: Record<SubmitFailure, number> = { RATE_LIMITED: 429, TOO_LARGE: 413, UNAVAILABLE: 503, FOREIGN_ORIGIN: 403 };

function refused(failure: SubmitFailure, values: Record<string, unknown>, retryAfterSeconds?: number) {
  const outcome: FormOutcome = { values, errors: {}, failure };
  if (retryAfterSeconds === undefined) return data<FormOutcome>(outcome, { status: STATUS_OF[failure] });
  // The page says when to send again, as the API's answer does with its header.
  return data<FormOutcome>(
    { ...outcome, retryAfterSeconds },
    { status: STATUS_OF[failure], headers: { "Retry-After": String(retryAfterSeconds) } },
  );
}

/** When the service says to come back, if it does. */
function retryAfterOf(result: object): number | undefined {
  const seconds = (result as { retryAfterSeconds?: unknown }).retryAfterSeconds;
  return typeof seconds === "number" ? seconds : undefined;
}

/** The same page, showing the success screen: the form's id in the address, never a value of it. */
function sentPage(request: Request, form: string): string {
  const url = new URL(request.url);
  const params = new URLSearchParams();
  const language = url.searchParams.get(LANGUAGE_QUERY_PARAM);
  if (language) params.set(LANGUAGE_QUERY_PARAM, language);
  params.set(SENT_PARAM, form);
  return `${url.pathname}?${params}`;
}

/** What the page shows again: everything but the file, which a browser never fills in. */
function shownValues(definition: { id: FormId }, values: Record<string, unknown>): Record<string, unknown> {
  return hasResume(definition.id) ? { ...values, candidateResume: null } : values;
}

/**
 * The action of a page with a form, for the form posted without scripts. It
 * validates what was sent with the very rules the browser applies (the form's
 * values, payload and the contract's schema), stores it through the same
 * service as `POST /api/submissions/{form}`, and answers with the page shown
 * again (what was sent, the messages) or a 303 to its success screen, so that
 * a reload never sends it twice.
 */
export function submissionAction(form: FormId) {
  const action = async ({ request, context }: ActionFunctionArgs) => {
    const { definition } = await loadForm(form);
    // A post from another site's page (a forged request) is read no further.
    if (context.foreignOrigin) return refused("FOREIGN_ORIGIN", {});
    // The limits come before the body: a refused sender costs no buffering, parsing or decoding of a file.
    const admission = await context.admit();
    if (!admission.allowed) {
      // What was typed is shown again when it is small enough to read cheaply; a file never is.
      const small = Number(request.headers.get("Content-Length") ?? Number.POSITIVE_INFINITY) <= MAX_BODY_BYTES;
      const posted = small ? await readForm(request, MAX_BODY_BYTES) : "too_large";
      const values = posted === "too_large" ? {} : shownValues(definition, countryFromForm(valuesFromForm(posted, definition.defaults())));
      return refused("RATE_LIMITED", values, admission.retryAfterSeconds);
    }
    const posted = await readForm(request, hasResume(form) ? MAX_RESUME_BODY_BYTES : MAX_BODY_BYTES);
    if (posted === "too_large") return refused("TOO_LARGE", {});

    const lists = await loadFormLists(form, context);
    let values = countryFromForm(valuesFromForm(posted, definition.defaults()));
    values = definition.fromForm?.(posted, values, lists) ?? values;
    const errors: Record<string, string> = {};
    if (hasResume(form)) {
      const { resume, problem } = await resumeFromForm(posted.get("candidateResume"));
      values = { ...values, candidateResume: resume };
      if (problem) errors.candidateResume = problem;
    }
    const shown = shownValues(definition, values);

    const checked = validateValues(definition.schema, definition, values);
    const honeypot = posted.get(HONEYPOT_FIELD);
    const spam = typeof honeypot === "string" && honeypot !== "";
    if (!spam && (!checked.valid || Object.keys(errors).length > 0)) {
      context.fieldErrors?.(form, { ...(checked.valid ? {} : checked.errors), ...errors });
      return data<FormOutcome>({ values: shown, errors: { ...(checked.valid ? {} : checked.errors), ...errors } }, { status: 400 });
    }

    // Sent as the browser sends it: the parsed payload, the honeypot only when something filled it.
    const payload = checked.valid ? checked.data : definition.toPayload(values);
    const body = spam ? { ...(payload as object), [HONEYPOT_FIELD]: honeypot } : payload;
    const result = await context.submit(form, body, languageOfRequest(request), admission, { formToken: posted.get(FORM_TOKEN_FIELD) });
    switch (result.kind) {
      case "stored":
        return redirect(sentPage(request, form), 303);
      case "invalid": {
        const fields: Record<string, string> = {};
        for (const [field, key] of Object.entries(result.fields)) fields[definition.fieldFor?.[field] ?? field] = String(key);
        return data<FormOutcome>({ values: shown, errors: fields }, { status: 400 });
      }
      case "rate_limited":
        return refused("RATE_LIMITED", shown, result.retryAfterSeconds);
      case "over_quota":
      case "unavailable":
        return refused("UNAVAILABLE", shown, retryAfterOf(result));
    }
  };
  // The form a page takes, read by the server from its action: only that form's `?sent=` is a page of its own.
  return Object.assign(action, { form });
}

/** The home page's contact form (app/routes/home.tsx: `export { homeContactAction as action }`). */
export const homeContactAction = submissionAction("contact");
