import { Webhook } from "standardwebhooks";

/**
 * The Standard Webhooks headers of one delivery (https://www.standardwebhooks.com):
 * `webhook-id` is the submission id, as the `Idempotency-Key` is, and
 * `webhook-signature` carries one `v1,` signature per secret, so that a
 * receiver moving to a new secret accepts either during the change.
 * No secrets, no headers: the delivery goes unsigned.
 */
export function signatureHeaders(secrets: readonly string[], id: string, body: string, now = new Date()): Record<string, string> {
  if (secrets.length === 0) return {};
  return {
    "webhook-id": id,
    "webhook-timestamp": String(Math.floor(now.getTime() / 1000)),
    "webhook-signature": secrets.map((secret) => new Webhook(secret).sign(id, now, body)).join(" "),
  };
}
