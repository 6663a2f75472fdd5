/**
 * Group commit: rows that arrive while a write is in flight go into the next
 * write together. One transaction (and one fsync) then acknowledges many
 * submissions, which is what lets a durable SQLite keep up with a burst.
 *
 * The queue is bounded: when the database falls behind (or stalls until its
 * timeout), a row beyond `maxQueued` is refused at once with `QueueFullError`
 * instead of waiting in memory.
 */
export class InsertBatcher<Row> {
  private queue: { row: Row; resolve: () => void; reject: (error: unknown) => void }[] = [];
  private running = false;

  constructor(
    private readonly write: (rows: Row[]) => Promise<void>,
    private readonly maxBatch = 200,
    private readonly maxQueued = 1000,
    /** Whether a failed batch failed for the database as a whole, so that retrying its rows one by one is pointless. */
    private readonly isUnavailable: (error: unknown) => boolean = () => false,
  ) {}

  insert(row: Row): Promise<void> {
    if (this.queue.length >= this.maxQueued) return Promise.reject(new QueueFullError());
    return new Promise((resolve, reject) => {
      this.queue.push({ row, resolve, reject });
      if (!this.running) {
        this.running = true;
        setImmediate(() => void this.drain());
      }
    });
  }

  private async drain(): Promise<void> {
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, this.maxBatch);
      try {
        await this.write(batch.map((entry) => entry.row));
        for (const entry of batch) entry.resolve();
      } catch (error) {
        if (batch.length === 1 || this.isUnavailable(error)) for (const entry of batch) entry.reject(error);
        // One bad row must not fail its neighbours: write them one by one.
        else await Promise.all(batch.map((entry) => this.write([entry.row]).then(entry.resolve, entry.reject)));
      }
    }
    this.running = false;
  }
}

export class QueueFullError extends Error {
  override name = "QueueFullError";
  constructor() {
    super("too many submissions waiting for the database");
  }
}
