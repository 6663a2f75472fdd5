import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import nodemailer, { type Transporter } from "nodemailer";
import type { LeadSettings, MailSettings } from "../config.ts";
import type { ClaimedMail, MailOutboxRepository } from "../db/mail-outbox-repository.ts";
import type { MailKind } from "../db/schema.ts";
import type { Logger } from "../logger.ts";
import { backoffDelay } from "../relay/backoff.ts";
import { type MailSite, messageFor } from "./lead-mail.ts";

export type MailOutcome = "sent" | "retry" | "held" | "failed";

export interface MailWorkerOptions {
  outbox: MailOutboxRepository;
  settings: MailSettings;
  /** The relay's schedule: the same backoff, timeout, give-up horizon and poll. */
  schedule: LeadSettings["relay"];
  site: MailSite;
  logger: Logger;
  workerId?: string;
  onOutcome?: (kind: MailKind, outcome: MailOutcome) => void;
}

/** Room past the SMTP timeouts before another worker may take a leased e-mail over. */
const LEASE_MARGIN_MS = 30_000;

type SendOutcome = { kind: "sent" } | { kind: "retry"; errorClass: string } | { kind: "hold"; errorClass: string };

/**
 * Sends the leads' e-mails from the outbox as the relay delivers the leads:
 * one attempt per lease, backoff while the SMTP server is down or answers
 * 4xx, held on a 5xx (a refused sender or recipient the operator must fix),
 * failed after the give-up horizon. Each message's `Message-ID` comes from
 * its outbox row, so a repeat after a lost answer is the same message.
 */
export class MailWorker {
  readonly workerId: string;
  private readonly transport: Transporter;
  private readonly messageDomain: string;
  private running = false;
  private loop: Promise<void> | undefined;
  private wakeUp: (() => void) | undefined;
  private woken = false;

  constructor(private readonly options: MailWorkerOptions) {
    this.workerId = options.workerId ?? `${hostname()}-${process.pid}-${randomBytes(3).toString("hex")}-mail`;
    const timeout = options.schedule.timeoutMs;
    this.transport = nodemailer.createTransport(options.settings.smtpUrl, {
      connectionTimeout: timeout,
      greetingTimeout: timeout,
      socketTimeout: timeout,
    } as object);
    this.messageDomain = /@([^>\s]+)>?\s*$/.exec(options.settings.from)?.[1] ?? "localhost";
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
  }

  wake(): void {
    this.woken = true;
    this.wakeUp?.();
  }

  /** Takes no new e-mails and resolves once those under way are sent or not. */
  async stop(): Promise<void> {
    this.running = false;
    this.wakeUp?.();
    await this.loop;
    this.transport.close();
  }

  private async run(): Promise<void> {
    const { schedule, logger } = this.options;
    const inFlight = new Set<Promise<void>>();
    while (this.running) {
      const slots = schedule.concurrency - inFlight.size;
      let claimed = 0;
      this.woken = false;
      if (slots > 0) {
        try {
          const due = await this.options.outbox.claimDue({
            now: Date.now(),
            limit: slots,
            workerId: this.workerId,
            leaseMs: schedule.timeoutMs * 3 + LEASE_MARGIN_MS,
          });
          claimed = due.length;
          for (const mail of due) {
            const attempt: Promise<void> = this.attempt(mail)
              .catch((error: unknown) => {
                logger.error(
                  { id: mail.id, err: { name: (error as Error).name, message: (error as Error).message } },
                  "mail attempt failed",
                );
              })
              .finally(() => {
                inFlight.delete(attempt);
                this.wake();
              });
            inFlight.add(attempt);
          }
        } catch (error) {
          logger.error({ err: { name: (error as Error).name, message: (error as Error).message } }, "mail claim failed");
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

  private async send(mail: ClaimedMail): Promise<SendOutcome | undefined> {
    const { settings, site } = this.options;
    const message = messageFor(mail.kind, mail, {
      notifyTo: settings.notifyTo,
      companyLanguage: settings.companyLanguage,
      attachmentMaxBytes: settings.attachmentMaxBytes,
      site,
    });
    if (!message) return undefined;
    try {
      await this.transport.sendMail({
        from: settings.from,
        to: message.to,
        replyTo: message.replyTo,
        subject: message.subject,
        text: message.text,
        html: message.html,
        attachments: message.attachments,
        messageId: `<${mail.submissionId}.${mail.kind}@${this.messageDomain}>`,
        date: new Date(mail.createdAt),
        // RFC 3834: an automatic reply, which other robots must not answer.
        headers: mail.kind === "visitor" ? { "Auto-Submitted": "auto-replied" } : undefined,
      });
      return { kind: "sent" };
    } catch (error) {
      const code = (error as { responseCode?: number }).responseCode;
      if (typeof code === "number" && code >= 500) return { kind: "hold", errorClass: `smtp_${code}` };
      if (typeof code === "number") return { kind: "retry", errorClass: `smtp_${code}` };
      const name = String((error as { code?: string }).code ?? "");
      return { kind: "retry", errorClass: name === "ETIMEDOUT" ? "timeout" : "network" };
    }
  }

  private async attempt(mail: ClaimedMail): Promise<void> {
    const { outbox, schedule, logger } = this.options;
    const outcome = await this.send(mail);
    const now = Date.now();
    const context = { id: mail.submissionId, kind: mail.kind, attempts: mail.attempts };
    const report = (result: MailOutcome) => this.options.onOutcome?.(mail.kind, result);

    // Nobody to write to any more (the company's addresses were removed from the settings): done with it.
    if (!outcome || outcome.kind === "sent") {
      await outbox.markSent(mail, this.workerId, now);
      if (outcome) report("sent");
      logger.info(context, outcome ? "mail sent" : "mail dropped: no recipient configured");
      return;
    }
    if (outcome.kind === "hold") {
      await outbox.markHeld(mail, this.workerId, { now, errorClass: outcome.errorClass });
      report("held");
      logger.error({ ...context, errorClass: outcome.errorClass }, "mail refused by the SMTP server: held until `leads retry`");
      return;
    }
    const horizon = mail.firstAttemptAt + schedule.giveUpMs;
    if (now >= horizon) {
      await outbox.markFailed(mail, this.workerId, { now, errorClass: outcome.errorClass });
      report("failed");
      logger.error({ ...context, errorClass: outcome.errorClass }, "mail not sent: failed after the give-up horizon");
      return;
    }
    const nextAttemptAt = Math.min(now + backoffDelay(mail.attempts, schedule.backoffBaseMs, schedule.backoffMaxMs), horizon);
    await outbox.scheduleRetry(mail, this.workerId, { now, nextAttemptAt, errorClass: outcome.errorClass });
    report("retry");
    logger.warn({ ...context, errorClass: outcome.errorClass, retryInMs: nextAttemptAt - now }, "mail will be retried");
  }
}
