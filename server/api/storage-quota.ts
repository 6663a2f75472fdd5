import { createHmac } from "node:crypto";
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
  /** Suspected spam one address may store in 24 hours (its own count: never the address's leads). */
  spamAddressDailySubmissions?: number;
  /** Bytes of suspected spam one address may store in 24 hours. */
  spamAddressDailyBytes?: number;
  /** Suspected spam kept in all: a quota of its own, apart from `quotaBytes`. */
  spamQuotaSubmissions?: number;
  /** Bytes of suspected spam kept in all. */
  spamQuotaBytes?: number;
}

export type StorageVerdict =
  | { allowed: true; release: (stored: boolean) => void }
  | { allowed: false; reason: "storage_full" }
  | { allowed: false; reason: "daily_cap"; retryAfterSeconds: number };

interface Totals {
  bytes: number;
  spamBytes: number;
  spamCount: number;
}

/**
 * What the per-address cap counts by: an HMAC-SHA-256 of the address with a
 * server secret, so the address is never stored, nor found again by hashing
 * every possible address (a plain hash of all IPv4 addresses takes minutes).
 */
export function senderKeyOf(secret: string, clientAddress: string): string {
  return createHmac("sha256", secret).update(clientAddress).digest("base64url").slice(0, 22);
}

/**
 * Sender keys made with the configured secret (`SENDER_KEY_SECRET`), or else
 * with the one the database keeps, read once (made on first use and shared
 * by every instance on the database).
 */
export class SenderKeys {
  private secret: Promise<string> | undefined;

  constructor(private readonly source: string | (() => Promise<string>)) {}

  async keyOf(clientAddress: string): Promise<string> {
    if (typeof this.source === "string") return senderKeyOf(this.source, clientAddress);
    const load = this.source;
    this.secret ??= load().catch((error: unknown) => {
      // Read again by the next submission rather than failing every one after a database hiccup.
      this.secret = undefined;
      throw error;
    });
    return senderKeyOf(await this.secret, clientAddress);
  }
}

/**
 * Checks a submission's bytes against the storage quota and its sender's
 * daily cap before it is stored. The totals are running sums: read from the
 * database at start and again every `resyncMs` (to see purges, erasures and
 * other instances), raised by every submission in between. The daily cap is
 * an index lookup by sender; one sender's submissions take turns from that
 * lookup to their commit, so a burst cannot pass the cap before any of it is
 * stored.
 *
 * Suspected spam is held to limits of its own and to none of the leads':
 * per address a day and in all, in rows and bytes. Its bytes are not counted
 * toward the storage quota, so no amount of spam, from one address or many,
 * can refuse a person's lead; the disk holds at most the quota plus the
 * spam's own.
 */
export class StorageQuota {
  private totals: Totals | undefined;
  private syncedAt = 0;
  private syncing: Promise<Totals> | undefined;
  private readonly inFlight: Totals = { bytes: 0, spamBytes: 0, spamCount: 0 };
  private readonly turns = new Map<string, Promise<void>>();

  constructor(
    private readonly submissions: SubmissionsRepository,
    private readonly limits: StorageLimits,
    private readonly resyncMs = 60_000,
  ) {}

  async reserve(senderKey: string, bytes: number, now = Date.now(), { spam = false } = {}): Promise<StorageVerdict> {
    return spam ? this.reserveSpam(senderKey, bytes, now) : this.reserveLead(senderKey, bytes, now);
  }

  private async reserveLead(senderKey: string, bytes: number, now: number): Promise<StorageVerdict> {
    const { quotaBytes, addressDailySubmissions, addressDailyBytes } = this.limits;
    const capped = addressDailySubmissions > 0 || addressDailyBytes > 0;
    const endTurn = capped ? await this.takeTurn(senderKey) : () => undefined;
    try {
      if (quotaBytes > 0 && (await this.storedTotals(now)).bytes + bytes > quotaBytes) {
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
          return { allowed: false, reason: "daily_cap", retryAfterSeconds: retryAfter(stored.oldestAt, now) };
        }
      }
    } catch (error) {
      endTurn();
      throw error;
    }
    return this.reserved({ bytes, spamBytes: 0, spamCount: 0 }, endTurn);
  }

  private async reserveSpam(senderKey: string, bytes: number, now: number): Promise<StorageVerdict> {
    const { spamAddressDailySubmissions = 0, spamAddressDailyBytes = 0, spamQuotaSubmissions = 0, spamQuotaBytes = 0 } = this.limits;
    const capped = spamAddressDailySubmissions > 0 || spamAddressDailyBytes > 0;
    // Its own turn: a sender's spam never waits on, nor holds up, the same sender's leads.
    const endTurn = capped ? await this.takeTurn(`spam\n${senderKey}`) : () => undefined;
    try {
      if (spamQuotaBytes > 0 || spamQuotaSubmissions > 0) {
        const totals = await this.storedTotals(now);
        if (
          (spamQuotaBytes > 0 && totals.spamBytes + bytes > spamQuotaBytes) ||
          (spamQuotaSubmissions > 0 && totals.spamCount + 1 > spamQuotaSubmissions)
        ) {
          endTurn();
          return { allowed: false, reason: "storage_full" };
        }
      }
      if (capped) {
        const stored = await this.submissions.spamStoredBy(senderKey, now - DAY_MS);
        if (
          (spamAddressDailySubmissions > 0 && stored.count + 1 > spamAddressDailySubmissions) ||
          (spamAddressDailyBytes > 0 && stored.bytes + bytes > spamAddressDailyBytes)
        ) {
          endTurn();
          return { allowed: false, reason: "daily_cap", retryAfterSeconds: retryAfter(stored.oldestAt, now) };
        }
      }
    } catch (error) {
      endTurn();
      throw error;
    }
    return this.reserved({ bytes: 0, spamBytes: bytes, spamCount: 1 }, endTurn);
  }

  /** Counted at once, so concurrent submissions see each other before they commit. */
  private reserved(added: Totals, endTurn: () => void): StorageVerdict {
    if (!this.totals) this.totals = { bytes: 0, spamBytes: 0, spamCount: 0 };
    add(this.totals, added, 1);
    add(this.inFlight, added, 1);
    let released = false;
    return {
      allowed: true,
      release: (storedNow) => {
        if (released) return;
        released = true;
        add(this.inFlight, added, -1);
        if (!storedNow && this.totals) add(this.totals, added, -1);
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

  private async storedTotals(now: number): Promise<Totals> {
    if (this.totals !== undefined && now - this.syncedAt < this.resyncMs) return this.totals;
    if (!this.syncing) {
      const inFlight = { ...this.inFlight };
      this.syncing = this.submissions
        .storedTotals()
        .then((stored) => {
          this.totals = add(stored, inFlight, 1);
          this.syncedAt = now;
          return this.totals;
        })
        .finally(() => {
          this.syncing = undefined;
        });
    }
    return this.syncing;
  }
}

function add(totals: Totals, more: Totals, sign: 1 | -1): Totals {
  totals.bytes += sign * more.bytes;
  totals.spamBytes += sign * more.spamBytes;
  totals.spamCount += sign * more.spamCount;
  return totals;
}

/** The window frees up as its oldest submission turns a day old. */
function retryAfter(oldestAt: number | null, now: number): number {
  return Math.max(1, Math.ceil(((oldestAt ?? now) + DAY_MS - now) / 1000));
}
