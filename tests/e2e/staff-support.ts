import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { promisify } from "node:util";
import type { Page } from "@playwright/test";
import type esStaff from "../../app/locales/es/staff.json";

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../..");

const copyOf = (language: string) =>
  JSON.parse(readFileSync(path.join(root, "app/locales", language, "staff.json"), "utf8")) as typeof esStaff;
export const STAFF_COPY = { es: copyOf("es"), en: copyOf("en") } as const;
export type StaffLanguage = keyof typeof STAFF_COPY;

/**
 * `npm run staff -- <args>` as an operator runs it on the server (scripts/cli.mjs, the build's compiled
 * CLI), against the database of the server under test. Answers its output; the link is its last line.
 */
export async function staffCli(args: string[], env: { DATABASE_URL: string; SITE_URL: string }): Promise<string> {
  const { stdout } = await run(process.execPath, [path.join(root, "scripts/cli.mjs"), "staff", ...args], {
    cwd: root,
    env: { ...process.env, ...env, LOG_LEVEL: "silent" },
  });
  return stdout;
}

export const lastLine = (text: string) => text.trimEnd().split("\n").at(-1) ?? "";

/**
 * A platform authenticator in the browser, through the DevTools Protocol: it holds discoverable
 * credentials and verifies its user, as a laptop's fingerprint reader or a phone does.
 */
export async function addVirtualAuthenticator(page: Page): Promise<{ credentials(): Promise<unknown[]> }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: { protocol: "ctap2", transport: "internal", hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });
  return {
    credentials: async () => (await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials,
  };
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** The page's axe violations at WCAG 2.2 AA and best practice, each as its rule and where. */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  const found = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (context: Document, options: object) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"] },
    });
    return result.violations;
  });
  return found.map((violation) => `${violation.id} at ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}
