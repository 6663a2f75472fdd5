import type { SubmissionsRepository } from "../db/submissions-repository.ts";
import type { Logger } from "../logger.ts";

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/**
 * Deletes submissions past the retention period (spam past its shorter one)
 * and removes resumes delivered more than `resumeRetentionDays` ago, at start
 * and hourly.
 */
export class RetentionJob {
  private timer: NodeJS.Timeout | undefined;
  /** A run removed data but could not empty the WAL: the next run tries again. */
  private checkpointOwed = false;

  constructor(
    private readonly submissions: SubmissionsRepository,
    private readonly settings: { retentionDays: number; spamRetentionDays: number; resumeRetentionDays: number },
    private readonly logger: Logger,
  ) {}

  start(): void {
    void this.run();
    this.timer = setInterval(() => void this.run(), HOUR_MS);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  async run(now = Date.now()): Promise<number> {
    try {
      const removed = await this.submissions.purge({
        before: now - this.settings.retentionDays * DAY_MS,
        spamBefore: now - this.settings.spamRetentionDays * DAY_MS,
      });
      const resumesRemoved = await this.submissions.purgeResumes({
        deliveredBefore: now - this.settings.resumeRetentionDays * DAY_MS,
        now,
      });
      if (removed > 0 || resumesRemoved > 0) this.logger.info({ removed, resumesRemoved }, "retention purge");
      if (removed > 0 || resumesRemoved > 0 || this.checkpointOwed) {
        // What was removed leaves the SQLite WAL too, as an erasure's does.
        this.checkpointOwed = !(await this.submissions.checkpoint());
        if (this.checkpointOwed) this.logger.warn("retention purge: write-ahead log not emptied, tried again at the next run");
      }
      return removed;
    } catch (error) {
      this.logger.error({ err: { name: (error as Error).name, message: (error as Error).message } }, "retention purge failed");
      return 0;
    }
  }
}
