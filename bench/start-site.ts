import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");

/** The production build (BUILD_DIR, `build` by default) on a port of its own, with a fresh database; resolves once it answers. */
export async function startSite(port: number): Promise<ChildProcess> {
  const origin = `http://127.0.0.1:${port}`;
  // A server left on the port would answer in place of this build, and every figure would be its.
  const taken = await fetch(`${origin}/healthz`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${port} is already in use: stop what listens there, or set BENCH_PORT`);
  const database = path.join(mkdtempSync(path.join(tmpdir(), "bench-")), "site.db");
  // The compiled production server of the build (`npm run build`), as `npm start` runs it.
  const child = spawn(process.execPath, [path.join(root, process.env.BUILD_DIR ?? "build", "node/main.js")], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      DATABASE_URL: `sqlite:${database}`,
      LOG_LEVEL: "warn",
      SITE_URL: origin,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  return new Promise((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`the site exited (${code}) before it answered`)));
    const deadline = Date.now() + 60_000;
    const poll = async () => {
      try {
        if ((await fetch(`${origin}/readyz`)).ok) return resolve(child);
      } catch {
        // not up yet
      }
      if (Date.now() > deadline) return reject(new Error("the site did not start"));
      setTimeout(poll, 250);
    };
    void poll();
  });
}
