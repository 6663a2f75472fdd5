import { useTranslation } from "~/i18n/use-translation";
import { MAX_BODY_BYTES, MAX_RESUME_BYTES } from "../../../../contracts/submissions/limits";
import type { FormOutcome, SubmitFailure } from "./form-definition";
import type { SubmitOutcome } from "./submit-client";

/** Why a submission was not taken, and when to send it again if the answer said. */
export interface Refusal {
  /** SAVED: the connection failed and the submission is kept on the device, to be sent when it is back. */
  failure: SubmitFailure | "NETWORK" | "SAVED";
  retryAfterSeconds?: number;
}

/** What an answer of the API means for the visitor; nothing for a success or field messages. */
export function refusalOf(answer: SubmitOutcome): Refusal | undefined {
  if (answer.kind === "network") return { failure: "NETWORK" };
  if (answer.kind !== "rejected") return undefined;
  if (answer.status === 429) return { failure: "RATE_LIMITED", retryAfterSeconds: answer.retryAfterSeconds };
  if (answer.status === 413) return { failure: "TOO_LARGE" };
  // Any other refusal (503, 507 storage full, 500…) stored nothing.
  return { failure: "UNAVAILABLE", retryAfterSeconds: answer.retryAfterSeconds };
}

/** The refusal a posted form was shown again with. */
export function refusalOfOutcome(outcome: FormOutcome | undefined): Refusal | undefined {
  return outcome?.failure ? { failure: outcome.failure, retryAfterSeconds: outcome.retryAfterSeconds } : undefined;
}

/** "in 2 minutes", "dentro de 30 segundos": a wait rounded up to its largest unit. */
export function formatWait(seconds: number, language: string): string {
  const format = new Intl.RelativeTimeFormat(language, { numeric: "auto" });
  const wait = Math.max(1, Math.ceil(seconds));
  if (wait < 60) return format.format(wait, "second");
  if (wait < 3600) return format.format(Math.ceil(wait / 60), "minute");
  if (wait < 86_400) return format.format(Math.ceil(wait / 3600), "hour");
  return format.format(Math.ceil(wait / 86_400), "day");
}

/** A size limit in the page's language: megabytes for a file, kilobytes for a form's text. */
export function formatLimit(bytes: number, language: string): string {
  const megabytes = bytes >= 1024 * 1024;
  return new Intl.NumberFormat(language, { style: "unit", unit: megabytes ? "megabyte" : "kilobyte", maximumFractionDigits: 1 }).format(
    bytes / (megabytes ? 1024 * 1024 : 1024),
  );
}

/** Without a `Retry-After`, the rate limit's own window. */
const RATE_LIMIT_WAIT_SECONDS = 60;

/**
 * Refusal → text in the page language. A form with a resume speaks of the
 * file's limit; the job applications lead with "Error uploading file.".
 */
export function useRefusalText(): (refusal: Refusal | undefined, form: { upload: boolean; resume: boolean }) => string | undefined {
  const { t, i18n } = useTranslation("forms");
  const language = i18n.language;
  return (refusal, { upload, resume }) => {
    if (!refusal) return undefined;
    const { failure, retryAfterSeconds } = refusal;
    // The job applications say the spec's words; what happens to the lead follows in the form's status line.
    if (failure === "SAVED") return upload ? t("errors.UPLOAD_ERROR") : undefined;
    let reason: string;
    if (failure === "RATE_LIMITED") {
      reason = t("refused.RATE_LIMITED", { when: formatWait(retryAfterSeconds ?? RATE_LIMIT_WAIT_SECONDS, language) });
    } else if (failure === "TOO_LARGE") {
      reason = resume
        ? t("refused.TOO_LARGE_FILE", { limit: formatLimit(MAX_RESUME_BYTES, language) })
        : t("refused.TOO_LARGE", { limit: formatLimit(MAX_BODY_BYTES, language) });
    } else if (failure === "UNAVAILABLE" && retryAfterSeconds !== undefined) {
      reason = t("refused.UNAVAILABLE_RETRY", { when: formatWait(retryAfterSeconds, language) });
    } else {
      reason = t(failure === "NETWORK" || failure === "FOREIGN_ORIGIN" ? `refused.${failure}` : "refused.UNAVAILABLE");
    }
    return upload ? `${t("errors.UPLOAD_ERROR")} ${reason}` : reason;
  };
}
