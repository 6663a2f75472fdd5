// Preloaded (NODE_OPTIONS=--import) by the Node 24 run of the unit and API suites in .ci/run. Every process of
// that run, Vitest's workers and the servers and CLIs the tests start with process.execPath alike, loads the
// better-sqlite3 addon built for Node 24 (NODE24_SQLITE_ADDON) in place of node_modules' own, built for the Node
// that installed it. node_modules stays as it is: a Node 20 process using it meanwhile is unaffected, and a run
// that is interrupted leaves nothing to put back.
// A resolve hook, because import ignores NODE_PATH, and better-sqlite3's nativeBinding option would have to be
// passed by the site's database code and by each test that opens a file itself.
import { registerHooks } from "node:module";
import { pathToFileURL } from "node:url";

const addon = process.env.NODE24_SQLITE_ADDON;
if (!addon) throw new Error("NODE24_SQLITE_ADDON must name better-sqlite3's addon built for Node 24");
const replacement = pathToFileURL(addon).href;
const installed = "/node_modules/better-sqlite3/build/Release/better_sqlite3.node";

registerHooks({
  resolve(specifier, context, nextResolve) {
    const resolved = nextResolve(specifier, context);
    return resolved.url.endsWith(installed) ? { ...resolved, url: replacement } : resolved;
  },
});
