import { describe, expect, it } from "vitest";
import { InsertBatcher, QueueFullError } from "./insert-batcher.ts";
import { isDatabaseUnavailable } from "./open-database.ts";

describe("InsertBatcher", () => {
  it("refuses a row at once when the queue is full, and takes rows again once it drains", async () => {
    let release = () => {};
    const written: number[][] = [];
    const batcher = new InsertBatcher<number>(
      async (rows) => {
        written.push(rows);
        if (written.length === 1) await new Promise<void>((resolve) => (release = resolve));
      },
      200,
      2,
    );
    const first = batcher.insert(1);
    await new Promise((resolve) => setImmediate(resolve));
    // 1 is being written; 2 and 3 wait; 4 finds the queue full.
    const waiting = [batcher.insert(2), batcher.insert(3)];
    await expect(batcher.insert(4)).rejects.toBeInstanceOf(QueueFullError);
    release();
    await Promise.all([first, ...waiting]);
    expect(written).toEqual([[1], [2, 3]]);
    await batcher.insert(5);
    expect(written.at(-1)).toEqual([5]);
  });

  it("fails a whole batch on a timeout instead of retrying its rows one by one", async () => {
    let calls = 0;
    let release = () => {};
    const batcher = new InsertBatcher<number>(
      async () => {
        calls++;
        if (calls === 1) await new Promise<void>((resolve) => (release = resolve));
        else throw Object.assign(new Error("canceling statement due to statement timeout"), { code: "57014" });
      },
      200,
      100,
      isDatabaseUnavailable,
    );
    const first = batcher.insert(0);
    await new Promise((resolve) => setImmediate(resolve));
    const batch = [1, 2, 3].map((row) => batcher.insert(row));
    release();
    await first;
    for (const row of batch) await expect(row).rejects.toThrow(/statement timeout/);
    expect(calls).toBe(2);
  });

  it("still retries one by one when a row, not the database, is at fault", async () => {
    let release = () => {};
    let calls = 0;
    const batcher = new InsertBatcher<number>(
      async (rows) => {
        calls++;
        if (calls === 1) await new Promise<void>((resolve) => (release = resolve));
        else if (rows.includes(2)) throw Object.assign(new Error("invalid byte sequence"), { code: "22021" });
      },
      200,
      100,
      isDatabaseUnavailable,
    );
    const first = batcher.insert(0);
    await new Promise((resolve) => setImmediate(resolve));
    const [one, two, three] = [1, 2, 3].map((row) => batcher.insert(row));
    release();
    await first;
    await expect(one).resolves.toBeUndefined();
    await expect(two).rejects.toThrow(/invalid byte/);
    await expect(three).resolves.toBeUndefined();
  });
});
