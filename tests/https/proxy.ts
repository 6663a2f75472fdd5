/**
 * Runs Debian's nginx in front of the test servers, with the production files of
 * deploy/nginx/ (the site filled in for each of them), until it is sent
 * SIGTERM or SIGINT; then stops nginx and removes everything it wrote. Started by
 * playwright.https.config.ts, after the servers; says "nginx ready" once both sites
 * answer through it over TLS.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { chmodSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import {
  CERTIFICATE,
  CERTIFICATE_KEY,
  FOREIGN_HOST,
  HOSTS,
  LIMITS_HOST,
  LIMITS_ORIGIN,
  PORTS,
  PROXY_DIRECTORY,
  proxied,
  SITE_HOST,
  SITE_ORIGIN,
} from "./stack.ts";

const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
const DEPLOY = path.resolve(import.meta.dirname, "../../deploy/nginx");
const directory = PROXY_DIRECTORY;

/** A file of deploy/nginx/ with its `${NAME}`s filled, as `envsubst` fills it in production. */
function filled(template: string, values: Record<string, string>): string {
  return readFileSync(path.join(DEPLOY, template), "utf8").replace(/\$\{([A-Z_]+)\}/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`deploy/nginx/${template} names ${whole}, which the test proxy does not fill`);
    return value;
  });
}

/** A page of another site: a form that posts to the site's contact page, as a hostile page may. */
const FOREIGN_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Another site</title></head>
<body>
<form method="post" action="${SITE_ORIGIN}/contact">
  <input name="name" value="Mallory"><input name="email" value="mallory@example.com">
  <input name="phone_prefix" value="+57"><input name="phone" value="3001234567">
  <input name="message" value="Posted from another site"><input name="policies" value="on">
  <button type="submit">Send</button>
</form>
</body></html>
`;

function prepare(): string {
  rmSync(directory, { recursive: true, force: true });
  mkdirSync(path.join(directory, "foreign"), { recursive: true });
  // As root nginx's workers run as nobody: they must reach the temporary files and the foreign page.
  chmodSync(directory, 0o755);
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-days",
      "2",
      "-subj",
      `/CN=${SITE_HOST}`,
      "-addext",
      `subjectAltName=${HOSTS.map((host) => `DNS:${host}`).join(",")}`,
      "-keyout",
      CERTIFICATE_KEY,
      "-out",
      CERTIFICATE,
    ],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  writeFileSync(path.join(directory, "foreign/index.html"), FOREIGN_PAGE);
  const common = {
    HTTPS_LISTEN: `127.0.0.1:${PORTS.https}`,
    HTTP_LISTEN: `127.0.0.1:${PORTS.http}`,
    CERTIFICATE,
    CERTIFICATE_KEY,
  };
  writeFileSync(path.join(directory, "other-hosts.conf"), filled("other-hosts.conf.template", common));
  writeFileSync(
    path.join(directory, "site.conf"),
    filled("site.conf.template", { ...common, SERVER_NAME: SITE_HOST, SITE_URL: SITE_ORIGIN, UPSTREAM: `127.0.0.1:${PORTS.site}` }),
  );
  writeFileSync(
    path.join(directory, "limits.conf"),
    filled("site.conf.template", { ...common, SERVER_NAME: LIMITS_HOST, SITE_URL: LIMITS_ORIGIN, UPSTREAM: `127.0.0.1:${PORTS.limits}` }),
  );
  const temporary = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
    .map((kind) => `    ${kind}_temp_path ${path.join(directory, kind)};`)
    .join("\n");
  const configuration = `# The test wrapper around the production site file (deploy/nginx/site.conf.template).
worker_processes 1;
pid ${path.join(directory, "nginx.pid")};
error_log stderr error;
events { worker_connections 256; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log ${path.join(directory, "access.log")};
${temporary}
    include ${path.join(directory, "other-hosts.conf")};
    include ${path.join(directory, "site.conf")};
    include ${path.join(directory, "limits.conf")};
    server {
        listen 127.0.0.1:${PORTS.https} ssl http2;
        server_name ${FOREIGN_HOST};
        ssl_certificate ${CERTIFICATE};
        ssl_certificate_key ${CERTIFICATE_KEY};
        root ${path.join(directory, "foreign")};
        log_not_found off;
    }
}
`;
  const file = path.join(directory, "nginx.conf");
  writeFileSync(file, configuration);
  return file;
}

async function ready(nginx: ChildProcess): Promise<void> {
  const certificate = readFileSync(CERTIFICATE);
  for (const host of [SITE_HOST, LIMITS_HOST]) {
    for (;;) {
      if (nginx.exitCode !== null) throw new Error(`nginx stopped (exit code ${nginx.exitCode})`);
      const status = await proxied("/healthz", { host, ca: certificate }).then(
        (answer) => answer.status,
        () => 0,
      );
      if (status === 200) break;
      await delay(100);
    }
  }
}

let configuration: string;
try {
  configuration = prepare();
} catch (error) {
  rmSync(directory, { recursive: true, force: true });
  throw error;
}
const nginx = spawn(NGINX, ["-p", directory, "-e", "stderr", "-c", configuration, "-g", "daemon off;"], {
  stdio: ["ignore", "inherit", "inherit"],
});
let stopping = false;

async function stop(code: number): Promise<never> {
  stopping = true;
  if (nginx.exitCode === null && nginx.signalCode === null) {
    const exited = new Promise((resolve) => nginx.once("exit", resolve));
    nginx.kill("SIGTERM");
    await exited;
  }
  rmSync(directory, { recursive: true, force: true });
  process.exit(code);
}

// The runner stops the whole process group: nginx may then exit before this script's own handler runs.
nginx.on("exit", (code, signal) => {
  if (stopping) return;
  if (code !== 0) console.error(`nginx exited (${signal ?? code})`);
  void stop(code === 0 ? 0 : 1);
});
nginx.on("error", (error) => {
  console.error(`nginx could not be started (${NGINX}): ${error.message}; \`node scripts/ensure-nginx.mjs\` installs it`);
  rmSync(directory, { recursive: true, force: true });
  process.exit(1);
});
for (const signal of ["SIGTERM", "SIGINT", "SIGHUP"] as const) process.on(signal, () => void stop(0));

try {
  await ready(nginx);
  console.log(`nginx ready on ${SITE_ORIGIN} and ${LIMITS_ORIGIN}`);
} catch (error) {
  console.error(error);
  await stop(1);
}
