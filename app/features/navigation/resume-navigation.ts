/**
 * When a page's code is gone (a new version was deployed while the visitor
 * read the old one), React Router reloads the page the visitor was leaving.
 * Remembering where they were going lets the reloaded page continue there,
 * on the new version, instead of making them click again.
 */
export const PENDING_NAVIGATION_KEY = "pending-navigation";
const FRESH_MS = 15_000;

interface Pending {
  to: string;
  at: number;
}

interface RouterLike {
  subscribe: (
    listener: (state: { navigation: { state: string; location?: { pathname: string; search: string; hash: string } } }) => void,
  ) => void;
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Called first thing on load: true when the page is leaving for the pending destination. */
export function resumePendingNavigation(): boolean {
  const store = storage();
  const raw = store?.getItem(PENDING_NAVIGATION_KEY);
  store?.removeItem(PENDING_NAVIGATION_KEY);
  if (!raw) return false;
  const entry = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
  if (entry?.type !== "reload") return false;
  try {
    const pending = JSON.parse(raw) as Pending;
    const here = window.location.pathname + window.location.search + window.location.hash;
    if (Date.now() - pending.at > FRESH_MS || !pending.to.startsWith("/") || pending.to === here) return false;
    window.location.replace(pending.to);
    return true;
  } catch {
    return false;
  }
}

export function rememberPendingNavigations(router: RouterLike | undefined): void {
  const store = storage();
  if (!router || !store) return;
  router.subscribe(({ navigation }) => {
    if (navigation.state !== "idle" && navigation.location) {
      const { pathname, search, hash } = navigation.location;
      store.setItem(PENDING_NAVIGATION_KEY, JSON.stringify({ to: pathname + search + hash, at: Date.now() } satisfies Pending));
    } else {
      store.removeItem(PENDING_NAVIGATION_KEY);
    }
  });
}
