import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { rememberPendingNavigations, resumePendingNavigation } from "./features/navigation/resume-navigation";

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

if (!resumePendingNavigation()) {
  // The server's HTML is the page: let the browser paint it before hydration
  // takes the main thread (the callback of the next frame runs before that
  // frame is painted; the timeout after it). Links work as plain links meanwhile.
  requestAnimationFrame(() => setTimeout(hydrate, 0));
  // The router exists once hydration has begun.
  const watchRouter = (attempt = 0) => {
    const router = (window as { __reactRouterDataRouter?: Parameters<typeof rememberPendingNavigations>[0] }).__reactRouterDataRouter;
    if (router) rememberPendingNavigations(router);
    else if (attempt < 100) setTimeout(() => watchRouter(attempt + 1), 50);
  };
  watchRouter();
}
