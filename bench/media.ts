// Upload of a 4000×3000 photo through the media store (server/content/media.ts): how long `put` takes,
// how long the event loop was held meanwhile, and the variants' sizes. `npm run bench:media`; figures
// in docs/benchmarks.md. A temporary SQLite database; nothing else runs.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import sharp from "sharp";
import { MediaStore } from "../server/content/media.ts";
import { migrate } from "../server/db/migrations.ts";
import { openDatabase } from "../server/db/open-database.ts";

const WIDTH = 4000;
const HEIGHT = 3000;

/** A photo-like picture: smooth gradients and fine noise, so that no encoder has an easy time. */
async function photo(): Promise<Buffer> {
  const pixels = Buffer.alloc(WIDTH * HEIGHT * 3);
  let seed = 7;
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const noise = (seed >> 16) % 48;
      const at = (y * WIDTH + x) * 3;
      pixels[at] = Math.min(255, ((x * 255) / WIDTH) * 0.8 + noise);
      pixels[at + 1] = Math.min(255, 60 + 120 * Math.sin((x + y) / 400) ** 2 + noise);
      pixels[at + 2] = Math.min(255, ((y * 255) / HEIGHT) * 0.7 + noise);
    }
  }
  return sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .blur(0.6)
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Make: "Bench camera" } })
    .toBuffer();
}

const folder = mkdtempSync(path.join(tmpdir(), "media-bench-"));
const database = openDatabase(`sqlite:${path.join(folder, "site.db")}`);
try {
  await migrate(database.db, database.dialect);
  const media = new MediaStore(database);
  const upload = await photo();
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const started = performance.now();
  const stored = await media.put(upload);
  const took = performance.now() - started;
  delay.disable();
  if (!stored.ok) throw new Error(`refused: ${stored.reason}`);
  const again = performance.now();
  await media.put(upload);
  const storedAgain = performance.now() - again;
  const variants = await media.variants(stored.id);
  console.log(
    `upload ${(upload.length / 1024 / 1024).toFixed(2)} MB JPEG ${WIDTH}x${HEIGHT}: put ${Math.round(took)} ms; the same bytes again ${Math.round(storedAgain)} ms`,
  );
  console.log(
    `event loop delay during put: p50 ${(delay.percentile(50) / 1e6).toFixed(1)} ms, p99 ${(delay.percentile(99) / 1e6).toFixed(1)} ms, max ${(delay.max / 1e6).toFixed(1)} ms`,
  );
  console.log("| width | AVIF | WebP | JPEG |");
  console.log("|---:|---:|---:|---:|");
  const widths = [...new Set(variants.map((variant) => variant.width))];
  for (const width of widths) {
    const size = (format: string) => {
      const bytes = variants.find((variant) => variant.width === width && variant.format === format)?.byteLength ?? 0;
      return `${(bytes / 1024).toFixed(1)} KB`;
    };
    console.log(`| ${width} | ${size("avif")} | ${size("webp")} | ${size("jpeg")} |`);
  }
} finally {
  await database.close();
  rmSync(folder, { recursive: true, force: true });
}
