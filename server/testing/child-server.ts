import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");

export interface ChildServer {
  url: string;
  process: ChildProcess;
  exited: Promise<number | null>;
}

/** The standalone API server in its own process, so that a test can SIGKILL it. */
export function startChildServer(env: Record<string, string>): Promise<ChildServer> {
  const child = spawn(process.execPath, ["--import", "tsx", path.join(root, "server/standalone-api.ts")], {
    cwd: root,
    env: { ...process.env, NODE_ENV: "test", LOG_LEVEL: "silent", HOST: "127.0.0.1", PORT: "0", ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    let output = "";
    const timer = setTimeout(() => reject(new Error("child server did not start")), 30_000);
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening (\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ url: `http://127.0.0.1:${match[1]}`, process: child, exited });
      }
    });
    child.once("exit", () => reject(new Error("child server exited before listening")));
  });
}
