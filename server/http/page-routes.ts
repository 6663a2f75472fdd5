import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

interface RouteNode {
  id: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  children?: RouteNode[];
}

const unroutedOf = new WeakMap<ServerBuild, (pathname: string) => boolean>();

/**
 * Whether no page but the catch-all one (`*`, not found) answers a path: any
 * such path shows the same page, so it is rendered and cached once.
 */
export function isUnrouted(build: ServerBuild, pathname: string): boolean {
  let unrouted = unroutedOf.get(build);
  if (!unrouted) {
    const tree = routeTree(build) as RouteObject[];
    unrouted = (path) => {
      const last = matchRoutes(tree, path, build.basename)?.at(-1);
      return !last || last.route.path === "*";
    };
    unroutedOf.set(build, unrouted);
  }
  return unrouted(pathname);
}

/** The build's flat route manifest as the nested routes `matchRoutes` reads. */
function routeTree(build: ServerBuild, parentId?: string): RouteNode[] {
  return Object.values(build.routes).flatMap((route) => {
    if (!route || route.parentId !== parentId) return [];
    const children = routeTree(build, route.id);
    const { id, path, index, caseSensitive } = route;
    return [{ id, path, index, caseSensitive, ...(children.length > 0 ? { children } : {}) }];
  });
}
