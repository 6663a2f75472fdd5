import { VIDEO_FACADE_ATTRIBUTE } from "~/islands/attributes";

/**
 * A configured promo video's facade, once the page's script runs: a plain
 * click puts the video's player in place of the poster and plays it; any other
 * click (a new tab, a new window) follows the link, as it does without scripts.
 * The player's page is only requested then, never with the home page.
 */
export function enhanceVideoFacades(links: Iterable<HTMLAnchorElement>): void {
  for (const link of links) {
    link.addEventListener("click", (event) => {
      const src = link.getAttribute(VIDEO_FACADE_ATTRIBUTE);
      if (!src || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      const player = document.createElement("iframe");
      player.src = src;
      player.title = link.dataset.videoTitle ?? "";
      player.allow = "autoplay; encrypted-media; fullscreen; picture-in-picture";
      player.allowFullscreen = true;
      player.referrerPolicy = "strict-origin-when-cross-origin";
      player.className = "absolute inset-0 size-full";
      link.replaceWith(player);
      player.focus();
    });
  }
}
