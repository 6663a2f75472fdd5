import { Counter, collectDefaultMetrics, Gauge, Registry } from "prom-client";
import { ERROR_KEYS } from "../contracts/error-keys.ts";
import { FORM_IDS, type FormId, fieldsOf } from "../contracts/submission-schemas.ts";
import { BROWSER_RULES } from "./api/funnel-route.ts";
import type { AdmitSender, ReceiveSubmission } from "./api/submission-service.ts";
import type { SubmissionStatus } from "./db/schema.ts";
import type { RelaySnapshot, SubmissionsRepository } from "./db/submissions-repository.ts";
import type { MailOutboxRepository } from "./db/mail-outbox-repository.ts";
import type { MailKind } from "./db/schema.ts";
import type { MailOutcome } from "./mail/mail-worker.ts";
import type { AttemptOutcome } from "./relay/relay-worker.ts";

/**
 * The lead metrics in the Prometheus text format: counters kept in memory
 * since the process started, gauges read from the database on each scrape.
 */
export class LeadMetrics {
  private readonly registry = new Registry();
  private readonly received: Counter<"form">;
  private readonly refused: Counter<"form" | "reason">;
  private readonly refusedBeforeReading: Counter<"reason">;
  private readonly deliveries: Counter<"form" | "outcome">;
  private readonly mails: Counter<"kind" | "outcome">;
  private readonly funnel: {
    served: Counter<"form">;
    started: Counter<"form">;
    fieldErrors: Counter<"form" | "field" | "rule">;
    browserFieldErrors: Counter<"form" | "field" | "rule">;
    stored: Counter<"form">;
  };
  /** One scrape reads the database once, however many gauges it fills. */
  private snapshot: Promise<RelaySnapshot | undefined> | undefined;

