import { execFileSync, spawn } from "node:child_process";
import path from "node:path";
import { setTimeout as delay } from "node:timers/promises";

/** The build under test (BUILD_DIR, `build` by default): its compiled server, as `npm start` runs it, and its content CLI. */
const buildDirectory = path.resolve(process.env.BUILD_DIR ?? "build");
export const SERVER = path.join(buildDirectory, "node/main.js");
export const CONTENT_CLI = path.join(buildDirectory, "node/cli/content.js");

/**
 * The suite's server listens on E2E_PORT (playwright.config.ts); a server a spec starts for
 * itself takes a port a little above it, so a run given a small range of ports stays in it.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);

export interface ServerOptions {
  port: number;
  /** The SQLite file, made and seeded by the server when it is new. */
  database: string;
  /** Environment the site reads at boot (`SITE_PROMO_VIDEO_URL`, `PAGE_CACHE_SECONDS`…), over the defaults below. */
  settings?: Record<string, string>;
  /** How long the server has to answer `/readyz`. */
  timeoutMs?: number;
}

export interface RunningServer {
  /** `http://localhost:<port>` */
  url: string;
  /** Runs the content CLI on the server's database, as an operator replaces the lists of a running site. */
  content: (...args: string[]) => void;
  /** SIGTERM, then the server's exit. */
  stop: () => Promise<void>;
}

/** The last few kilobytes a server wrote, to say why it did not come up. */
const KEPT_OUTPUT = 8_000;

/**
 * The compiled server with settings of its own, as `npm start` runs it, once it answers `/readyz`.
 * If it exits or does not answer in time, the error carries what it wrote.
 */
export async function startServer({ port, database, settings = {}, timeoutMs = 60_000 }: ServerOptions): Promise<RunningServer> {
  const url = `http://localhost:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    DATABASE_URL: `sqlite:${database}`,
    LOG_LEVEL: "warn",
    SITE_URL: url,
    ...settings,
  };
  const child = spawn(process.execPath, [SERVER], { env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString("utf8")).slice(-KEPT_OUTPUT);
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const exit = () => {
    if (child.signalCode !== null) return `signal ${child.signalCode}`;
    return child.exitCode === null ? undefined : `code ${child.exitCode}`;
  };

  const stop = async () => {
    if (exit() !== undefined) return;
    child.kill("SIGTERM");
    // It finishes the deliveries under way first (server/http/shutdown.ts); one that hangs is not waited for.
    const hung = setTimeout(() => child.kill("SIGKILL"), 15_000);
    await exited;
    clearTimeout(hung);
  };
  const failure = (why: string) => new Error(`The server on ${url} ${why}. What it wrote:\n${output.trim() || "(nothing)"}`);

  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const how = exit();
    if (how !== undefined) throw failure(`exited (${how}) before it answered /readyz`);
    const status = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(2_000) }).then(
      (response) => {
        void response.body?.cancel();
        return response.status;
      },
      () => undefined,
    );
    if (status === 200) break;
    if (Date.now() > deadline) {
      await stop();
      throw failure(`did not answer /readyz with 200 in ${timeoutMs} ms (last: ${status ?? "no answer"})`);
    }
    // Between two tries, unless it exits first.
    await Promise.race([exited, delay(100)]);
  }

  return {
    url,
    content: (...args) => {
      execFileSync(process.execPath, [CONTENT_CLI, ...args], { env, stdio: "pipe" });
    },
    stop,
  };
}
