import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

interface RouteNode {
  id: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  children?: RouteNode[];
  /** The form the page's action takes (app/features/forms/form-action.server.ts tags it). */
  form?: string;
}

/** What the server reads of a path from the build's route table. */
export interface PageRoute {
  /** The path as the route table spells it, with its parameters as given: `/CoNtAcT` and `/%63ontact` are `/contact`. */
  canonicalPath: string;
  /** The form the page takes, if it has one. */
  form?: string;
}

const routesOf = new WeakMap<ServerBuild, (pathname: string) => PageRoute | undefined>();

/**
 * The page that answers a path, or none when only the catch-all one (`*`,
 * not found) does: any such path shows the same page, so it is rendered and
 * cached once. Matching ignores case and decodes `%XX`, as the router does.
 */
export function pageRoute(build: ServerBuild, pathname: string): PageRoute | undefined {
  let find = routesOf.get(build);
  if (!find) {
    const tree = routeTree(build) as RouteObject[];
    find = (path) => {
      const matches = matchRoutes(tree, path, build.basename);
      const last = matches?.at(-1);
      if (!matches || !last || last.route.path === "*") return undefined;
      const segments = matches.flatMap(({ route, params }) =>
        (route.path ?? "")
          .split("/")
          .filter(Boolean)
          .map((segment) => (segment.startsWith(":") ? encodeURIComponent(params[segment.slice(1)] ?? "") : segment)),
      );
      return { canonicalPath: `/${segments.join("/")}`, form: (last.route as RouteNode).form };
    };
    routesOf.set(build, find);
  }
  return find(pathname);
}

/** Whether no page but the catch-all one answers a path. */
export function isUnrouted(build: ServerBuild, pathname: string): boolean {
  return pageRoute(build, pathname) === undefined;
}

/** The build's flat route manifest as the nested routes `matchRoutes` reads. */
function routeTree(build: ServerBuild, parentId?: string): RouteNode[] {
  return Object.values(build.routes).flatMap((route) => {
    if (!route || route.parentId !== parentId) return [];
    const children = routeTree(build, route.id);
    const { id, path, index, caseSensitive } = route;
    const form = (route.module.action as { form?: unknown } | undefined)?.form;
    return [
      {
        id,
        path,
        index,
        caseSensitive,
        ...(typeof form === "string" ? { form } : {}),
        ...(children.length > 0 ? { children } : {}),
      },
    ];
  });
}
