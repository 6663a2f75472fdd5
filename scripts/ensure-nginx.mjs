// The https end-to-end tests (playwright.https.config.ts) put the operating system's
// nginx in front of the server, with a certificate openssl makes for the run. Installs
// both on a fresh Debian machine when running as root; otherwise says how to get them.
import { execSync } from "node:child_process";
import { existsSync, rmSync, writeFileSync } from "node:fs";

const configured = process.env.NGINX_PATH;
const nginx = configured ?? "/usr/sbin/nginx";
const hasOpenssl = () => {
  try {
    execSync("openssl version", { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
};
const missing = [...(existsSync(nginx) ? [] : ["nginx"]), ...(hasOpenssl() ? [] : ["openssl"])];
if (missing.length === 0) process.exit(0);

if (configured && !existsSync(configured)) {
  console.error(`NGINX_PATH is set to ${configured}, but there is no file there.`);
  process.exit(1);
}
if (process.getuid?.() === 0 && existsSync("/usr/bin/apt-get")) {
  console.log(`${missing.join(" and ")} missing: installing from the OS packages…`);
  // The package would start its own nginx on port 80; policy-rc.d tells package scripts to start no service.
  const policy = "/usr/sbin/policy-rc.d";
  const hadPolicy = existsSync(policy);
  if (!hadPolicy) writeFileSync(policy, "#!/bin/sh\nexit 101\n", { mode: 0o755 });
  try {
    execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(" ")}`, { stdio: "inherit" });
  } finally {
    if (!hadPolicy) rmSync(policy);
  }
  process.exit(0);
}
console.error(
  `The https end-to-end tests need ${missing.join(" and ")}. Install them (e.g. \`apt-get install nginx openssl\`) or set NGINX_PATH to nginx's executable.`,
);
process.exit(1);
