// The HTTP server, its API and the operator CLI compiled to JavaScript inside the build
// (<BUILD_DIR>/node/, `build` by default), so that production runs plain Node: no TypeScript
// loader, and only the packages the server imports. esbuild bundles the server's own modules
// (the packages stay imports) into a few files, which load faster than some hundred modules.
// Run by `npm run build`, after the pages' build (docs/decisions/0028-compiled-server-and-built-images.md).
import { existsSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";

const root = path.resolve(import.meta.dirname, "..");
const outdir = path.join(path.resolve(root, process.env.BUILD_DIR ?? "build"), "node");

await build({
  absWorkingDir: root,
  entryPoints: { main: "server/main.ts", "cli/leads": "server/cli/leads.ts", "cli/content": "server/cli/content.ts", "cli/staff": "server/cli/staff.ts", "cli/db": "server/cli/db.ts" },
  outdir,
  bundle: true,
  packages: "external",
  platform: "node",
  format: "esm",
  target: "node20.19",
  splitting: true,
  chunkNames: "chunks/[name]-[hash]",
  sourcemap: true,
  logLevel: "warning",
});
console.log(`server compiled into ${path.relative(root, outdir)}/`);

// The service worker that sends submissions saved on the device (app/features/forms/offline/lead-sync.ts):
// one classic script beside the pages' files, served at /lead-sync.js without caching (server/app.ts).
await build({
  absWorkingDir: root,
  entryPoints: ["app/features/forms/offline/lead-sync.ts"],
  outfile: path.join(path.resolve(root, process.env.BUILD_DIR ?? "build"), "client", "lead-sync.js"),
  bundle: true,
  format: "iife",
  platform: "browser",
  target: "es2020",
  minify: true,
  alias: { "~": path.join(root, "app") },
  logLevel: "warning",
});
console.log("service worker built into client/lead-sync.js");
// The staff area's scripts (server/staff/browser/<name>.ts: passkeys, the content editor's and the leads inbox's): served
// only under /staff, with no public page's code in them or of them in any public page
// (docs/decisions/0041-staff-sign-in.md, 0045-uploaded-images.md).
await build({
  absWorkingDir: root,
  entryPoints: {
    passkeys: "server/staff/browser/passkeys.ts",
    content: "server/staff/browser/content.ts",
    inbox: "server/staff/browser/inbox.ts",
  },
  outdir: path.join(outdir, "staff"),
  bundle: true,
  format: "esm",
  platform: "browser",
  target: "es2020",
  minify: true,
  logLevel: "warning",
});
console.log("staff scripts built into node/staff/ (passkeys.js, content.js, inbox.js)");
// The browser build's manifest (vite.config.ts keeps it) moves beside the server, which reads each
// island's chunks from it (server/http/island-code.ts): it is not one of the files the site serves.
const buildDirectory = path.resolve(root, process.env.BUILD_DIR ?? "build");
const manifest = path.join(buildDirectory, "client/.vite/manifest.json");
if (existsSync(manifest)) {
  renameSync(manifest, path.join(buildDirectory, "client-manifest.json"));
  rmSync(path.join(buildDirectory, "client/.vite"), { recursive: true, force: true });
}
