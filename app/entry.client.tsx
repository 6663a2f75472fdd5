import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { rememberPendingNavigations, resumePendingNavigation } from "./features/navigation/resume-navigation";

if (!resumePendingNavigation()) {
  // The page has been painted before this module loads (server/http/defer-scripts.ts).
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
  // The router exists once hydration has begun.
  const watchRouter = (attempt = 0) => {
    const router = (window as { __reactRouterDataRouter?: Parameters<typeof rememberPendingNavigations>[0] }).__reactRouterDataRouter;
    if (router) rememberPendingNavigations(router);
    else if (attempt < 100) setTimeout(() => watchRouter(attempt + 1), 50);
  };
  watchRouter();
}
