import { Worker } from "node:worker_threads";
import { MAX_RESUME_BODY_BYTES } from "../../contracts/submissions/limits.ts";

/**
 * Bodies built to cost the parser, shared by the API suite (every one is refused with a 4xx) and
 * `npm run bench:api` (what the server's event loop and its other clients wait meanwhile).
 */
/**
 * Four clients, each sending bodies built to cost the parser (all within the
 * resume forms' byte limit), three rounds of each. They run in a worker so
 * that building and sending 8 MB does not delay the test's own polling.
 * Posts "ready" once the bodies are built, starts on any message, and posts
 * back `[name, status]` pairs.
 */
export const ATTACK = `
const { parentPort, workerData } = require("node:worker_threads");
const { url, limit } = workerData;
const room = limit - 64;
const bytes = (text) => new TextEncoder().encode(text);
const bodies = {
  nestedLists: bytes('{"skills":' + "[".repeat(room / 2) + "]".repeat(room / 2) + "}"),
  nestedObjects: bytes('{"a":'.repeat(Math.floor(room / 6)) + "1" + "}".repeat(Math.floor(room / 6))),
  millionKeys: bytes("{" + '"a":0,'.repeat(1000000) + '"b":0}'),
  longString: bytes('{"firstName":"' + "x".repeat(room) + '"}'),
  escapedString: bytes('{"additionalInformation":"' + "\\\\u0000".repeat(Math.floor(room / 6)) + '"}'),
};
const forms = ["candidate", "contractor", "vma-application"];
async function client(worker) {
  const statuses = [];
  for (let round = 0; round < 3; round++) {
    for (const [index, [name, body]] of Object.entries(bodies).entries()) {
      const form = forms[(worker + index + round) % forms.length];
      const response = await fetch(url + "/api/submissions/" + form, { method: "POST", headers: { "content-type": "application/json" }, body });
      await response.arrayBuffer();
      statuses.push([name, response.status]);
    }
  }
  return statuses;
}
parentPort.once("message", () => Promise.all([0, 1, 2, 3].map(client)).then((all) => parentPort.postMessage(all.flat())));
parentPort.postMessage("ready");
`;

export const METRICS_TOKEN = "metrics-token-for-the-tests";

/** The server's event-loop delay since the last call (prom-client resets it on every scrape), in seconds. */
export async function eventLoopLag(url: string): Promise<{ p99: number; max: number }> {
  const text = await (await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  const value = (name: string) => Number(new RegExp(`^${name} (\\S+)$`, "m").exec(text)?.[1] ?? Number.NaN);
  return { p99: value("nodejs_eventloop_lag_p99_seconds"), max: value("nodejs_eventloop_lag_max_seconds") };
}

export const p99 = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.ceil(samples.length * 0.99) - 1] ?? 0;

export interface HostileRun {
  /** `[body's name, answer's status]` of every hostile post. */
  statuses: [string, number][];
  /** What `/healthz` and `/` answered meanwhile, and how long each took, in ms. */
  polls: Record<"/healthz" | "/", { status: number; ms: number }[]>;
  /** The server's event-loop delay over the run, in seconds (needs the server's METRICS_TOKEN). */
  lag: { p99: number; max: number };
}

/** Sends the hostile bodies from four clients while polling health and the home page. */
export async function runHostileBodies(url: string): Promise<HostileRun> {
  const polls: HostileRun["polls"] = { "/healthz": [], "/": [] };
  let attacking = true;
  const poll = async (route: "/healthz" | "/") => {
    while (attacking) {
      const started = performance.now();
      const response = await fetch(`${url}${route}`);
      await response.arrayBuffer();
      polls[route].push({ status: response.status, ms: performance.now() - started });
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };
  const worker = new Worker(ATTACK, { eval: true, workerData: { url, limit: MAX_RESUME_BODY_BYTES } });
  const next = () =>
    new Promise<unknown>((resolve, reject) => {
      worker.once("message", resolve);
      worker.once("error", reject);
    });
  await next();
  await eventLoopLag(url);
  const polling = Promise.all([poll("/healthz"), poll("/")]);
  worker.postMessage("go");
  const statuses = (await next()) as [string, number][];
  attacking = false;
  await polling;
  await worker.terminate();
  return { statuses, polls, lag: await eventLoopLag(url) };
}
