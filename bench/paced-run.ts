/**
 * `node --import tsx bench/paced-run.ts <url> <rate> <seconds>`: a paced GET
 * load in a process of its own, printing its figures as JSON. The site
 * benchmark runs it this way so that its own memory (Lighthouse reports) and
 * garbage collection cannot stall the generator and pass for server latency.
 */
import { pacedLoad } from "./paced-load.ts";

const [url = "", rate = "1000", seconds = "10"] = process.argv.slice(2);
const figures = await pacedLoad({
  url,
  method: "GET",
  headers: { "accept-encoding": "br, gzip" },
  expectStatus: 200,
  ratePerSecond: Number(rate),
  durationSeconds: Number(seconds),
});
console.log(JSON.stringify(figures));
