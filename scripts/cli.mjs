// The operator CLI (`npm run leads -- …`, `npm run content -- …`, `npm run staff -- …`, `npm run db -- …`, docs/api.md): the build's compiled
// commands when there is a build (production needs no dev tools), else the sources through tsx.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const [name, ...args] = process.argv.slice(2);
if (name !== "leads" && name !== "content" && name !== "staff" && name !== "db") {
  console.error("usage: node scripts/cli.mjs leads|content|staff|db …");
  process.exit(2);
}
const compiled = path.join(path.resolve(root, process.env.BUILD_DIR ?? "build"), "node/cli", `${name}.js`);
const command = existsSync(compiled) ? [compiled] : ["--import", "tsx", path.join(root, "server/cli", `${name}.ts`)];
const result = spawnSync(process.execPath, [...command, ...args], { stdio: "inherit" });
process.exit(result.status ?? 1);
