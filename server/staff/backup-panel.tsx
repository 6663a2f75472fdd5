/** @jsxImportSource hono/jsx */
/**
 * The scheduled backup's state on the staff area's home, for admins
 * (docs/decisions/0042-backups.md): the last success and failure, a warning
 * when the last success is older than twice the schedule, or that backups are
 * off and the two lines that turn them on.
 */
import type { BackupSummary } from "../backup/backup-job.ts";
import { formatTime, Notice, type PageFrame } from "./layout.tsx";

const HOUR_MS = 60 * 60 * 1000;

/** 1.4 MB, 812 kB: the size as people read it. */
function formatBytes(language: string, bytes: number): string {
  const units = ["B", "kB", "MB", "GB", "TB"];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  return `${new Intl.NumberFormat(language, { maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value)} ${units[unit]}`;
}

export function BackupPanel({ frame, summary, now }: { frame: PageFrame; summary: BackupSummary; now: number }) {
  const { t, language } = frame;
  if (!summary.enabled) {
    return (
      <section class="backups" aria-labelledby="backups-status">
        <h2 id="backups-status">{t("backups.status")}</h2>
        <Notice kind="error">{t("backups.off")}</Notice>
        <p>{t("backups.turnOn")}</p>
        <pre class="backup-lines">
          <code>{"BACKUP_DIR=/var/backups/site\nBACKUP_ENCRYPTION_KEY=<openssl rand -base64 32>"}</code>
        </pre>
        <p class="muted">{t("backups.offMachine")}</p>
      </section>
    );
  }
  const { lastSuccessAt, lastFailureAt, lastError, lastFile, lastBytes, everyHours } = summary;
  const stale = lastSuccessAt === null || now - lastSuccessAt > 2 * everyHours * HOUR_MS;
  const failedSince = lastError !== null && lastFailureAt !== null && (lastSuccessAt === null || lastFailureAt > lastSuccessAt);
  return (
    <section class="backups" aria-labelledby="backups-status">
      <h2 id="backups-status">{t("backups.status")}</h2>
      <p class="muted">{t("backups.schedule", { hours: everyHours })}</p>
      {stale ? (
        <Notice kind="error">{t("backups.stale", { hours: everyHours })}</Notice>
      ) : failedSince ? null : (
        <Notice kind="ok">{t("backups.ok")}</Notice>
      )}
      {failedSince ? <Notice kind="error">{t("backups.failed", { error: lastError ?? "" })}</Notice> : null}
      <dl class="facts">
        <dt>{t("backups.lastSuccess")}</dt>
        <dd>{lastSuccessAt === null ? t("backups.never") : formatTime(language, lastSuccessAt)}</dd>
        {lastFile ? (
          <>
            <dt>{t("backups.lastFile")}</dt>
            <dd class="url">{lastFile}</dd>
          </>
        ) : null}
        {lastBytes !== null ? (
          <>
            <dt>{t("backups.lastSize")}</dt>
            <dd>{formatBytes(language, lastBytes)}</dd>
          </>
        ) : null}
        {lastFailureAt !== null ? (
          <>
            <dt>{t("backups.lastFailure")}</dt>
            <dd>{formatTime(language, lastFailureAt)}</dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}
