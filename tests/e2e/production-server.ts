import path from "node:path";

/** The build under test (BUILD_DIR, `build` by default): its compiled server, as `npm start` runs it, and its content CLI. */
const buildDirectory = path.resolve(process.env.BUILD_DIR ?? "build");
export const SERVER = path.join(buildDirectory, "node/main.js");
export const CONTENT_CLI = path.join(buildDirectory, "node/cli/content.js");
