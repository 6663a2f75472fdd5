// Builds the site when there is no build yet or the sources changed since the last one.
import { execSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const output = path.join(path.resolve(root, process.env.BUILD_DIR ?? "build"), "server/index.js");
const sources = ["app", "contracts", "public", "package.json", "vite.config.ts", "react-router.config.ts"];

function newest(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce((latest, name) => Math.max(latest, newest(path.join(target, name))), stat.mtimeMs);
}

const builtAt = existsSync(output) ? statSync(output).mtimeMs : 0;
const changedAt = Math.max(...sources.map((source) => newest(path.join(root, source))));
if (builtAt < changedAt) {
  console.log(builtAt ? "Sources changed since the last build: building…" : "No build yet: building…");
  execSync("npm run build", { cwd: root, stdio: "inherit" });
}
