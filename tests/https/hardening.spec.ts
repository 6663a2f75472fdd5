import { readFileSync } from "node:fs";
import { setTimeout as delay } from "node:timers/promises";
import { expect, test } from "@playwright/test";
import { formsCopy } from "../e2e/forms-support";
import { storedRow } from "../e2e/no-script-forms";
import { CERTIFICATE, DATABASES, proxied, SITE_ORIGIN } from "./stack";

/**
 * The forms' limits behind the TLS proxy, posted as a browser without scripts posts them (its https
 * Origin), from more than one client address: a post of more parts than any form has, a mailbox in
 * an e-mail field, a form token used twice or sent at once after the page was shown again.
 */
test.describe.configure({ mode: "serial", timeout: 90_000 });

const ca = () => readFileSync(CERTIFICATE);

/** A form posted to its page over TLS, from a loopback address of its own (nginx forwards it). */
const post = (path: string, body: string | Buffer, contentType: string, localAddress = "127.0.0.1", headers: Record<string, string> = {}) =>
  proxied(path, {
    method: "POST",
    body,
    ca: ca(),
    localAddress,
    headers: { Origin: SITE_ORIGIN, "Content-Type": contentType, "Content-Length": String(Buffer.byteLength(body)), ...headers },
  });

const URLENCODED = "application/x-www-form-urlencoded";

/** The token the contact form of a page carries (written at the end of the page, tied by `form=`). */
function contactToken(html: string): string {
  const id = /<form id="([^"]+)"[^>]*data-form-id="contact"/.exec(html)?.[1];
  const token = new RegExp(`<input type="hidden" name="formToken" form="${id}" value="([^"]+)">`).exec(html)?.[1];
  if (!id || !token) throw new Error("no token in the contact form");
  return token;
}

const contactPage = async (localAddress = "127.0.0.1") => contactToken((await proxied("/contact", { ca: ca(), localAddress })).body);

const contact = (email: string, token: string, message = "A quote, over https.") =>
  new URLSearchParams({
    name: "Laura Gómez",
    email,
    phone_prefix: "+34",
    phone: "600123456",
    message,
    policies: "on",
    formToken: token,
  }).toString();

test("a form post of more parts than any form has is 413 whatever the spelling of its boundary", async () => {
  for (const [boundary, contentType] of [
    ["AB", "multipart/form-data; boundary=AB"],
    ['A"B', 'multipart/form-data; boundary="A\\"B"'],
    ["AB", 'multipart/form-data; charset="x;boundary=ZZ"; boundary=AB'],
  ] as const) {
    const part = `--${boundary}\r\nContent-Disposition: form-data; name="a"\r\n\r\n\r\n`;
    const body = Buffer.from(`${part.repeat(150_000)}--${boundary}--\r\n`);
    expect([contentType, (await post("/work-with-us", body, contentType)).status]).toEqual([contentType, 413]);
  }
});

test("an e-mail field holding more than one plain address is refused under the field, in the page's language", async () => {
  const token = await contactPage();
  for (const [email, language] of [
    ['"x"<victim@evil.example>', "es"],
    ["(c)victim@evil.example", "en"],
    ["Some:victim@evil.example;", "es"],
    ["root,victim@evil.example", "en"],
  ] as const) {
    const answer = await post("/contact", contact(email, token), URLENCODED, "127.0.0.1", { Cookie: `language=${language}` });
    expect([email, answer.status]).toEqual([email, 400]);
    expect(answer.body).toContain(formsCopy(language, "errors.EMAIL_INVALID"));
  }
  expect(storedRow(DATABASES.site, "contact", "victim@evil.example")).toBeUndefined();
});

test("a form token stores one lead: the same token from another address is set aside as spam", async () => {
  const token = await contactPage("127.0.0.2");
  await delay(2_500);
  const run = Date.now();
  const first = await post("/contact", contact(`https-token-${run}@example.com`, token), URLENCODED, "127.0.0.2");
  expect(first.status).toBe(303);
  expect(storedRow(DATABASES.site, "contact", `https-token-${run}@example.com`)).toMatchObject({ spam_reason: null });
  const again = await post("/contact", contact(`https-again-${run}@example.com`, token, "Another."), URLENCODED, "127.0.0.3");
  expect(again.status).toBe(303);
  expect(storedRow(DATABASES.site, "contact", `https-again-${run}@example.com`)).toMatchObject({
    status: "spam",
    spam_reason: "form_token_reused",
  });
});

test("the page shown again after a refused post starts the token's clock again", async () => {
  const token = await contactPage();
  await delay(2_500);
  const refused = await post("/contact", contact("", token), URLENCODED);
  expect(refused.status).toBe(400);
  const run = Date.now();
  const quick = await post("/contact", contact(`https-quick-${run}@example.com`, contactToken(refused.body)), URLENCODED);
  expect(quick.status).toBe(303);
  expect(storedRow(DATABASES.site, "contact", `https-quick-${run}@example.com`)).toMatchObject({
    status: "spam",
    spam_reason: "filled_too_fast",
  });
});

test("a method the site does not serve is never a 5xx", async () => {
  for (const method of ["TRACE", "PUT", "DELETE", "OPTIONS"]) {
    const answer = await proxied("/", { method, ca: ca() });
    expect([method, answer.status]).toEqual([method, 405]);
  }
});