  constructor(
    private readonly submissions: SubmissionsRepository,
    private readonly relayedForms: FormId[],
    mailOutbox?: MailOutboxRepository,
    /** The time now, in ms: a test moves it on instead of waiting. */
    private readonly now: () => number = Date.now,
  ) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry });
    /** A counter of this registry: its name, the labels it is counted by, and what it counts. */
    const counter = <Label extends string>(name: string, labelNames: readonly Label[], help: string) =>
      new Counter<Label>({ name, help, labelNames, registers });
    this.received = counter(
      "leads_submissions_received_total",
      ["form"],
      "Submissions received by the API and the page forms, refused ones included.",
    );
    this.refused = counter(
      "leads_submissions_refused_total",
      ["form", "reason"],
      "Submissions not taken for delivery, by reason (invalid, rate_limited, unavailable, spam, ...).",
    );
    this.refusedBeforeReading = counter(
      "leads_senders_refused_total",
      ["reason"],
      "Senders refused by their rate window or daily cap before anything they sent was read.",
    );
    this.refusedBeforeReading.inc({ reason: "rate_limited" }, 0);
    this.deliveries = counter(
      "leads_relay_deliveries_total",
      ["form", "outcome"],
      "Delivery attempts by outcome (delivered, retry, held, failed).",
    );
    this.mails = counter(
      "leads_mail_attempts_total",
      ["kind", "outcome"],
      "Attempts to send the leads' e-mails (company: the summary, visitor: the acknowledgement) by outcome (sent, retry, held, failed).",
    );
    if (mailOutbox) {
      new Gauge({
        name: "leads_mail_outbox",
        help: "The leads' e-mails by kind and status (pending, sent, held, failed).",
        labelNames: ["kind", "status"],
        registers,
        async collect() {
          const counts = await mailOutbox.counts().catch(() => []);
          this.reset();
          for (const row of counts) this.set({ kind: row.kind, status: row.status }, row.count);
        },
      });
    }
    this.funnel = {
      served: counter("leads_form_pages_served_total", ["form"], "Pages served that hold the form (from the page cache or rendered)."),
      started: counter(
        "leads_form_started_total",
        ["form"],
        "Forms a visitor began to fill (their first input, reported by the page's script).",
      ),
      fieldErrors: counter(
        "leads_form_field_errors_total",
        ["form", "field", "rule"],
        "Fields refused by the server (the API and forms posted to pages), by field and rule.",
      ),
      browserFieldErrors: counter(
        "leads_form_browser_field_errors_total",
        ["form", "field", "rule"],
        "Fields the form's checks in the browser marked invalid before any post, by field and rule: each field and rule once a page view (the page's script's beacon).",
      ),
      stored: counter(
        "leads_submissions_stored_total",
        ["form"],
        "Submissions stored for delivery (suspected spam is counted in leads_submissions_refused_total).",
      ),
    };
    for (const form of FORM_IDS) {
      this.received.inc({ form }, 0);
      this.funnel.served.inc({ form }, 0);
      this.funnel.started.inc({ form }, 0);
      this.funnel.stored.inc({ form }, 0);
    }
    for (const form of relayedForms)
      for (const outcome of ["delivered", "retry", "held", "failed"]) this.deliveries.inc({ form, outcome }, 0);

    const read = () => this.read();
    const relayed = this.relayedForms;
    const countOf = (snapshot: RelaySnapshot, status: SubmissionStatus, form?: FormId) =>
      snapshot.counts
        .filter((row) => row.status === status && (form === undefined || row.form === form))
        .reduce((sum, row) => sum + row.count, 0);

    new Gauge({
      name: "leads_database_up",
      help: "1 when the last scrape could read the submissions, 0 otherwise.",
      registers,
      async collect() {
        this.set((await read()) ? 1 : 0);
      },
    });
    new Gauge({
      name: "leads_submissions",
      help: "Stored submissions by status and form.",
      labelNames: ["status", "form"],
      registers,
      async collect() {
        const snapshot = await read();
        this.reset();
        for (const row of snapshot?.counts ?? []) this.set({ status: row.status, form: row.form }, row.count);
      },
    });
    new Gauge({
      name: "leads_relay_backlog",
      help: "Submissions waiting for delivery to their form's upstream.",
      labelNames: ["form"],
      registers,
      async collect() {
        const snapshot = await read();
        this.reset();
        if (snapshot) for (const form of relayed) this.set({ form }, countOf(snapshot, "pending", form));
      },
    });
    new Gauge({
      name: "leads_relay_oldest_undelivered_seconds",
      help: "Age of the oldest submission waiting for delivery; 0 when none waits.",
      registers,
      async collect() {
        const snapshot = await read();
        this.reset();
        if (!snapshot) return;
        this.set(snapshot.oldestPendingAt === null ? 0 : Math.max(0, (now() - snapshot.oldestPendingAt) / 1000));
      },
    });
    for (const status of ["held", "failed"] as const) {
      new Gauge({
        name: `leads_${status}_submissions`,
        help:
          status === "held"
            ? "Submissions held after their upstream refused them (leads retry --held)."
            : "Submissions failed after the give-up horizon.",
        registers,
        async collect() {
          const snapshot = await read();
          this.reset();
          if (snapshot) this.set(countOf(snapshot, status));
        },
      });
    }
  }

  /** The same submission service, counted. */
  countReceive(receive: ReceiveSubmission): ReceiveSubmission {
    return async (form, body, sender) => {
      const result = await receive(form, body, sender);
      this.received.inc({ form });
      if (result.kind !== "stored") this.refused.inc({ form, reason: result.kind });
      else if (result.spam) this.refused.inc({ form, reason: "spam" });
      else this.funnel.stored.inc({ form });
      if (result.kind === "invalid") this.fieldErrors(form, result.fields);
      return result;
    };
  }

  formServed(form: FormId): void {
    this.funnel.served.inc({ form });
  }

  formStarted(form: FormId): void {
    this.funnel.started.inc({ form });
  }

  /** Only the form's own fields and the known rules: the labels stay bounded whatever a client sends. */
  fieldErrors(form: FormId, errors: Record<string, string>): void {
    const fields = fieldsOf(form);
    for (const [field, rule] of Object.entries(errors)) {
      if (fields.has(field) && KNOWN_RULES.has(rule)) this.funnel.fieldErrors.inc({ form, field, rule });
    }
  }

  /** Only the form's own fields and the rules the browser's checks have, as for the server's refusals. */
  browserFieldErrors(form: FormId, errors: Record<string, string>): void {
    const fields = fieldsOf(form);
    for (const [field, rule] of Object.entries(errors)) {
      if (fields.has(field) && BROWSER_RULES.has(rule)) this.funnel.browserFieldErrors.inc({ form, field, rule });
    }
  }

  /** A sender refused before its body was read is counted as received and refused, with no form to name. */
  countAdmit(admit: AdmitSender): AdmitSender {
    return async (clientAddress) => {
      const admission = await admit(clientAddress);
      if (!admission.allowed) this.refusedBeforeReading.inc({ reason: "rate_limited" });
      return admission;
    };
  }

  delivery(form: FormId, outcome: AttemptOutcome): void {
    this.deliveries.inc({ form, outcome });
  }

  mail(kind: MailKind, outcome: MailOutcome): void {
    this.mails.inc({ kind, outcome });
  }

  /** The scheduled backup's last success and failure, as Unix seconds (server/backup/backup-job.ts). */
  backups(status: { lastSuccessAt: number | null; lastFailureAt: number | null }): void {
    const seconds = (at: number | null) => (at === null ? 0 : Math.floor(at / 1000));
    new Gauge({
      name: "site_backup_last_success_timestamp_seconds",
      help: "When the last scheduled database backup was written, in Unix seconds; 0 when none has been.",
      registers: [this.registry],
      collect() {
        this.set(seconds(status.lastSuccessAt));
      },
    });
    new Gauge({
      name: "site_backup_last_failure_timestamp_seconds",
      help: "When the last scheduled database backup failed, in Unix seconds; 0 when none has.",
      registers: [this.registry],
      collect() {
        this.set(seconds(status.lastFailureAt));
      },
    });
  }

  async render(): Promise<{ contentType: string; body: string }> {
    this.snapshot = undefined;
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }

  private read(): Promise<RelaySnapshot | undefined> {
    this.snapshot ??= this.submissions.relaySnapshot(this.relayedForms).catch(() => undefined);
    return this.snapshot;
  }
}

const KNOWN_RULES = new Set<string>(ERROR_KEYS);
