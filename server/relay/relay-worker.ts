import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import type { FormId } from "../../contracts/form-ids.ts";
import type { LeadSettings } from "../config.ts";
import type { ClaimedSubmission, SubmissionsRepository } from "../db/submissions-repository.ts";
import type { Logger } from "../logger.ts";
import { backoffDelay } from "./backoff.ts";
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

/** Room past the request timeout before another worker may take a leased submission over. */
const LEASE_MARGIN_MS = 30_000;

/**
 * Delivers stored submissions to their form's upstream until each is
 * delivered, held for the operator, or has failed after the give-up horizon.
 * Forms without an upstream are stored only.
 */
export class RelayWorker {
  readonly workerId: string;
  private readonly forms: FormId[];
  private running = false;
  private loop: Promise<void> | undefined;
  private wakeUp: (() => void) | undefined;
  private woken = false;
  private looked = 0;

  constructor(private readonly options: RelayWorkerOptions) {
    this.workerId = options.workerId ?? `${hostname()}-${process.pid}-${randomBytes(3).toString("hex")}`;
    this.forms = (Object.keys(options.upstreams) as FormId[]).filter((form) => options.upstreams[form]);
  }

  start(): void {
    if (this.running || this.forms.length === 0) return;
    this.running = true;
    this.loop = this.run();
  }

  /** How many times the worker has looked for due submissions: what a test waits on to see that nothing more was sent. */
  get passes(): number {
    return this.looked;
  }

  /** Look for work now rather than at the next poll. */
  wake(): void {
    this.woken = true;
    this.wakeUp?.();
  }

  /**
   * Takes no new work and resolves once the attempts under way are over: they
   * are not aborted (each ends within the request timeout), so a lead its
   * upstream already took is recorded as delivered, not sent again later.
   */
  async stop(): Promise<void> {
    this.running = false;
    this.wakeUp?.();
    await this.loop;
  }

  private async run(): Promise<void> {
    const { settings, logger } = this.options;
    const inFlight = new Set<Promise<void>>();
    while (this.running) {
      const slots = settings.concurrency - inFlight.size;
      let claimed = 0;
      this.woken = false;
      if (slots > 0) {
        try {
          const due = await this.options.submissions.claimDue({
            now: Date.now(),
            forms: this.forms,
            limit: slots,
            workerId: this.workerId,
            leaseMs: settings.timeoutMs + LEASE_MARGIN_MS,
          });
          claimed = due.length;
          this.looked += 1;
          for (const submission of due) {
            const attempt: Promise<void> = this.attempt(submission)
              .catch((error: unknown) => {
                logger.error(
                  { id: submission.id, err: { name: (error as Error).name, message: (error as Error).message } },
                  "relay attempt failed",
                );
              })
              .finally(() => {
                inFlight.delete(attempt);
                this.wake();
              });
            inFlight.add(attempt);
          }
        } catch (error) {
          logger.error({ err: { name: (error as Error).name, message: (error as Error).message } }, "relay claim failed");
        }
      }
      if ((claimed === 0 || inFlight.size >= settings.concurrency) && !this.woken) await this.sleep(settings.pollMs);
    }
    await Promise.all(inFlight);
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wakeUp = () => {
        this.wakeUp = undefined;
        done();
      };
    });
  }

  private async attempt(submission: ClaimedSubmission): Promise<void> {
    const { submissions, settings, logger, upstreams } = this.options;
    const url = upstreams[submission.form];
    if (!url) return;
    // Erased (`leads forget`) or taken over since it was claimed: not sent.
    if (!(await submissions.holdsLease(submission.id, this.workerId, Date.now()))) {
      logger.info({ id: submission.id, form: submission.form }, "submission no longer leased: not delivered");
      return;
    }
    const outcome = await deliver({
      url,
      form: submission.form,
      id: submission.id,
      body: submission.body,
      timeoutMs: settings.timeoutMs,
      signingSecrets: settings.signingSecrets,
    });
    const now = Date.now();
    const context = { id: submission.id, form: submission.form, attempts: submission.attempts };
    const report = (result: AttemptOutcome) => this.options.onOutcome?.(submission.form, result);

    if (outcome.kind === "delivered") {
      await submissions.markDelivered(submission.id, this.workerId, now);
      report("delivered");
      logger.info({ ...context, status: outcome.status }, "submission delivered");
      return;
    }
    if (outcome.kind === "hold" || (outcome.kind === "unconfirmed" && submission.attempts >= settings.unconfirmedMaxAttempts)) {
      await submissions.markHeld(submission.id, this.workerId, { now, errorClass: outcome.errorClass });
      report("held");
      logger.error({ ...context, errorClass: outcome.errorClass }, "submission refused by its upstream: held until `leads retry --held`");
      return;
    }
    const horizon = submission.firstAttemptAt + settings.giveUpMs;
    if (now >= horizon) {
      await submissions.markFailed(submission.id, this.workerId, { now, errorClass: outcome.errorClass });
      report("failed");
      logger.error({ ...context, errorClass: outcome.errorClass }, "submission undeliverable: failed after the give-up horizon");
      return;
    }
    const retryAfterMs = outcome.kind === "retry" ? (outcome.retryAfterMs ?? 0) : 0;
    const wait = Math.max(backoffDelay(submission.attempts, settings.backoffBaseMs, settings.backoffMaxMs), retryAfterMs);
    // The last try happens at the horizon rather than being skipped.
    const nextAttemptAt = Math.min(now + wait, horizon);
    await submissions.scheduleRetry(submission.id, this.workerId, { now, nextAttemptAt, errorClass: outcome.errorClass });
    report("retry");
    logger.warn({ ...context, errorClass: outcome.errorClass, retryInMs: nextAttemptAt - now }, "submission delivery will be retried");
  }
}
