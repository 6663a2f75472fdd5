import type { ServerBuild } from "react-router";
import type { PageBuildParts } from "../../contracts/page-build.ts";

/** What the page build hands the server beside its handler (app/entry.server.tsx); absent from a build that has none. */
export function pageBuildParts(build: ServerBuild): PageBuildParts | undefined {
  return (build.entry.module as { pageBuildParts?: PageBuildParts }).pageBuildParts;
}
