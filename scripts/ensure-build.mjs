// `npm start` on a fresh clone: builds the site when there is no build yet (BUILD_DIR, `build` by
// default), which needs the dev dependencies. A build that exists is never rebuilt here: a production
// deployment runs the build it was given, with its dependencies only. `--if-changed` (the benches, a
// developer's tool) also rebuilds when a source is newer than the build.
import { execSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const buildDirectory = path.resolve(root, process.env.BUILD_DIR ?? "build");
// The pages' server build and the compiled server: a build has both.
const outputs = ["server/index.js", "node/main.js"].map((file) => path.join(buildDirectory, file));
const sources = ["app", "contracts", "server", "public", "package.json", "vite.config.ts", "react-router.config.ts", "scripts"];

function newest(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce((latest, name) => Math.max(latest, newest(path.join(target, name))), stat.mtimeMs);
}

const built = outputs.every((output) => existsSync(output));
const builtAt = built ? Math.min(...outputs.map((output) => statSync(output).mtimeMs)) : 0;
const stale =
  built && process.argv.includes("--if-changed") && builtAt < Math.max(...sources.map((source) => newest(path.join(root, source))));
if (!built || stale) {
  if (!existsSync(path.join(root, "node_modules/@react-router/dev"))) {
    console.error(`No build in ${path.relative(root, buildDirectory)}/: run \`npm run build\` where the dev dependencies are installed.`);
    process.exit(1);
  }
  console.log(built ? "Sources changed since the last build: building…" : "No build yet: building…");
  execSync("npm run build", { cwd: root, stdio: "inherit" });
}
