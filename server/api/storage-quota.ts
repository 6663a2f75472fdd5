import { createHash } from "node:crypto";
import type { SubmissionsRepository } from "../db/submissions-repository.ts";

const DAY_MS = 86_400_000;

/** Limits on what is stored; 0 turns a limit off. */
export interface StorageLimits {
  /** Bytes all stored submissions may take, files included. */
  quotaBytes: number;
  /** Submissions one address may store in 24 hours. */
  addressDailySubmissions: number;
  /** Bytes one address may store in 24 hours. */
  addressDailyBytes: number;
}

export type StorageVerdict =
  | { allowed: true; release: (stored: boolean) => void }
  | { allowed: false; reason: "storage_full" }
  | { allowed: false; reason: "daily_cap"; retryAfterSeconds: number };

/** What the per-address cap counts by: a hash, so the address itself is never stored. */
export function senderKeyOf(clientAddress: string): string {
  return createHash("sha256").update(clientAddress).digest("base64url").slice(0, 22);
}

/**
 * Checks a submission's bytes against the storage quota and its sender's
 * daily cap before it is stored. The total is a running sum: read from the
 * database at start and again every `resyncMs` (to see purges, erasures and
 * other instances), raised by every submission in between. The daily cap is
 * an index lookup by sender; one sender's submissions take turns from that
 * lookup to their commit, so a burst cannot pass the cap before any of it is
 * stored.
 */
export class StorageQuota {
  private total: number | undefined;
  private syncedAt = 0;
  private syncing: Promise<number> | undefined;
  private inFlightBytes = 0;
  private readonly turns = new Map<string, Promise<void>>();

  constructor(
    private readonly submissions: SubmissionsRepository,
    private readonly limits: StorageLimits,
    private readonly resyncMs = 60_000,
  ) {}

  /** Suspected spam is held to the storage quota only: it never counts toward, nor is refused by, its sender's cap. */
  async reserve(senderKey: string, bytes: number, now = Date.now(), { spam = false } = {}): Promise<StorageVerdict> {
    const { quotaBytes, addressDailySubmissions, addressDailyBytes } = this.limits;
    const capped = !spam && (addressDailySubmissions > 0 || addressDailyBytes > 0);
    const endTurn = capped ? await this.takeTurn(senderKey) : () => undefined;
    try {
      if (quotaBytes > 0 && (await this.storedBytes(now)) + bytes > quotaBytes) {
        endTurn();
        return { allowed: false, reason: "storage_full" };
      }
      if (capped) {
        const stored = await this.submissions.storedBy(senderKey, now - DAY_MS);
        if (
          (addressDailySubmissions > 0 && stored.count + 1 > addressDailySubmissions) ||
          (addressDailyBytes > 0 && stored.bytes + bytes > addressDailyBytes)
        ) {
          endTurn();
          // The window frees up as its oldest submission turns a day old.
          const freesAt = (stored.oldestAt ?? now) + DAY_MS;
          return { allowed: false, reason: "daily_cap", retryAfterSeconds: Math.max(1, Math.ceil((freesAt - now) / 1000)) };
        }
      }
    } catch (error) {
      endTurn();
      throw error;
    }

    // Counted at once, so concurrent submissions see each other before they commit.
    this.total = (this.total ?? 0) + bytes;
    this.inFlightBytes += bytes;
    let released = false;
    return {
      allowed: true,
      release: (storedNow) => {
        if (released) return;
        released = true;
        this.inFlightBytes -= bytes;
        if (!storedNow && this.total !== undefined) this.total -= bytes;
        endTurn();
      },
    };
  }

  /** Waits for the sender's previous submission to be stored or refused; the answer ends this one's turn. */
  private async takeTurn(senderKey: string): Promise<() => void> {
    const previous = this.turns.get(senderKey) ?? Promise.resolve();
    let done: () => void = () => undefined;
    const mine = new Promise<void>((resolve) => {
      done = resolve;
    });
    const tail = previous.then(() => mine);
    this.turns.set(senderKey, tail);
    await previous;
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      done();
      if (this.turns.get(senderKey) === tail) this.turns.delete(senderKey);
    };
  }

  private async storedBytes(now: number): Promise<number> {
    if (this.total !== undefined && now - this.syncedAt < this.resyncMs) return this.total;
    if (!this.syncing) {
      const inFlight = this.inFlightBytes;
      this.syncing = this.submissions
        .storedBytes()
        .then((bytes) => {
          this.total = bytes + inFlight;
          this.syncedAt = now;
          return this.total;
        })
        .finally(() => {
          this.syncing = undefined;
        });
    }
    return this.syncing;
  }
}
