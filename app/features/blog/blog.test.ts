import { describe, expect, it } from "vitest";
import { clampPage, type PageItem, pageSlice, paginate } from "./pagination";
import { snippet, textFromHtml, truncate } from "./text";

const labels = (items: PageItem[]) =>
  items.map((item) => (item.type === "ellipsis" ? "…" : item.current ? `[${item.page}]` : String(item.page)));

describe("text from HTML", () => {
  it("drops tags, scripts and comments and decodes entities", () => {
    expect(textFromHtml("<p>Hola <strong>mundo</strong></p><p>Dos&nbsp;p&aacute;rrafos &amp; m&#225;s &#x2014; fin</p>")).toBe(
      "Hola mundo Dos párrafos & más — fin",
    );
    expect(textFromHtml("<script>alert(1)</script><style>p{}</style>Texto<!-- nota -->")).toBe("Texto");
    expect(textFromHtml("a<br>b<li>c</li>")).toBe("a b c");
    expect(textFromHtml("&Aacute;rea &unknown; &#0;")).toBe("Área &unknown;");
  });
});

describe("truncate", () => {
  it("keeps short text whole", () => {
    expect(truncate("Corto", 80)).toBe("Corto");
    expect(truncate("x".repeat(80), 80)).toBe("x".repeat(80));
  });

  it("cuts at a word boundary within the limit and adds an ellipsis", () => {
    const text = "La automatización robótica de procesos libera a tu equipo de tareas repetitivas y reduce errores costosos";
    const cut = truncate(text, 80);
    expect([...cut].length).toBeLessThanOrEqual(80);
    expect(cut.endsWith("…")).toBe(true);
    expect(text.startsWith(cut.slice(0, -1))).toBe(true);
    expect(text[cut.length - 1]).toBe(" ");
  });

  it("never cuts inside a tag or an entity of the source HTML", () => {
    const html = `<p>${"Datos &amp; decisiones ".repeat(6)}<a href="https://example.com/a-very-long-url">enlace</a></p>`;
    const cut = snippet(html, 80);
    expect(cut).not.toMatch(/[<>]|&amp|&a$/);
    expect([...cut].length).toBeLessThanOrEqual(80);
    expect(snippet("<p>Uno &amp; dos</p>", 100)).toBe("Uno & dos");
  });

  it("cuts a single very long word hard rather than returning nothing", () => {
    expect(truncate("a".repeat(120), 80)).toBe(`${"a".repeat(79)}…`);
  });
});

describe("pagination", () => {
  it("starts at page 1 and clamps anything outside the range", () => {
    expect(clampPage(undefined, 5)).toBe(1);
    expect(clampPage("abc", 5)).toBe(1);
    expect(clampPage("-2", 5)).toBe(1);
    expect(clampPage("0", 5)).toBe(1);
    expect(clampPage("9", 5)).toBe(5);
    expect(clampPage("2.7", 5)).toBe(2);
    expect(clampPage(3, 0)).toBe(1);
  });

  it("disables previous on the first page and next on the last", () => {
    expect(paginate(1, 30)).toMatchObject({ page: 1, pageCount: 4, previous: null, next: 2 });
    expect(paginate(4, 30)).toMatchObject({ page: 4, previous: 3, next: null });
    expect(paginate(1, 0)).toMatchObject({ page: 1, pageCount: 1, previous: null, next: null });
  });

  it("shows every page of a short range without ellipses", () => {
    expect(labels(paginate(2, 45).items)).toEqual(["1", "[2]", "3", "4", "5"]);
  });

  it("puts ellipses in long ranges", () => {
    expect(labels(paginate(1, 9 * 20).items)).toEqual(["[1]", "2", "3", "4", "…", "20"]);
    expect(labels(paginate(10, 9 * 20).items)).toEqual(["1", "…", "9", "[10]", "11", "…", "20"]);
    expect(labels(paginate(20, 9 * 20).items)).toEqual(["1", "…", "17", "18", "19", "[20]"]);
    expect(labels(paginate(4, 9 * 20).items)).toEqual(["1", "2", "3", "[4]", "5", "…", "20"]);
  });

  it("slices nine items per page", () => {
    const items = Array.from({ length: 20 }, (_, index) => index + 1);
    expect(pageSlice(items, 1)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(pageSlice(items, 3)).toEqual([19, 20]);
  });
});
