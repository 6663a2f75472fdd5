#!/usr/bin/env node
// Writes the site's legal documents as the server writes them when it starts (server/legal/legal-pdfs.ts),
// from the same settings (SITE_BRAND_NAME, SITE_CONTACT_EMAIL, SITE_URL), into a directory, to read them
// or send them for review:
//   npm run legal-pdfs -- [directory]   (default: legal-pdfs)
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { loadConfig } from "../server/config.ts";
import { legalPdfs } from "../server/legal/legal-pdfs.ts";

const directory = path.resolve(process.argv[2] ?? "legal-pdfs");
const { site } = loadConfig();
await mkdir(directory, { recursive: true });
for (const [address, bytes] of await legalPdfs(site)) {
  const file = path.join(directory, path.basename(address));
  await writeFile(file, bytes);
  console.log(`${path.relative(process.cwd(), file)} (${(bytes.length / 1024).toFixed(1)} KB)`);
}
