/** Where the e2e server sends the leads' e-mails: a port beside its own, where forms-mail.spec.ts listens. */
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? Number(process.env.E2E_PORT ?? 3210) + 100);
