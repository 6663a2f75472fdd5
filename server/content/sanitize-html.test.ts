import { describe, expect, it } from "vitest";
import { articleCover } from "./seed/article-images.ts";
import { sanitizeHtml, sanitizeSvg } from "./sanitize-html.ts";

describe("the article policy", () => {
  it("keeps the text and its formatting, and nothing that can run, style, frame, embed or post", () => {
    const clean = sanitizeHtml(
      [
        '<h2>Título</h2><p>Texto <strong>legítimo</strong> con <a href="https://example.com/a">enlace</a>.</p><ul><li>uno</li></ul>',
        "<script>alert(1)</script><svg><script>alert(2)</script></svg><style>p{}</style>",
        '<img src="x" onerror="alert(3)"><p onclick="alert(4)" style="color:red">clic</p>',
        '<a href="javascript:alert(5)">a</a><a href="JaVaScRiPt&colon;alert(6)">b</a><a href="//evil.example/">c</a>',
        '<iframe src="https://evil.example"></iframe><object data="x"></object><embed src="y"><form action="/x"><input name="q"></form>',
      ].join(""),
    );
    expect(clean).toBe(
      '<h2>Título</h2><p>Texto <strong>legítimo</strong> con <a href="https://example.com/a">enlace</a>.</p><ul><li>uno</li></ul>' +
        '<img src="x" /><p>clic</p><a>a</a><a>b</a><a>c</a>',
    );
  });
});

describe("the SVG image policy", () => {
  it("keeps a static picture as it was drawn", () => {
    const cover = articleCover(2);
    const clean = sanitizeSvg(cover);
    expect(clean.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 450"')).toBe(true);
    expect(clean).toContain('<linearGradient id="g" x1="0" y1="0" x2="1" y2="1">');
    expect(clean).toContain('fill="url(#g)"');
    expect(clean.match(/<circle /g)).toHaveLength(cover.match(/<circle /g)?.length ?? -1);
  });

  it("removes scripts, handlers, styles, foreign content, links, animations and references outside the drawing", () => {
    const clean = sanitizeSvg(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script>' +
        '<foreignObject><div>html</div></foreignObject><a href="javascript:alert(3)"><rect width="1" fill="url(https://evil.example/x)"/></a>' +
        '<use href="https://evil.example/#a"/><image href="https://evil.example/x.png"/><style>*{fill:red}</style>' +
        '<animate attributeName="href" to="javascript:alert(4)"/><linearGradient id="g"><stop offset="0" stop-color="red"/></linearGradient>' +
        '<rect fill="url(#g)" style="fill:blue"/><text x="1" xlink:href="https://evil.example/">hola</text></svg>',
    );
    expect(clean).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg"><rect width="1"></rect><linearGradient id="g"><stop offset="0" stop-color="red"></stop></linearGradient>' +
        '<rect fill="url(#g)"></rect><text x="1">hola</text></svg>',
    );
  });
});
