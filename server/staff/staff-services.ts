import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Hono } from "hono";
import type { BackupSummary } from "../backup/backup-job.ts";
import type { Config } from "../config.ts";
import type { Database } from "../db/open-database.ts";
import type { Logger } from "../logger.ts";
import { StaffOidc } from "./oidc.ts";
import { Passkeys } from "./passkeys.ts";
import { createStaffApp, type StaffFeature, type StaffHttp } from "./staff-app.tsx";
import { type StaffMailer, staffMailer } from "./staff-mail.ts";
import { HOUR_MS, StaffService } from "./staff-service.ts";

/** Where the build keeps the staff area's script (scripts/build-server.mjs). */
export const STAFF_SCRIPT_FILE = "node/staff/passkeys.js";
/** The staff scripts, each built into node/staff/<name>.js: the passkeys, and the leads inbox's (server/staff/browser/). */
export type StaffScriptName = "passkeys" | "inbox";

/**
 * The passkeys script: the build's file, or, without a build (development, the API tests), the
 * source bundled on first use by esbuild, a development tool.
 */
export function staffScript(buildDirectory?: string, name: StaffScriptName = "passkeys"): () => Promise<string | undefined> {
  let loaded: Promise<string | undefined> | undefined;
  const SOURCE = path.resolve(import.meta.dirname, `browser/${name}.ts`);
  const load = async () => {
    const built = buildDirectory ? path.join(buildDirectory, `node/staff/${name}.js`) : undefined;
    if (built && existsSync(built)) return readFile(built, "utf8");
    if (!existsSync(SOURCE)) return undefined;
    const { build } = await import("esbuild");
    const result = await build({
      entryPoints: [SOURCE],
      bundle: true,
      format: "esm",
      target: "es2020",
      minify: true,
      write: false,
      logLevel: "silent",
    });
    return result.outputFiles[0]?.text;
  };
  return () => {
    loaded ??= load().catch(() => undefined);
    return loaded;
  };
}

export interface StaffServices {
  staff: StaffService;
  passkeys: Passkeys;
  mailer: StaffMailer | undefined;
  /** The `/staff` routes, given how the site's HTTP layer reads a request. */
  routes(http: StaffHttp): Hono;
  stop(): void;
}

/** The staff area on the site's database; prunes its audit log and old sessions now and every six hours. */
export function startStaffServices(
  config: Config,
  database: Database,
  logger: Logger,
  options: {
    now?: () => number;
    script?: () => Promise<string | undefined>;
    prune?: boolean;
    /** The sections built on sign-in, given the staff service (server/lead-services.ts). */
    features?: (staff: StaffService) => readonly StaffFeature[];
    /** The scheduled backup's state, for the admins' home page. */
    backupStatus?: () => BackupSummary;
  } = {},
): StaffServices {
  const staff = new StaffService(database, { siteUrl: config.site.siteUrl, ...config.staff }, options.now);
  const passkeys = new Passkeys(staff, config.site.brandName);
  const mailer = config.leads.mail ? staffMailer(config.leads.mail, config.site.brandName) : undefined;
  const oidc = config.staff.oidc ? new StaffOidc(staff, config.staff.oidc) : undefined;
  const prune = () =>
    staff.prune().then(
      (pruned) => pruned > 0 && logger.info({ rows: pruned }, "audit log pruned"),
      (error: unknown) => logger.warn({ err: String(error) }, "audit log pruning failed"),
    );
  let timer: NodeJS.Timeout | undefined;
  if (options.prune !== false) {
    void prune();
    timer = setInterval(prune, 6 * HOUR_MS);
    timer.unref();
  }
  const script = options.script ?? staffScript();
  const features = options.features?.(staff) ?? [];
  return {
    staff,
    passkeys,
    mailer,
    // Its routes keep the session in their context; mounted, they are one more Hono app.
    routes: (http) =>
      createStaffApp(
        {
          staff,
          passkeys,
          oidc,
          brandName: config.site.brandName,
          logger,
          mailer,
          signInPerMinute: config.staff.signInPerMinute,
          script,
          features,
          backupStatus: options.backupStatus,
        },
        http,
      ) as unknown as Hono,
    stop() {
      if (timer) clearInterval(timer);
      mailer?.close();
    },
  };
}
