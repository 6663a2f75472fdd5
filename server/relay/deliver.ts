import type { FormId } from "../../contracts/form-ids.ts";
import { parseRetryAfter } from "../outbox/backoff.ts";
import { signatureHeaders } from "./webhook-signature.ts";

export type DeliveryOutcome =
  | { kind: "delivered"; status: number }
  | { kind: "retry"; errorClass: string; retryAfterMs?: number }
  /** The contact form's upstream answered `success: false`: retried a capped number of times. */
  | { kind: "unconfirmed"; errorClass: string }
  /** Refused in a way only the operator can fix (moved URL, rotated signature): held, not retried. */
  | { kind: "hold"; errorClass: string };

const MAX_CONFIRMATION_BYTES = 64 * 1024;

/**
 * The contact form's forwarding service answers 2xx with a `success` flag, as
 * the string or the boolean: an explicit false means it did not take the lead.
 * A 2xx without a readable flag is a delivery.
 */
async function confirmsContact(response: Response): Promise<boolean> {
  const text = await response.text().catch(() => "");
  if (text.length > MAX_CONFIRMATION_BYTES) return true;
  try {
    const body = JSON.parse(text) as unknown;
    if (typeof body !== "object" || body === null || !("success" in body)) return true;
    return body.success !== false && body.success !== "false";
  } catch {
    return true;
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
  /** Standard Webhooks secrets (`whsec_…`); each signs the delivery. */
  signingSecrets?: readonly string[];
}): Promise<DeliveryOutcome> {
  const { url, form, id, body, timeoutMs } = options;
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: {
        "content-type": "application/json; charset=utf-8",
        "idempotency-key": id,
        ...signatureHeaders(options.signingSecrets ?? [], id, body),
      },
      body,
      redirect: "manual",
      // Never aborted on shutdown: an answer lost halfway would make the next attempt a second delivery.
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const name = error instanceof Error ? error.name : "";
    return { kind: "retry", errorClass: name === "TimeoutError" || name === "AbortError" ? "timeout" : "network" };
  }

  const { status } = response;
  try {
    if (status >= 200 && status < 300) {
      if (form !== "contact") return { kind: "delivered", status };
      return (await confirmsContact(response)) ? { kind: "delivered", status } : { kind: "unconfirmed", errorClass: "contact_unconfirmed" };
    }
    if (status === 408 || status === 429 || status >= 500) {
      return {
        kind: "retry",
        errorClass: `http_${status}`,
        retryAfterMs: parseRetryAfter(response.headers.get("retry-after"), Date.now()),
      };
    }
    // A rejected signature or a moved workflow will not get better by retrying, nor should the lead be lost.
    return { kind: "hold", errorClass: `http_${status}` };
  } catch {
    return { kind: "retry", errorClass: "timeout" };
  } finally {
    await response.body?.cancel().catch(() => undefined);
  }
}
