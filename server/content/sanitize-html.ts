import sanitize from "sanitize-html";

/**
 * The site's one policy for article HTML, applied where an article enters the site (the content import and
 * the company's list endpoint), so that what is stored and served is what a page may render: no scripts,
 * handlers, script URLs, inline styles, frames, embeds or forms. An allow-list: any element or attribute
 * not named here is dropped (an element's text is kept, except a script's or a style's), and links and
 * images keep only http(s), mail and phone addresses (images also `data:`).
 */
const ARTICLE_POLICY: sanitize.IOptions = {
  allowedTags: [
    ...["h1", "h2", "h3", "h4", "h5", "h6", "p", "br", "hr", "blockquote", "pre", "code", "div", "span"],
    ...["ul", "ol", "li", "dl", "dt", "dd", "a", "img", "picture", "source", "figure", "figcaption"],
    ...["b", "strong", "i", "em", "u", "s", "del", "ins", "mark", "small", "sub", "sup", "abbr", "cite", "q", "time"],
    ...["kbd", "samp", "var", "wbr", "details", "summary", "section", "article", "aside", "header", "footer"],
    ...["table", "caption", "colgroup", "col", "thead", "tbody", "tfoot", "tr", "th", "td"],
  ],
  allowedAttributes: {
    "*": ["lang", "dir", "title"],
    a: ["href", "name", "target", "rel"],
    img: ["src", "srcset", "sizes", "alt", "width", "height", "loading", "decoding"],
    source: ["srcset", "sizes", "type", "media", "width", "height"],
    ol: ["start", "reversed", "type"],
    li: ["value"],
    time: ["datetime"],
    abbr: ["title"],
    q: ["cite"],
    blockquote: ["cite"],
    col: ["span"],
    colgroup: ["span"],
    th: ["colspan", "rowspan", "scope", "headers"],
    td: ["colspan", "rowspan", "headers"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https", "data"], source: ["http", "https", "data"] },
  allowedSchemesAppliedToAttributes: ["href", "src", "srcset", "cite"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
};

export function sanitizeHtml(html: string): string {
  return sanitize(html, ARTICLE_POLICY);
}

/**
 * Upstream article images may be SVG, a document that can carry scripts, handlers, styles and links
 * of its own when opened by itself. It is kept (the sample articles' covers are SVG, and drawings
 * compress best that way) with only the shapes, gradients, filters and text of a static picture and their
 * presentation attributes: no script, style, foreignObject, link, image, use or animation, no handler,
 * and references (`href`) only to a fragment of the same drawing.
 */
const SVG_SHAPES = ["svg", "g", "defs", "title", "desc", "symbol", "path", "rect", "circle", "ellipse", "line", "polyline"];
const SVG_PAINT = ["polygon", "linearGradient", "radialGradient", "stop", "pattern", "clipPath", "mask", "marker"];
const SVG_TEXT = ["text", "tspan", "textPath"];
const SVG_FILTERS = [
  ...["filter", "feBlend", "feColorMatrix", "feComponentTransfer", "feComposite", "feDropShadow", "feFlood", "feFuncA"],
  ...["feFuncB", "feFuncG", "feFuncR", "feGaussianBlur", "feMerge", "feMergeNode", "feMorphology", "feOffset", "feTurbulence"],
];
const SVG_ATTRIBUTES = [
  ...["xmlns", "version", "id", "viewBox", "preserveAspectRatio", "width", "height", "x", "y", "x1", "y1", "x2", "y2"],
  ...["cx", "cy", "r", "rx", "ry", "fx", "fy", "fr", "d", "points", "pathLength", "transform", "opacity", "visibility"],
  ...["fill", "fill-opacity", "fill-rule", "stroke", "stroke-width", "stroke-opacity", "stroke-linecap", "stroke-linejoin"],
  ...["stroke-dasharray", "stroke-dashoffset", "stroke-miterlimit", "vector-effect", "color", "display", "offset"],
  ...["stop-color", "stop-opacity", "gradientUnits", "gradientTransform", "spreadMethod", "patternUnits"],
  ...["patternContentUnits", "patternTransform", "clip-path", "clip-rule", "clipPathUnits", "mask", "maskUnits"],
  ...["maskContentUnits", "marker-start", "marker-mid", "marker-end", "markerWidth", "markerHeight", "markerUnits"],
  ...["refX", "refY", "orient", "filter", "filterUnits", "primitiveUnits", "in", "in2", "result", "stdDeviation", "dx", "dy"],
  ...["mode", "operator", "k1", "k2", "k3", "k4", "values", "type", "tableValues", "slope", "intercept", "amplitude"],
  ...["exponent", "radius", "baseFrequency", "numOctaves", "seed", "stitchTiles", "flood-color", "flood-opacity"],
  ...["font-family", "font-size", "font-weight", "font-style", "text-anchor", "dominant-baseline", "letter-spacing"],
  ...["word-spacing", "textLength", "lengthAdjust", "startOffset", "rotate", "href", "xlink:href", "xmlns:xlink"],
];
const SVG_POLICY: sanitize.IOptions = {
  allowedTags: [...SVG_SHAPES, ...SVG_PAINT, ...SVG_TEXT, ...SVG_FILTERS],
  allowedAttributes: { "*": SVG_ATTRIBUTES },
  // SVG is XML: names keep their case (`viewBox`, `linearGradient`) and empty elements may close themselves.
  parser: { xmlMode: true },
  allowedSchemes: [],
  allowedSchemesAppliedToAttributes: [],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  nonTextTags: ["script", "style", "foreignObject", "textarea", "option", "noscript"],
  transformTags: {
    "*": (tagName, attribs) => ({ tagName, attribs: withLocalReferencesOnly(attribs) }),
  },
};

/** `href` only to a fragment of the same drawing; `url()` paints likewise. */
function withLocalReferencesOnly(attribs: sanitize.Attributes): sanitize.Attributes {
  const kept: sanitize.Attributes = {};
  for (const [name, value] of Object.entries(attribs)) {
    if ((name === "href" || name === "xlink:href") && !value.trim().startsWith("#")) continue;
    if (/url\(/i.test(value) && !/^\s*url\(\s*['"]?#[\w.:-]+['"]?\s*\)\s*$/i.test(value)) continue;
    kept[name] = value;
  }
  return kept;
}

/** An SVG image with everything but a static picture removed. */
export function sanitizeSvg(svg: string): string {
  return sanitize(svg, SVG_POLICY);
}
