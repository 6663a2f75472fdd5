import { createHash } from "node:crypto";
import path from "node:path";
import { type Plugin, type ResolvedConfig, runnerImport, type ViteDevServer } from "vite";
import type { DrawnImages } from "../app/images/built-images.ts";

/**
 * The site's illustrations and sprites, drawn from their React drawings when
 * the site is built, not when the server starts (docs/decisions/0028-compiled-server-and-built-images.md).
 *
 * - `virtual:built-images/art`: each illustration's address (`/assets/art-<name>-<hash>.svg`).
 * - `virtual:built-images/sprites`: the addresses of the icon, island icon, logo and brand-mark sprites.
 * - `virtual:built-images/icon-symbols`: the icons' symbols, for the server's build only
 *   (app/entry.server.tsx hands them to the server, which writes a page's icons into it).
 *
 * The files are content-hashed assets of the browser build, served like every
 * other asset: immutable, cached for a year. In development the same addresses
 * are answered from memory and drawn again when a drawing changes.
 */
const MODULES = ["virtual:built-images/art", "virtual:built-images/sprites", "virtual:built-images/icon-symbols"];
const DRAWINGS_MODULE = "app/images/built-images.ts";

interface Built {
  /** Each file's content by its address. */
  files: Map<string, string>;
  art: Record<string, string>;
  sprites: { icons: string; islandIcons: string; logos: string; brand: string };
  iconSymbols: DrawnImages["iconSymbols"];
  /** The source files the drawings were made from. */
  dependencies: Set<string>;
}

const contentHash = (text: string) => createHash("sha256").update(text).digest("base64url").slice(0, 10);

/** Draws with React, as the drawings are written (the pages are rendered by Preact; images need no renderer at run time). */
async function draw(config: ResolvedConfig): Promise<Built> {
  const { module, dependencies } = await runnerImport<typeof import("../app/images/built-images.ts")>(
    path.join(config.root, DRAWINGS_MODULE),
    {
      root: config.root,
      logLevel: "error",
      resolve: { tsconfigPaths: true },
      // The drawings refer to no sprite or illustration: these modules need not exist while drawing.
      plugins: [
        virtualModules(
          () =>
            "export default {}; export const ICON_SPRITE_PATH = '', ISLAND_ICON_SPRITE_PATH = '', TOOL_SPRITE_PATH = '', BRAND_SPRITE_PATH = '';",
        ),
      ],
    },
  );
  const drawn = module.drawImages();
  const files = new Map<string, string>();
  const address = (name: string, svg: string) => {
    const url = `${config.base}assets/${name}-${contentHash(svg)}.svg`;
    files.set(url, svg);
    return url;
  };
  return {
    files,
    art: Object.fromEntries(Object.entries(drawn.art).map(([name, svg]) => [name, address(`art-${name}`, svg)])),
    sprites: {
      icons: address("icons", drawn.sprites.icons),
      islandIcons: address("island-icons", drawn.sprites.islandIcons),
      logos: address("logos", drawn.sprites.logos),
      brand: address("brand", drawn.sprites.brand),
    },
    iconSymbols: drawn.iconSymbols,
    dependencies: new Set(dependencies.map((file) => path.resolve(file))),
  };
}

function moduleSource(id: string, built: Built): string {
  switch (id) {
    case "virtual:built-images/art":
      return `export default ${JSON.stringify(built.art)};`;
    case "virtual:built-images/sprites":
      return [
        `export const ICON_SPRITE_PATH = ${JSON.stringify(built.sprites.icons)};`,
        `export const ISLAND_ICON_SPRITE_PATH = ${JSON.stringify(built.sprites.islandIcons)};`,
        `export const TOOL_SPRITE_PATH = ${JSON.stringify(built.sprites.logos)};`,
        `export const BRAND_SPRITE_PATH = ${JSON.stringify(built.sprites.brand)};`,
      ].join("\n");
    default:
      return `export const ICON_SYMBOLS = new Map(${JSON.stringify(built.iconSymbols)});`;
  }
}

function virtualModules(source: (id: string) => string | Promise<string>): Plugin {
  return {
    name: "built-images-modules",
    resolveId: (id) => (MODULES.includes(id) ? `\0${id}` : undefined),
    load: (id) => (id.startsWith("\0") && MODULES.includes(id.slice(1)) ? source(id.slice(1)) : undefined),
  };
}

export function builtImages(): Plugin {
  let config: ResolvedConfig;
  let built: Promise<Built> | undefined;
  const images = () => {
    built ??= draw(config);
    return built;
  };
  const modules = virtualModules(async (id) => moduleSource(id, await images()));
  return {
    name: "built-images",
    enforce: "pre",
    configResolved(resolved) {
      config = resolved;
    },
    resolveId: modules.resolveId,
    load: modules.load,
    async generateBundle() {
      // The files go with the browser's assets; the server's build only needs their addresses.
      if (this.environment.config.consumer !== "client") return;
      for (const [url, svg] of (await images()).files) {
        this.emitFile({ type: "asset", fileName: url.slice(config.base.length), source: svg });
      }
    },
    configureServer(server: ViteDevServer) {
      server.middlewares.use((request, response, next) => {
        const url = request.url?.split("?")[0];
        if (!url?.startsWith(`${config.base}assets/`) || !url.endsWith(".svg")) return next();
        images()
          .then(({ files }) => {
            const svg = files.get(url);
            if (svg === undefined) return next();
            response.setHeader("Content-Type", "image/svg+xml; charset=utf-8");
            response.setHeader("Cache-Control", "no-cache");
            response.end(svg);
          })
          .catch(next);
      });
      // A drawing changed: draw again, and have the modules that hold the addresses read anew.
      server.watcher.on("change", async (file) => {
        if (!built || !(await built).dependencies.has(path.resolve(file))) return;
        built = undefined;
        for (const environment of Object.values(server.environments)) {
          for (const id of MODULES) {
            const module = environment.moduleGraph.getModuleById(`\0${id}`);
            if (module) environment.moduleGraph.invalidateModule(module);
          }
        }
      });
    },
  };
}
