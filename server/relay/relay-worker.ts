import type { FormId } from "../../contracts/form-ids.ts";
import type { LeadSettings } from "../config.ts";
import type { ClaimedSubmission, SubmissionsRepository } from "../db/submissions-repository.ts";
import type { Logger } from "../logger.ts";
import { type AttemptEnd, newWorkerId, OutboxLoop } from "../outbox/outbox-loop.ts";
import { deliver } from "./deliver.ts";

export interface RelayWorkerOptions {
  submissions: SubmissionsRepository;
  upstreams: Partial<Record<FormId, string>>;
  settings: LeadSettings["relay"];
  logger: Logger;
  workerId?: string;
  /** Told the result of every attempt, for the metrics. */
  onOutcome?: (form: FormId, outcome: AttemptOutcome) => void;
}

export type AttemptOutcome = "delivered" | "retry" | "held" | "failed";

/** A delivery's end as the outbox loop takes it; a delivered one keeps the upstream's status for the log. */
type DeliveryResult =
  | { kind: "done"; status: number }
  | { kind: "retry"; errorClass: string; retryAfterMs?: number }
  | { kind: "hold"; errorClass: string };

/** Room past the request timeout before another worker may take a leased submission over. */
const LEASE_MARGIN_MS = 30_000;

const LOG_MESSAGES: Record<AttemptEnd, string> = {
  done: "submission delivered",
  retry: "submission delivery will be retried",
  held: "submission refused by its upstream: held until `leads retry --held`",
  failed: "submission undeliverable: failed after the give-up horizon",
};

/**
 * Delivers stored submissions to their form's upstream until each is
 * delivered, held for the operator, or has failed after the give-up horizon
 * (the outbox loop, server/outbox/outbox-loop.ts). Forms without an upstream
 * are stored only.
 */
export class RelayWorker {
  readonly workerId: string;
  private readonly forms: FormId[];
  private readonly loop: OutboxLoop<ClaimedSubmission, DeliveryResult>;

  constructor(private readonly options: RelayWorkerOptions) {
    const { submissions, settings, logger } = options;
    this.workerId = options.workerId ?? newWorkerId();
    this.forms = (Object.keys(options.upstreams) as FormId[]).filter((form) => options.upstreams[form]);
    this.loop = new OutboxLoop({
      name: "relay",
      workerId: this.workerId,
      schedule: settings,
      leaseMs: settings.timeoutMs + LEASE_MARGIN_MS,
      logger,
      claim: (lease) => submissions.claimDue({ ...lease, forms: this.forms }),
      attempt: (submission) => this.attempt(submission),
      leases: submissions.leases,
      logLine: (submission, result, end) => ({
        fields: {
          id: submission.id,
          form: submission.form,
          attempts: submission.attempts,
          ...(result.kind === "done" ? { status: result.status } : {}),
        },
        message: LOG_MESSAGES[end],
      }),
      onEnd: (submission, _result, end) => options.onOutcome?.(submission.form, end === "done" ? "delivered" : end),
    });
  }

  start(): void {
    if (this.forms.length > 0) this.loop.start();
  }

  /** How many times the worker has looked for due submissions: what a test waits on to see that nothing more was sent. */
  get passes(): number {
    return this.loop.passes;
  }

  /** Look for work now rather than at the next poll. */
  wake(): void {
    this.loop.wake();
  }

  /**
   * Takes no new work and resolves once the attempts under way are over: they
   * are not aborted (each ends within the request timeout), so a lead its
   * upstream already took is recorded as delivered, not sent again later.
   */
  stop(): Promise<void> {
    return this.loop.stop();
  }

  private async attempt(submission: ClaimedSubmission): Promise<DeliveryResult | undefined> {
    const { submissions, settings, logger, upstreams } = this.options;
    const url = upstreams[submission.form];
    if (!url) return undefined;
    // Erased (`leads forget`) or taken over since it was claimed: not sent.
    if (!(await submissions.holdsLease(submission.id, this.workerId, Date.now()))) {
      logger.info({ id: submission.id, form: submission.form }, "submission no longer leased: not delivered");
      return undefined;
    }
    const outcome = await deliver({
      url,
      form: submission.form,
      id: submission.id,
      body: submission.body,
      timeoutMs: settings.timeoutMs,
      signingSecrets: settings.signingSecrets,
    });
    if (outcome.kind === "delivered") return { kind: "done", status: outcome.status };
    // A contact lead its upstream keeps answering `success: false` for: held after a capped number of attempts.
    if (outcome.kind === "unconfirmed") {
      const held = submission.attempts >= settings.unconfirmedMaxAttempts;
      return { kind: held ? "hold" : "retry", errorClass: outcome.errorClass };
    }
    return outcome;
  }
}
