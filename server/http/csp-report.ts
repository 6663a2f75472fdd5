import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { Logger } from "../logger.ts";

export const CSP_REPORT_PATH = "/csp-report";

/** A report is a few hundred bytes; a batch of them a few kilobytes. */
export const CSP_REPORT_BODY_LIMIT_BYTES = 16 * 1024;
/** Reports logged per minute; the others are counted, and the count logged once the minute is over. */
export const CSP_REPORTS_LOGGED_PER_MINUTE = 20;

const FIELD_LENGTH = 200;

/** A violation as it is logged: the fields that say what was blocked and where, each cut short. */
interface Violation {
  directive: string;
  blocked: string;
  document: string;
  source?: string;
  line?: number;
  sample?: string;
}

/**
 * `POST /csp-report`: the browser's reports of what the CSP blocked, in
 * either format (`application/csp-report` from `report-uri`,
 * `application/reports+json` from `report-to`). Each is logged as a warning,
 * at most `CSP_REPORTS_LOGGED_PER_MINUTE` a minute over all senders, so a
 * flood of reports costs a counter and no memory.
 */
export function cspReportRoutes(logger: Logger, now: () => number = Date.now) {
  let windowStart = now();
  let logged = 0;
  let suppressed = 0;
  const log = (violation: Violation) => {
    const time = now();
    if (time - windowStart >= 60_000) {
      if (suppressed > 0) logger.warn({ suppressed }, "csp violations not logged");
      windowStart = time;
      logged = 0;
      suppressed = 0;
    }
    if (logged >= CSP_REPORTS_LOGGED_PER_MINUTE) {
      suppressed += 1;
      return;
    }
    logged += 1;
    logger.warn({ csp: violation }, "csp violation");
  };

  const routes = new Hono();
  routes.post(
    CSP_REPORT_PATH,
    bodyLimit({ maxSize: CSP_REPORT_BODY_LIMIT_BYTES, onError: (c) => c.json({ error: "too_large" }, 413) }),
    async (c) => {
      const type = (c.req.header("Content-Type") ?? "").split(";")[0]?.trim().toLowerCase();
      if (type !== "application/csp-report" && type !== "application/reports+json" && type !== "application/json") {
        return c.json(
          { error: "unsupported_media_type", fields: { "content-type": "must be application/csp-report or application/reports+json" } },
          415,
        );
      }
      let body: unknown;
      try {
        body = JSON.parse(await c.req.text());
      } catch {
        return c.json({ error: "invalid_report", fields: { body: "must be JSON" } }, 400);
      }
      const violations = violationsOf(body);
      if (violations.length === 0) return c.json({ error: "invalid_report", fields: { body: "holds no CSP violation" } }, 400);
      for (const violation of violations) log(violation);
      return c.body(null, 204);
    },
  );
  return routes;
}

/** The violations of a `report-uri` body (`{"csp-report": {…}}`) or a `report-to` batch (`[{type, body}]`). */
export function violationsOf(body: unknown): Violation[] {
  if (Array.isArray(body)) {
    return body
      .filter(
        (report): report is { type: string; body: Record<string, unknown> } =>
          isRecord(report) && report.type === "csp-violation" && isRecord(report.body),
      )
      .slice(0, 10)
      .map(({ body: report }) =>
        violation(report.effectiveDirective, report.blockedURL, report.documentURL, report.sourceFile, report.lineNumber, report.sample),
      );
  }
  if (isRecord(body) && isRecord(body["csp-report"])) {
    const report = body["csp-report"];
    return [
      violation(
        report["effective-directive"] ?? report["violated-directive"],
        report["blocked-uri"],
        report["document-uri"],
        report["source-file"],
        report["line-number"],
        report["script-sample"],
      ),
    ];
  }
  return [];
}

function violation(directive: unknown, blocked: unknown, document: unknown, source: unknown, line: unknown, sample: unknown): Violation {
  return {
    directive: text(directive),
    blocked: address(blocked),
    document: address(document),
    ...(typeof source === "string" && source ? { source: address(source) } : {}),
    ...(typeof line === "number" && Number.isInteger(line) ? { line } : {}),
    ...(typeof sample === "string" && sample ? { sample: text(sample) } : {}),
  };
}

const text = (value: unknown) => (typeof value === "string" ? value.slice(0, FIELD_LENGTH) : "");

/** An address without its query or fragment, which could carry a visitor's data. */
const address = (value: unknown) => text(typeof value === "string" ? value.replace(/[?#].*$/s, "") : value);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
