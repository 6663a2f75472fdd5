import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { migrate } from "./migrations.ts";
import { openDatabase } from "./open-database.ts";

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe("SQLite transactions beside another process on the same file", () => {
  it("take the write lock as they begin, so a write after their first read is never refused", async () => {
    const folder = mkdtempSync(path.join(tmpdir(), "site-tx-"));
    folders.push(folder);
    const file = path.join(folder, "site.db");
    const database = openDatabase(`sqlite:${file}`);
    await migrate(database.db, database.dialect);
    // The CLI beside the server: its own connection to the file, not waiting for a lock in this test.
    const other = new SQLite(file);
    other.pragma("busy_timeout = 0");
    let otherWrite: string | undefined;
    await database.db.transaction().execute(async (trx) => {
      await trx.selectFrom("meta").selectAll().execute();
      try {
        other.prepare("insert into meta (key, value) values ('other', 'x')").run();
        otherWrite = "written";
      } catch (error) {
        otherWrite = (error as { code?: string }).code;
      }
      // Deferred, this write would fail at once (SQLITE_BUSY): the other connection wrote after this one read.
      await trx.insertInto("meta").values({ key: "mine", value: "y" }).execute();
    });
    // The other connection waits for the lock (here, with no wait, it is told the file is busy).
    expect(otherWrite).toBe("SQLITE_BUSY");
    expect(other.prepare("select value from meta where key = 'mine'").get()).toEqual({ value: "y" });
    other.close();
    await database.close();
  });
});
