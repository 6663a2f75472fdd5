import { describe, expect, it } from "vitest";
import type { InlineSprite } from "../../contracts/page-build.ts";
import { inlineSprites } from "./inline-sprites.ts";

const icons: InlineSprite = {
  path: "/icons.svg",
  prefix: "icon-",
  symbols: new Map([
    ["ArrowRight", ' viewBox="0 0 24 24"><path d="M5 12h14"></path></symbol>'],
    ["Mail", ' viewBox="0 0 24 24"><rect width="20" height="16"></rect></symbol>'],
  ]),
};
const logos: InlineSprite = {
  path: "/logos.svg",
  prefix: "logo-",
  symbols: new Map([["python", ' viewBox="0 0 24 24"><path fill="#3776AB" d="M1 1"/></symbol>']]),
};
const parts = (...inlineSprites: InlineSprite[]) => ({ inlineSprites, spritesAttribute: "data-page-sprites" });
const page = (body: string) => `<!DOCTYPE html><html><head><title>t</title></head><body class="x">${body}</body></html>`;

describe("a page's sprites inside the page", () => {
  it("carries only the symbols the page uses, right after <body>, and refers to them in the page", () => {
    const html = inlineSprites(
      page(
        '<a><svg class="lucide"><use href="/icons.svg#ArrowRight"></use></svg></a><p><svg><use href="/icons.svg#ArrowRight"></use></svg>' +
          '<svg role="img" aria-label="Python"><use href="/logos.svg#python"></use></svg></p>',
      ),
      parts(icons, logos),
    );
    expect(html).toBe(
      page(
        '<svg xmlns="http://www.w3.org/2000/svg" aria-hidden="true" width="0" height="0" data-page-sprites>' +
          '<symbol id="icon-ArrowRight" viewBox="0 0 24 24"><path d="M5 12h14"></path></symbol>' +
          '<symbol id="logo-python" viewBox="0 0 24 24"><path fill="#3776AB" d="M1 1"/></symbol></svg>' +
          '<a><svg class="lucide"><use href="#icon-ArrowRight"></use></svg></a><p><svg><use href="#icon-ArrowRight"></use></svg>' +
          '<svg role="img" aria-label="Python"><use href="#logo-python"></use></svg></p>',
      ),
    );
    expect(html).not.toContain("Mail");
  });

  it("leaves a page without icons, and a reference to a symbol it does not know, as they were", () => {
    const plain = page("<p>text</p>");
    expect(inlineSprites(plain, parts(icons, logos))).toBe(plain);
    const unknown = page('<svg><use href="/icons.svg#Nothing"></use></svg>');
    expect(inlineSprites(unknown, parts(icons, logos))).toBe(unknown);
  });
});
