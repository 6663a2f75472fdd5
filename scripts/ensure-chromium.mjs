// End-to-end tests drive the operating system's Chromium. Installs it on a fresh
// Debian machine when running as root; otherwise says how to point at one.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

const configured = process.env.CHROMIUM_PATH;
const candidates = [configured, "/usr/bin/chromium", "/usr/bin/chromium-browser"].filter(Boolean);
if (candidates.some((path) => existsSync(path))) process.exit(0);

if (configured) {
  console.error(`CHROMIUM_PATH is set to ${configured}, but there is no file there.`);
  process.exit(1);
}
if (process.getuid?.() === 0 && existsSync("/usr/bin/apt-get")) {
  console.log("Chromium is missing: installing it from the OS packages…");
  execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium", { stdio: "inherit" });
  process.exit(0);
}
console.error("End-to-end tests need Chromium. Install it (e.g. `apt-get install chromium`) or set CHROMIUM_PATH to its executable.");
process.exit(1);
