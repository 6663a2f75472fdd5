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
import type { StaffScriptName } from "./layout.tsx";
import { createStaffApp, type StaffFeature, type StaffHttp } from "./staff-app.tsx";
import { type StaffMailer, staffMailer } from "./staff-mail.ts";
import { HOUR_MS, StaffService } from "./staff-service.ts";

/** Loads one of the staff area's scripts by name; undefined when it cannot be had. */
export type StaffScripts = (name?: StaffScriptName) => Promise<string | undefined>;

/** Where the build keeps a staff script (scripts/build-server.mjs). */
export const staffScriptFile = (name: StaffScriptName) => `node/staff/${name}.js`;
export const STAFF_SCRIPT_FILE = staffScriptFile("passkeys");

/**
 * A staff script by name (passkeys: sign-in; content: the editor's rich text and image fields): the
 * build's file, or, without a build (development, the API tests), the source bundled on first use
 * by esbuild, a development tool.
 */
export function staffScript(buildDirectory?: string): StaffScripts {
  const loaded = new Map<StaffScriptName, Promise<string | undefined>>();
  const load = async (name: StaffScriptName) => {
    const built = buildDirectory ? path.join(buildDirectory, staffScriptFile(name)) : undefined;
    if (built && existsSync(built)) return readFile(built, "utf8");
    const source = path.resolve(import.meta.dirname, `browser/${name}.ts`);
    if (!existsSync(source)) return undefined;
    const { build } = await import("esbuild");
    const result = await build({
      entryPoints: [source],
      bundle: true,
      format: "esm",
      target: "es2020",
      minify: true,
      write: false,
      logLevel: "silent",
    });
    return result.outputFiles[0]?.text;
  };
  return (name = "passkeys") => {
    let script = loaded.get(name);
    if (!script) {
      script = load(name).catch(() => undefined);
      loaded.set(name, script);
    }
    return script;
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
    script?: StaffScripts;
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
