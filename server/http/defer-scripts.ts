/**
 * The page first, its JavaScript after: React Router writes a `modulepreload`
 * link for every module of the page into `<head>` and an inline module script
 * that imports the route modules and then the client entry. On a slow mobile
 * connection those ~170 KB start downloading with the stylesheet and the font
 * and delay the first paint, although the server's HTML is the whole page and
 * its links work without JavaScript.
 *
 * This rewrites the document so that the module downloads start once the page
 * has been painted (after the next animation frame): the preload links become
 * a list the script adds itself, and the static route imports become dynamic
 * ones. Anything unexpected (another shape of React Router's script) leaves
 * the document as it was.
 */
const PRELOAD_LINK = /<link rel="modulepreload" href="(\/[^"]+)"\/>/g;
const MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;
const ROUTE_IMPORT = /^\s*import \* as (route\d+) from "(\/[^"]+)";\s*$/gm;

export function deferPageScripts(html: string): string {
  const module = MODULE_SCRIPT.exec(html);
  if (!module) return html;
  const content = module[1] ?? "";
  const imports = [...content.matchAll(ROUTE_IMPORT)].map(([, name, href]) => ({ name: name ?? "", href: href ?? "" }));
  if (imports.length === 0 || !/\bimport\("\/[^"]+"\);\s*$/.test(content)) return html;

  const preloads = [...html.matchAll(PRELOAD_LINK)].map(([, href]) => href ?? "");
  const rest = content.replace(ROUTE_IMPORT, "").replace(/^[\s;]+/, "");
  const script = [
    `const preloads = ${JSON.stringify(preloads)};`,
    "await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));",
    'for (const href of preloads) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));',
    `const [${imports.map(({ name }) => name).join(", ")}] = await Promise.all([${imports.map(({ href }) => `import(${JSON.stringify(href)})`).join(", ")}]);`,
    rest,
  ].join("\n");
  return html.replace(PRELOAD_LINK, "").replace(module[0], () => `<script type="module" async="">${script}</script>`);
}
