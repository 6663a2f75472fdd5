/** A submission row as the API stores it, the columns that matter to a backup filled in: what the backup tests store. */
export function submission(id: string, at: number) {
  return {
    id,
    form: "contact" as const,
    body: JSON.stringify({ name: `Lead ${id}`, email: `${id}@example.com` }),
    status: "pending" as const,
    attempts: 0,
    created_at: at,
    updated_at: at,
    next_attempt_at: at,
    first_attempt_at: null,
    delivered_at: null,
    last_error: null,
    spam_reason: null,
    subject_email: `${id}@example.com`,
    locked_by: null,
    locked_until: null,
    consent_accepted: 1,
    consent_at: at,
    consent_language: "es",
    consent_policy_version: "2025-01-01",
    stored_bytes: 100,
    sender_key: null,
    subject_phone: null,
    resume_purged_at: null,
    idempotency_key: null,
  };
}
