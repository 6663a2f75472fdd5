import { HtmlValidate, type Message } from "html-validate";
import { type APIRequestContext, expect, test } from "./fixtures";
import { htmlValidateConfig, REPEATED_NAMES } from "./html-validate-config";
import { type Language, ROUTES } from "./site-map";

/**
 * The server's HTML of every route, as the production build renders it, checked by html-validate with the
 * project's configuration (`html-validate-config.ts`: the recommended preset and the few rules relaxed, each with
 * its reason): in each language, saved or not; a page with a form also as it answers an empty submission
 * (its messages under the fields) and as its success screen.
 */
const validator = new HtmlValidate(htmlValidateConfig);

const PAGES = [...ROUTES.map((route) => route.path), "/blog/article/1", "/blog?page=2", "/no-such-page"];

/** How a visitor arrives in a language: the saved choice (cookie), the browser's language, or `?lang=`. */
const ARRIVALS: Array<{ name: string; language: Language; headers: Record<string, string>; query: string }> = [
  { name: "saved es", language: "es", headers: { Cookie: "language=es" }, query: "" },
  { name: "saved en", language: "en", headers: { Cookie: "language=en" }, query: "" },
  { name: "browser en, nothing saved", language: "en", headers: { "Accept-Language": "en-US,en;q=0.9" }, query: "" },
  { name: "?lang=es, nothing saved", language: "es", headers: { "Accept-Language": "en-US" }, query: "lang=es" },
];

function withQuery(path: string, query: string): string {
  if (!query) return path;
  return `${path}${path.includes("?") ? "&" : "?"}${query}`;
}

function explain(messages: Message[], html: string): string {
  return messages
    .map((message) => `${message.ruleId}: ${message.message}\n    …${html.slice(Math.max(0, message.offset - 60), message.offset + 100)}…`)
    .join("\n");
}

async function expectValid(html: string, where: string): Promise<void> {
  const report = await validator.validateString(html);
  const messages = report.results
    .flatMap((result) => result.messages)
    .filter((message) => !(message.ruleId === "form-dup-name" && String(message.context?.name) in REPEATED_NAMES));
  expect(messages.length, `${where}\n${explain(messages, html)}`).toBe(0);
}

async function pageHtml(request: APIRequestContext, path: string, headers: Record<string, string>, expected: number[] = [200]) {
  const response = await request.get(path, { headers });
  expect(expected, `${path} answered ${response.status()}`).toContain(response.status());
  return response.text();
}

for (const arrival of ARRIVALS) {
  test.describe(`valid HTML, ${arrival.name}`, () => {
    for (const path of PAGES) {
      test(`${path} has no html-validate error`, async ({ request, baseURL }) => {
        const address = withQuery(path, arrival.query);
        const html = await pageHtml(request, address, arrival.headers, path === "/no-such-page" ? [404] : [200]);
        expect(html).toContain(`<html lang="${arrival.language}"`);
        await expectValid(html, `GET ${address}`);

        const form = html.match(/<form[^>]*action="([^"]+)"[^>]*data-form-id="([^"]+)"/);
        if (!form || arrival.query) return;
        const [, action = "", formId = ""] = form;
        // An empty submission, as a browser without scripts sends it: the page again with its messages.
        const refused = await request.post(action.replaceAll("&amp;", "&"), {
          headers: { ...arrival.headers, Origin: baseURL ?? "" },
          multipart: { website: "" },
          maxRedirects: 0,
        });
        expect(refused.status()).toBe(400);
        const refusedHtml = await refused.text();
        expect(refusedHtml).toContain('role="alert"');
        await expectValid(refusedHtml, `POST ${action} (empty)`);
        // The success screen that a valid submission is redirected to.
        const sent = withQuery(path, `sent=${formId}`);
        await expectValid(await pageHtml(request, sent, arrival.headers), sent);
      });
    }
  });
}
