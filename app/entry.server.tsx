import "./preact-options";
import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { renderToStringAsync } from "preact-render-to-string";
import { ICON_SYMBOLS } from "virtual:built-images/icon-symbols";
import type { PageBuildParts } from "../contracts/page-build";
import { ICON_SPRITE_PATH, ISLAND_ICON_SPRITE_PATH, PAGE_SPRITES_ATTRIBUTE } from "./components/icons";
import { LAYOUT_NEAR_VIEW_SCRIPT } from "./features/navigation/scroll";
import { SPECULATION_RULES } from "./features/navigation/speculation-rules";
import { SITE_PATHS } from "./features/seo/site-paths";
import { pageScriptLoader } from "./page-script";

export const streamTimeout = 5_000;

/** What the HTTP server reads from this build (contracts/page-build.ts). */
export const pageBuildParts: PageBuildParts = {
  // The root layout's (app/root.tsx).
  inlineScripts: [LAYOUT_NEAR_VIEW_SCRIPT, SPECULATION_RULES],
  pageScriptLoader,
  // The icons' symbols only: the technology logos would add 4-5 KB to a page of logos, past what the first
  // round trip of a new connection delivers (server/http/inline-sprites.ts).
  // The islands' icons are in the site's sprite too, under the same names.
  inlineSprites: [
    { path: ICON_SPRITE_PATH, prefix: "icon-", symbols: ICON_SYMBOLS },
    { path: ISLAND_ICON_SPRITE_PATH, prefix: "icon-", symbols: ICON_SYMBOLS },
  ],
  spritesAttribute: PAGE_SPRITES_ATTRIBUTE,
  sitePaths: SITE_PATHS,
};

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  _loadContext: AppLoadContext,
) {
  const html = await renderToStringAsync(<ServerRouter context={routerContext} url={request.url} />);
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(`<!DOCTYPE html>${html}`, { headers: responseHeaders, status: responseStatusCode });
}
