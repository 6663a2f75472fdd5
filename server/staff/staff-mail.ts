import nodemailer from "nodemailer";
import type { Language } from "../../contracts/language.ts";
import type { MailSettings } from "../config.ts";
import { staffCopy } from "./copy.ts";

export interface StaffMailer {
  /** Sends a one-time link; resolves once the SMTP server took it (or throws). */
  sendLink(input: { to: string; url: string; expiresAt: number; kind: "invite" | "sign-in"; language: Language }): Promise<void>;
  close(): void;
}

/**
 * The staff's one-time links by e-mail, sent at once rather than through the leads' outbox: a link
 * lives 15 minutes or a day, and a member who gets none asks again.
 */
export function staffMailer(settings: MailSettings, brandName: string, timeoutMs = 15_000): StaffMailer {
  const transport = nodemailer.createTransport(settings.smtpUrl, {
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  } as object);
  return {
    async sendLink({ to, url, expiresAt, kind, language }) {
      const t = staffCopy(language);
      const until = new Date(expiresAt).toISOString().slice(0, 16).replace("T", " ");
      const text = [
        t(kind === "invite" ? "mail.invited" : "mail.requested", { brand: brandName }),
        "",
        t("mail.open", { until }),
        url,
        "",
        t("mail.ignore"),
        "",
      ].join("\n");
      await transport.sendMail({
        from: settings.from,
        to,
        subject: t("mail.subject", { brand: brandName }),
        text,
        headers: { "Auto-Submitted": "auto-generated" },
      });
    },
    close: () => transport.close(),
  };
}
