import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "./fixtures";

/**
 * The staff area weighs nothing on the public site (docs/decisions/0041-staff-sign-in.md): none of
 * its code, copy or styles is in the files the public pages are built from, and a public page
 * requests nothing under /staff.
 */
const client = path.resolve(process.env.BUILD_DIR ?? "build", "client");
const staffCopy = (language: string) =>
  JSON.parse(readFileSync(path.resolve("app/locales", language, "staff.json"), "utf8")) as {
    signIn: { passkey: string; linkTitle: string };
    account: { signOutEverywhere: string };
  };

function files(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(path.join(directory, entry.name)) : [path.join(directory, entry.name)],
  );
}

test("no file the public pages are served from holds the staff area's code, copy or styles", () => {
  const markers = [
    "simplewebauthn",
    "startRegistration",
    "/staff/passkeys",
    "staff_session",
    "data-passkey",
    // The content editor's script (server/staff/browser/content.ts): TipTap on ProseMirror.
    "ProseMirror",
    "@tiptap",
    "data-rich-text",
    ...["es", "en"].flatMap((language) => {
      const copy = staffCopy(language);
      return [copy.signIn.passkey, copy.signIn.linkTitle, copy.account.signOutEverywhere];
    }),
  ];
  const texts = files(client).filter((file) => /\.(js|css|html|json|map)$/.test(file));
  expect(texts.length).toBeGreaterThan(10);
  for (const file of texts) {
    expect(path.basename(file), file).not.toMatch(/staff/i);
    const text = readFileSync(file, "utf8");
    for (const marker of markers) expect(text.includes(marker), `${path.relative(client, file)} holds ${marker}`).toBe(false);
  }
});

test("a public page requests nothing under /staff and says nothing of it", async ({ page }) => {
  const requested: string[] = [];
  page.on("request", (request) => requested.push(new URL(request.url()).pathname));
  for (const route of ["/", "/contact", "/work-with-us", "/blog"]) {
    const response = await page.goto(route);
    expect(await response?.text()).not.toContain("/staff");
  }
  expect(requested.filter((pathname) => pathname.startsWith("/staff"))).toEqual([]);
});
