/** Where the e2e server sends the leads' e-mails: a port beside its own, where forms-mail.spec.ts listens. */
/** What the e2e server asks of a scrape of `/metrics` on its own port. */
export const E2E_METRICS_TOKEN = "e2e-metrics-token-for-the-form-funnel";

export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? Number(process.env.E2E_PORT ?? 3210) + 100);
