import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { runCommandLine } from "../cli/command-line.ts";
import { dbProgram } from "../cli/db.ts";
import { loadConfig } from "../config.ts";
import { migrate } from "../db/migrations.ts";
import { openDatabase } from "../db/open-database.ts";
import { restoreBackup, verifyBackup, writeBackup } from "./backups.ts";
import { DecryptionError, decryptFile, ENCRYPTED_MAGIC, encryptFile, parseBackupKey } from "./encryption.ts";
import { CorruptBackupError } from "./sqlite-backup.ts";

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

/** A copy of `bytes` with one bit of byte `at` changed. */
function flip(bytes: Buffer, at: number): Buffer {
  const copy = Buffer.from(bytes);
  copy.writeUInt8(copy.readUInt8(at) ^ 1, at);
  return copy;
}

describe("backups encrypted at rest", () => {
  let folder: string;
  const key = randomBytes(32);
  const other = randomBytes(32);
  beforeEach(() => {
    folder = mkdtempSync(path.join(tmpdir(), "site-backup-enc-"));
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it("BACKUP_ENCRYPTION_KEY is 32 bytes in hex or base64; anything else stops the server with why", () => {
    const bytes = randomBytes(32);
    expect(parseBackupKey(bytes.toString("hex")).equals(bytes)).toBe(true);
    expect(parseBackupKey(bytes.toString("base64")).equals(bytes)).toBe(true);
    expect(parseBackupKey(` ${bytes.toString("base64url")} `).equals(bytes)).toBe(true);
    for (const bad of ["secret", bytes.toString("hex").slice(2), randomBytes(31).toString("base64"), randomBytes(33).toString("base64")]) {
      expect(() => parseBackupKey(bad), bad).toThrow(/32 random bytes/);
      expect(() => loadConfig({ NODE_ENV: "test", BACKUP_ENCRYPTION_KEY: bad }), bad).toThrow(
        /BACKUP_ENCRYPTION_KEY: must be 32 random bytes/,
      );
    }
    expect(loadConfig({ NODE_ENV: "test", BACKUP_ENCRYPTION_KEY: "" }).env.BACKUP_ENCRYPTION_KEY).toBeUndefined();
  });

  it("a file of many frames comes back byte for byte; another key, a changed byte, a cut or an addition are refused", async () => {
    const plain = path.join(folder, "plain");
    const data = randomBytes(10_000 + 17);
    writeFileSync(plain, data);
    const sealed = path.join(folder, "sealed");
    await encryptFile(plain, sealed, key, 1000);
    const bytes = readFileSync(sealed);
    expect(bytes.subarray(0, ENCRYPTED_MAGIC.length).equals(ENCRYPTED_MAGIC)).toBe(true);
    // Nothing of the plaintext shows.
    expect(bytes.includes(data.subarray(0, 64))).toBe(false);
    const out = path.join(folder, "out");
    await decryptFile(sealed, out, key);
    expect(readFileSync(out).equals(data)).toBe(true);

    await expect(decryptFile(sealed, out, other)).rejects.toThrow(/another key/);
    const variants: [string, Buffer][] = [
      ["a byte changed in the middle", flip(bytes, 5000)],
      // 53-byte header, then frames of 5 + 1000 + 16 bytes: cut right after the fifth frame.
      ["cut at a frame's end", bytes.subarray(0, 53 + 5 * 1021)],
      ["cut inside a frame", bytes.subarray(0, bytes.length - 3)],
      ["bytes added after its end", Buffer.concat([bytes, Buffer.from([0])])],
      ["the salt changed", flip(bytes, 20)],
    ];
    for (const [what, changed] of variants) {
      const file = path.join(folder, "changed");
      writeFileSync(file, changed);
      await expect(decryptFile(file, out, key), what).rejects.toThrow(DecryptionError);
    }
    // Two frames swapped: each decrypts alone, but not at the other's place.
    const frame = 1021;
    const swapped = Buffer.concat([
      bytes.subarray(0, 53),
      bytes.subarray(53 + frame, 53 + 2 * frame),
      bytes.subarray(53, 53 + frame),
      bytes.subarray(53 + 2 * frame),
    ]);
    writeFileSync(path.join(folder, "swapped"), swapped);
    await expect(decryptFile(path.join(folder, "swapped"), out, key)).rejects.toThrow(DecryptionError);
    // An empty file is one final frame.
    writeFileSync(plain, "");
    await encryptFile(plain, sealed, key);
    await decryptFile(sealed, out, key);
    expect(readFileSync(out).length).toBe(0);
  });

  it("an encrypted SQLite backup verifies and restores with its key; without it, or with another, nothing changes", async () => {
    const databaseFile = path.join(folder, "site.db");
    const url = `sqlite:${databaseFile}`;
    const database = openDatabase(url);
    await migrate(database.db, database.dialect);
    await database.db.insertInto("meta").values({ key: "marker", value: "backed up" }).execute();
    await database.close();
    const file = path.join(folder, "site.db.enc");
    await writeBackup({ url, key }, file);
    expect(readFileSync(file).subarray(0, ENCRYPTED_MAGIC.length).equals(ENCRYPTED_MAGIC)).toBe(true);
    expect(existsSync(`${file}.plain`) || existsSync(`${file}.partial`)).toBe(false);
    expect((await verifyBackup(file, { url, key })).counts.meta).toBeGreaterThanOrEqual(1);

    const changed = openDatabase(url);
    await changed.db.updateTable("meta").set({ value: "changed since" }).where("key", "=", "marker").execute();
    await changed.close();
    const before = readFileSync(databaseFile);
    await expect(verifyBackup(file, { url })).rejects.toThrow(/is encrypted: set BACKUP_ENCRYPTION_KEY/);
    await expect(verifyBackup(file, { url, key: other })).rejects.toThrow(CorruptBackupError);
    await expect(restoreBackup(file, { url, key: other })).rejects.toThrow(/another key/);
    const tampered = path.join(folder, "tampered.enc");
    const bytes = readFileSync(file);
    writeFileSync(tampered, flip(bytes, bytes.length - 100));
    await expect(restoreBackup(tampered, { url, key })).rejects.toThrow(CorruptBackupError);
    // With a key, a plain file put in an encrypted backup's place is refused unless the operator says otherwise.
    const plain = path.join(folder, "plain.db");
    await writeBackup({ url }, plain);
    await expect(restoreBackup(plain, { url, key })).rejects.toThrow(/not encrypted, though BACKUP_ENCRYPTION_KEY is set/);
    vi.stubEnv("DATABASE_URL", url);
    vi.stubEnv("BACKUP_ENCRYPTION_KEY", other.toString("base64"));
    try {
      expect(await runCommandLine(dbProgram, ["verify", file], () => undefined)).toBe(1);
      expect(await runCommandLine(dbProgram, ["restore", file], () => undefined)).toBe(1);
    } finally {
      vi.unstubAllEnvs();
    }
    expect(readFileSync(databaseFile).equals(before)).toBe(true);
    // No decrypted copy is left behind by a refusal.
    expect(readFileSync(databaseFile).length).toBeGreaterThan(0);

    await restoreBackup(file, { url, key });
    const restored = openDatabase(url);
    expect((await restored.db.selectFrom("meta").select("value").where("key", "=", "marker").executeTakeFirst())?.value).toBe("backed up");
    await restored.close();
    const { readdirSync } = await import("node:fs");
    expect(readdirSync(folder).filter((name) => name.startsWith(".site-backup-"))).toEqual([]);
  });
});
