import type { FormId } from "../../contracts/form-ids.ts";
import { parseRetryAfter } from "./backoff.ts";

export type DeliveryOutcome =
  | { kind: "delivered"; status: number }
  | { kind: "retry"; errorClass: string; retryAfterMs?: number }
  | { kind: "reject"; errorClass: string };

const MAX_CONFIRMATION_BYTES = 64 * 1024;

/** The contact form's forwarding service confirms with `{"success":"true"}`; nothing else counts there. */
async function confirmsContact(response: Response): Promise<boolean> {
  const text = await response.text();
  if (text.length > MAX_CONFIRMATION_BYTES) return false;
  try {
    const body = JSON.parse(text) as { success?: unknown } | null;
    return body?.success === "true";
  } catch {
    return false;
  }
}

/**
 * One attempt: the stored body, unchanged, with the submission id as
 * `Idempotency-Key` so that an upstream can drop a repeat after a lost answer.
 */
export async function deliver(options: {
  url: string;
  form: FormId;
  id: string;
  body: string;
  timeoutMs: number;
  stop: AbortSignal;
}): Promise<DeliveryOutcome> {
  const { url, form, id, body, timeoutMs, stop } = options;
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json; charset=utf-8", "idempotency-key": id },
      body,
      redirect: "manual",
      signal: AbortSignal.any([AbortSignal.timeout(timeoutMs), stop]),
    });
  } catch (error) {
    if (stop.aborted) return { kind: "retry", errorClass: "shutdown", retryAfterMs: 0 };
    const name = error instanceof Error ? error.name : "";
    return { kind: "retry", errorClass: name === "TimeoutError" || name === "AbortError" ? "timeout" : "network" };
  }

  const { status } = response;
  try {
    if (status >= 200 && status < 300) {
      if (form !== "contact") return { kind: "delivered", status };
      return (await confirmsContact(response)) ? { kind: "delivered", status } : { kind: "retry", errorClass: "contact_unconfirmed" };
    }
    if (status === 408 || status === 429 || status >= 500) {
      return {
        kind: "retry",
        errorClass: `http_${status}`,
        retryAfterMs: parseRetryAfter(response.headers.get("retry-after"), Date.now()),
      };
    }
    // A rejected signature or a payload the workflow refuses will not get better by retrying.
    return { kind: "reject", errorClass: `http_${status}` };
  } catch {
    return { kind: "retry", errorClass: stop.aborted ? "shutdown" : "timeout" };
  } finally {
    await response.body?.cancel().catch(() => undefined);
  }
}
