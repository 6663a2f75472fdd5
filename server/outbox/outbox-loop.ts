import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import type { LeadSettings } from "../config.ts";
import type { Lease } from "../db/outbox-rows.ts";
import type { Logger } from "../logger.ts";
import { backoffDelay } from "./backoff.ts";

/** A row leased to the worker: its attempts so far, this one included, and when the first was. */
export interface LeasedRow {
  id: string;
  attempts: number;
  firstAttemptAt: number;
}

/**
 * What one attempt came to: done (delivered, sent); to be tried again, not
 * sooner than `retryAfterMs` when the other side said so; or held, a refusal
 * only the operator can fix (`leads retry`). `errorClass` is never personal data.
 */
export type AttemptResult =
  | { kind: "done" }
  | { kind: "retry"; errorClass: string; retryAfterMs?: number }
  | { kind: "hold"; errorClass: string };

/** How the row was left: done, scheduled again, held, or failed after the give-up horizon. */
export type AttemptEnd = "done" | "retry" | "held" | "failed";

/** The row's side of an attempt's end, under the worker's lease (server/db/outbox-rows.ts). */
export interface LeaseEnds {
  markDone(id: string, workerId: string, now: number): Promise<void>;
  scheduleRetry(id: string, workerId: string, options: { now: number; nextAttemptAt: number; errorClass: string }): Promise<void>;
  markHeld(id: string, workerId: string, options: { now: number; errorClass: string }): Promise<void>;
  markFailed(id: string, workerId: string, options: { now: number; errorClass: string }): Promise<void>;
}

/** The relay's schedule, which the mail worker shares: attempts at once, poll, backoff and give-up horizon. */
export type OutboxSchedule = Pick<LeadSettings["relay"], "concurrency" | "pollMs" | "backoffBaseMs" | "backoffMaxMs" | "giveUpMs">;

export interface OutboxLoopOptions<Row extends LeasedRow, Result extends AttemptResult> {
  /** What the loop's own lines in the log call its work: `relay` ("relay claim failed"), `mail`. */
  name: string;
  workerId: string;
  schedule: OutboxSchedule;
  /** How long a claimed row stays this worker's: past the longest attempt, so that no other worker takes it meanwhile. */
  leaseMs: number;
  logger: Logger;
  /** Leases due rows to this worker. */
  claim(lease: Lease): Promise<Row[]>;
  /** One attempt; none (undefined) when the row is no longer to be worked (erased, taken over), which is left as it is. */
  attempt(row: Row): Promise<Result | undefined>;
  leases: LeaseEnds;
  /** The log's line for an attempt's end: the row's fields (the error class and the wait are added) and what it says. */
  logLine(row: Row, result: Result, end: AttemptEnd): { fields: Record<string, unknown>; message: string };
  /** Told every attempt's end once the row records it, for the metrics. */
  onEnd?(row: Row, result: Result, end: AttemptEnd): void;
}

/** `host-pid-random`, and what the worker adds: a lease names the process that holds it. */
export function newWorkerId(suffix = ""): string {
  return `${hostname()}-${process.pid}-${randomBytes(3).toString("hex")}${suffix}`;
}

/**
 * The loop the relay and the mail worker share (docs/decisions/0033): claim
 * due rows under a lease, up to `concurrency` attempts at once; end each as
 * its attempt says, retried with backoff until the give-up horizon, held on a
 * refusal; look again at once while there is work, else sleep `pollMs` or
 * until woken. Stopping takes no new work and waits for the attempts under
 * way, which are not aborted (each ends within its timeout), so what the other
 * side already took is recorded as done, not attempted again later.
 */
export class OutboxLoop<Row extends LeasedRow, Result extends AttemptResult> {
  private running = false;
  private loop: Promise<void> | undefined;
  private wakeUp: (() => void) | undefined;
  private woken = false;
  private looked = 0;

  constructor(private readonly options: OutboxLoopOptions<Row, Result>) {}

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
  }

  /** How many times the loop has looked for due rows: what a test waits on to see that nothing more was attempted. */
  get passes(): number {
    return this.looked;
  }

  /** Look for work now rather than at the next poll. */
  wake(): void {
    this.woken = true;
    this.wakeUp?.();
  }

  /** Takes no new work and resolves once the attempts under way are over. */
  async stop(): Promise<void> {
    this.running = false;
    this.wakeUp?.();
    await this.loop;
  }

  private async run(): Promise<void> {
    const { name, schedule, logger, workerId, leaseMs } = this.options;
    const inFlight = new Set<Promise<void>>();
    while (this.running) {
      const slots = schedule.concurrency - inFlight.size;
      let claimed = 0;
      this.woken = false;
      if (slots > 0) {
        try {
          const due = await this.options.claim({ now: Date.now(), limit: slots, workerId, leaseMs });
          claimed = due.length;
          this.looked += 1;
          for (const row of due) {
            const attempt: Promise<void> = this.attempt(row)
              .catch((error: unknown) => {
                logger.error(
                  { id: row.id, err: { name: (error as Error).name, message: (error as Error).message } },
                  `${name} attempt failed`,
                );
              })
              .finally(() => {
                inFlight.delete(attempt);
                this.wake();
              });
            inFlight.add(attempt);
          }
        } catch (error) {
          logger.error({ err: { name: (error as Error).name, message: (error as Error).message } }, `${name} claim failed`);
        }
      }
      if ((claimed === 0 || inFlight.size >= schedule.concurrency) && !this.woken) await this.sleep(schedule.pollMs);
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

  private async attempt(row: Row): Promise<void> {
    const { leases, schedule, workerId } = this.options;
    const result = await this.options.attempt(row);
    if (!result) return;
    const now = Date.now();
    if (result.kind === "done") {
      await leases.markDone(row.id, workerId, now);
      this.ended(row, result, "done");
      return;
    }
    if (result.kind === "hold") {
      await leases.markHeld(row.id, workerId, { now, errorClass: result.errorClass });
      this.ended(row, result, "held", { errorClass: result.errorClass });
      return;
    }
    const horizon = row.firstAttemptAt + schedule.giveUpMs;
    if (now >= horizon) {
      await leases.markFailed(row.id, workerId, { now, errorClass: result.errorClass });
      this.ended(row, result, "failed", { errorClass: result.errorClass });
      return;
    }
    const wait = Math.max(backoffDelay(row.attempts, schedule.backoffBaseMs, schedule.backoffMaxMs), result.retryAfterMs ?? 0);
    // The last try happens at the horizon rather than being skipped.
    const nextAttemptAt = Math.min(now + wait, horizon);
    await leases.scheduleRetry(row.id, workerId, { now, nextAttemptAt, errorClass: result.errorClass });
    this.ended(row, result, "retry", { errorClass: result.errorClass, retryInMs: nextAttemptAt - now });
  }

  private ended(row: Row, result: Result, end: AttemptEnd, details: Record<string, unknown> = {}): void {
    const { logger, logLine, onEnd } = this.options;
    onEnd?.(row, result, end);
    const { fields, message } = logLine(row, result, end);
    const line = { ...fields, ...details };
    if (end === "done") logger.info(line, message);
    else if (end === "retry") logger.warn(line, message);
    else logger.error(line, message);
  }
}
