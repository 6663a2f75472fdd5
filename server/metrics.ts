import { Counter, collectDefaultMetrics, Gauge, Registry } from "prom-client";
import { FORM_IDS, type FormId } from "../contracts/form-ids.ts";
import type { ReceiveSubmission } from "./api/submission-service.ts";
import type { SubmissionStatus } from "./db/schema.ts";
import type { RelaySnapshot, SubmissionsRepository } from "./db/submissions-repository.ts";
import type { AttemptOutcome } from "./relay/relay-worker.ts";

/**
 * The lead metrics in the Prometheus text format: counters kept in memory
 * since the process started, gauges read from the database on each scrape.
 */
export class LeadMetrics {
  private readonly registry = new Registry();
  private readonly received: Counter<"form">;
  private readonly refused: Counter<"form" | "reason">;
  private readonly deliveries: Counter<"form" | "outcome">;
  /** One scrape reads the database once, however many gauges it fills. */
  private snapshot: Promise<RelaySnapshot | undefined> | undefined;

  constructor(
    private readonly submissions: SubmissionsRepository,
    private readonly relayedForms: FormId[],
    /** The time now, in ms: a test moves it on instead of waiting. */
    private readonly now: () => number = Date.now,
  ) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry });
    this.received = new Counter({
      name: "leads_submissions_received_total",
      help: "Submissions received by the API and the page forms, refused ones included.",
      labelNames: ["form"],
      registers,
    });
    this.refused = new Counter({
      name: "leads_submissions_refused_total",
      help: "Submissions not taken for delivery, by reason (invalid, rate_limited, unavailable, spam, ...).",
      labelNames: ["form", "reason"],
      registers,
    });
    this.deliveries = new Counter({
      name: "leads_relay_deliveries_total",
      help: "Delivery attempts by outcome (delivered, retry, held, failed).",
      labelNames: ["form", "outcome"],
      registers,
    });
    for (const form of FORM_IDS) this.received.inc({ form }, 0);
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
      return result;
    };
  }

  delivery(form: FormId, outcome: AttemptOutcome): void {
    this.deliveries.inc({ form, outcome });
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
