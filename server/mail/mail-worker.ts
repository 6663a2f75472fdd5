import nodemailer, { type Transporter } from "nodemailer";
import type { LeadSettings, MailSettings } from "../config.ts";
import type { ClaimedMail, MailOutboxRepository } from "../db/mail-outbox-repository.ts";
import type { MailKind } from "../db/schema.ts";
import type { Logger } from "../logger.ts";
import { type AttemptEnd, newWorkerId, OutboxLoop } from "../outbox/outbox-loop.ts";
import { type MailSite, messageFor } from "./lead-mail.ts";

export type MailOutcome = "sent" | "retry" | "held" | "failed";

export interface MailWorkerOptions {
  outbox: MailOutboxRepository;
  settings: MailSettings;
  /** The relay's schedule: the same backoff, timeout, give-up horizon and poll. */
  schedule: LeadSettings["relay"];
  /** The brand and contact e-mail the messages show; a function: the facts as staff last saved them (server/words/facts.ts). */
  site: MailSite | (() => Promise<MailSite>);
  logger: Logger;
  workerId?: string;
  onOutcome?: (kind: MailKind, outcome: MailOutcome) => void;
}

/** Room past the SMTP timeouts before another worker may take a leased e-mail over. */
const LEASE_MARGIN_MS = 30_000;

/** A sending's end as the outbox loop takes it; done without sending when nobody is left to write to. */
type SendResult = { kind: "done"; sent: boolean } | { kind: "retry"; errorClass: string } | { kind: "hold"; errorClass: string };

const LOG_MESSAGES: Record<AttemptEnd, string> = {
  done: "mail sent",
  retry: "mail will be retried",
  held: "mail refused by the SMTP server: held until `leads retry`",
  failed: "mail not sent: failed after the give-up horizon",
};

/**
 * Sends the leads' e-mails from the outbox in the loop the relay delivers the
 * leads in (server/outbox/outbox-loop.ts): one attempt per lease, backoff
 * while the SMTP server is down or answers 4xx, held on a 5xx (a refused
 * sender or recipient the operator must fix), failed after the give-up
 * horizon. Each message's `Message-ID` comes from its outbox row, so a repeat
 * after a lost answer is the same message.
 */
export class MailWorker {
  readonly workerId: string;
  private readonly transport: Transporter;
  private readonly messageDomain: string;
  private readonly loop: OutboxLoop<ClaimedMail, SendResult>;

  constructor(private readonly options: MailWorkerOptions) {
    const { outbox, schedule, logger } = options;
    this.workerId = options.workerId ?? newWorkerId("-mail");
    const timeout = schedule.timeoutMs;
    this.transport = nodemailer.createTransport(options.settings.smtpUrl, {
      connectionTimeout: timeout,
      greetingTimeout: timeout,
      socketTimeout: timeout,
    } as object);
    this.messageDomain = /@([^>\s]+)>?\s*$/.exec(options.settings.from)?.[1] ?? "localhost";
    this.loop = new OutboxLoop({
      name: "mail",
      workerId: this.workerId,
      schedule,
      leaseMs: timeout * 3 + LEASE_MARGIN_MS,
      logger,
      claim: (lease) => outbox.claimDue(lease),
      attempt: (mail) => this.send(mail),
      leases: outbox.leases,
      logLine: (mail, result, end) => ({
        fields: { id: mail.submissionId, kind: mail.kind, attempts: mail.attempts },
        // Nobody to write to any more (the company's addresses were removed from the settings): done with it.
        message: result.kind === "done" && !result.sent ? "mail dropped: no recipient configured" : LOG_MESSAGES[end],
      }),
      onEnd: (mail, result, end) => {
        if (result.kind !== "done" || result.sent) options.onOutcome?.(mail.kind, end === "done" ? "sent" : end);
      },
    });
  }

  start(): void {
    this.loop.start();
  }

  wake(): void {
    this.loop.wake();
  }

  /** Takes no new e-mails and resolves once those under way are sent or not. */
  async stop(): Promise<void> {
    await this.loop.stop();
    this.transport.close();
  }

  private async send(mail: ClaimedMail): Promise<SendResult> {
    const { settings } = this.options;
    const site = typeof this.options.site === "function" ? await this.options.site() : this.options.site;
    const message = messageFor(mail.kind, mail, {
      notifyTo: settings.notifyTo,
      companyLanguage: settings.companyLanguage,
      attachmentMaxBytes: settings.attachmentMaxBytes,
      site,
      inboxUrl: settings.inboxUrl,
      attachResume: settings.attachResume,
    });
    if (!message) return { kind: "done", sent: false };
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
      return { kind: "done", sent: true };
    } catch (error) {
      const code = (error as { responseCode?: number }).responseCode;
      if (typeof code === "number" && code >= 500) return { kind: "hold", errorClass: `smtp_${code}` };
      if (typeof code === "number") return { kind: "retry", errorClass: `smtp_${code}` };
      const name = String((error as { code?: string }).code ?? "");
      return { kind: "retry", errorClass: name === "ETIMEDOUT" ? "timeout" : "network" };
    }
  }
}
