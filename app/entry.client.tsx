import "./preact-options";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { PAGE_SPRITES_ATTRIBUTE } from "./components/icons";
import { rememberPendingNavigations, resumePendingNavigation } from "./features/navigation/resume-navigation";

/**
 * React Router's router first decodes the server's data, and its first render
 * throws the promise of that decoding, for React to suspend the root until it
 * is done. Preact has no root to suspend: the decoding starts here, and the
 * page hydrates once it has finished.
 */
async function serverDataDecoded() {
  try {
    HydratedRouter({});
  } catch (pending) {
    if (pending instanceof Promise) await pending;
  }
}

if (!resumePendingNavigation()) {
  // The page has been painted before this module loads (server/http/defer-scripts.ts).
  await serverDataDecoded();
  // Hydration removes what no component rendered: the icons' symbols the server added are set aside meanwhile.
  const sprites = document.querySelector(`[${PAGE_SPRITES_ATTRIBUTE}]`);
  sprites?.remove();
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
  if (sprites) document.body.prepend(sprites);
  // The router exists once hydration has begun.
  const watchRouter = (attempt = 0) => {
    const router = (window as { __reactRouterDataRouter?: Parameters<typeof rememberPendingNavigations>[0] }).__reactRouterDataRouter;
    if (router) rememberPendingNavigations(router);
    else if (attempt < 100) setTimeout(() => watchRouter(attempt + 1), 50);
  };
  watchRouter();
}
