/**
 * Backups encrypted at rest with BACKUP_ENCRYPTION_KEY (docs/operations.md,
 * Backups; docs/decisions/0042-backups.md): Node's AES-256-GCM in a streamed
 * format of frames, each with its own tag, so a file of any size is written
 * and read a frame at a time, and a changed, reordered or cut-short file is
 * refused.
 *
 * The format, version 1 (all integers big-endian):
 *
 *     header  magic "SITE-BACKUP-AES\0" (16 bytes) · version 1 (1 byte)
 *             · salt (16 random bytes) · frame size (4 bytes)
 *             · key check (16 bytes: HMAC-SHA256(file key, "key check"), cut)
 *     frames  final (1 byte: 0 or 1) · length n (4 bytes, ≤ frame size)
 *             · n bytes of ciphertext · the frame's GCM tag (16 bytes)
 *
 * The file's key is HKDF-SHA256(BACKUP_ENCRYPTION_KEY, salt, "site backup v1"):
 * one per file, so the frame counter alone makes each nonce unique. A frame's
 * nonce is its number (8 bytes) followed by its final flag (4 bytes); its
 * additional data is the whole header. The last frame, and only it, has the
 * final flag: a file that stops before it, or goes on after it, is refused.
 */
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, timingSafeEqual } from "node:crypto";
import { open } from "node:fs/promises";

export const ENCRYPTED_MAGIC = Buffer.from("SITE-BACKUP-AES\0", "latin1");
const VERSION = 1;
const SALT_BYTES = 16;
const CHECK_BYTES = 16;
const TAG_BYTES = 16;
const HEADER_BYTES = ENCRYPTED_MAGIC.length + 1 + SALT_BYTES + 4 + CHECK_BYTES;
const FRAME_HEAD_BYTES = 5;
/** A mebibyte of plaintext a frame: little overhead, little memory. */
export const FRAME_BYTES = 1024 * 1024;
/** The suffix of an encrypted backup's name. */
export const ENCRYPTED_SUFFIX = ".enc";

/** A file that cannot be decrypted: encrypted with another key, changed or cut short. */
export class DecryptionError extends Error {}

/**
 * BACKUP_ENCRYPTION_KEY: 32 random bytes, as 64 hexadecimal digits or in
 * base64 (`openssl rand -base64 32`). Anything else is refused with why.
 */
export function parseBackupKey(text: string): Buffer {
  const value = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(value)) return Buffer.from(value, "hex");
  if (/^[A-Za-z0-9+/_-]{43}={0,1}$/.test(value)) {
    const bytes = Buffer.from(value.replace(/-/g, "+").replace(/_/g, "/"), "base64");
    if (bytes.length === 32) return bytes;
  }
  throw new Error("must be 32 random bytes as 64 hexadecimal digits or in base64 (make one with: openssl rand -base64 32)");
}

function fileKey(key: Buffer, salt: Buffer): Buffer {
  return Buffer.from(hkdfSync("sha256", key, salt, "site backup v1", 32));
}

function keyCheck(key: Buffer): Buffer {
  return createHmac("sha256", key).update("key check").digest().subarray(0, CHECK_BYTES);
}

function nonce(counter: number, final: boolean): Buffer {
  const bytes = Buffer.alloc(12);
  bytes.writeBigUInt64BE(BigInt(counter), 0);
  bytes.writeUInt32BE(final ? 1 : 0, 8);
  return bytes;
}

/** Whether `file` starts as an encrypted backup does. */
export async function isEncrypted(file: string): Promise<boolean> {
  const handle = await open(file, "r");
  try {
    const head = Buffer.alloc(ENCRYPTED_MAGIC.length);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return bytesRead === head.length && head.equals(ENCRYPTED_MAGIC);
  } finally {
    await handle.close();
  }
}

/** Encrypts `source` into `target` (created with mode 0600), a frame at a time, never the whole file in memory. */
export async function encryptFile(source: string, target: string, key: Buffer, frameBytes = FRAME_BYTES): Promise<void> {
  const salt = randomBytes(SALT_BYTES);
  const derived = fileKey(key, salt);
  const header = Buffer.alloc(HEADER_BYTES);
  let at = ENCRYPTED_MAGIC.copy(header, 0);
  at = header.writeUInt8(VERSION, at);
  at += salt.copy(header, at);
  at = header.writeUInt32BE(frameBytes, at);
  keyCheck(derived).copy(header, at);

  const input = await open(source, "r");
  const output = await open(target, "w", 0o600);
  try {
    const { size } = await input.stat();
    const frames = Math.max(1, Math.ceil(size / frameBytes));
    await output.write(header);
    const plain = Buffer.alloc(frameBytes);
    for (let index = 0; index < frames; index++) {
      const { bytesRead } = await input.read(plain, 0, frameBytes, index * frameBytes);
      const final = index === frames - 1;
      const cipher = createCipheriv("aes-256-gcm", derived, nonce(index, final));
      cipher.setAAD(header);
      const body = Buffer.concat([cipher.update(plain.subarray(0, bytesRead)), cipher.final()]);
      const head = Buffer.alloc(FRAME_HEAD_BYTES);
      head.writeUInt8(final ? 1 : 0, 0);
      head.writeUInt32BE(body.length, 1);
      await output.write(Buffer.concat([head, body, cipher.getAuthTag()]));
    }
    await output.sync();
  } finally {
    await input.close();
    await output.close();
  }
}

/**
 * Decrypts `source` into `target` (mode 0600), checking every frame's tag
 * before its bytes are written. Throws `DecryptionError` for another key, a
 * changed or reordered frame, a file cut short or one with bytes after its end;
 * `target` is then removed by the caller (it may hold the frames before).
 */
export async function decryptFile(source: string, target: string, key: Buffer): Promise<void> {
  const input = await open(source, "r");
  const output = await open(target, "w", 0o600);
  try {
    const header = Buffer.alloc(HEADER_BYTES);
    const { bytesRead } = await input.read(header, 0, HEADER_BYTES, 0);
    if (bytesRead < HEADER_BYTES || !header.subarray(0, ENCRYPTED_MAGIC.length).equals(ENCRYPTED_MAGIC)) {
      throw new DecryptionError("not an encrypted backup of this site");
    }
    let at = ENCRYPTED_MAGIC.length;
    const version = header.readUInt8(at++);
    if (version !== VERSION)
      throw new DecryptionError(`encrypted in format version ${version}, which this version of the site does not read`);
    const salt = header.subarray(at, at + SALT_BYTES);
    at += SALT_BYTES;
    const frameBytes = header.readUInt32BE(at);
    at += 4;
    const derived = fileKey(key, salt);
    if (!timingSafeEqual(header.subarray(at, at + CHECK_BYTES), keyCheck(derived))) {
      throw new DecryptionError("encrypted with another key than BACKUP_ENCRYPTION_KEY");
    }
    let position = HEADER_BYTES;
    for (let index = 0; ; index++) {
      const head = Buffer.alloc(FRAME_HEAD_BYTES);
      if ((await input.read(head, 0, FRAME_HEAD_BYTES, position)).bytesRead < FRAME_HEAD_BYTES) {
        throw new DecryptionError("cut short: its last part is missing");
      }
      const final = head.readUInt8(0) === 1;
      const length = head.readUInt32BE(1);
      if (head.readUInt8(0) > 1 || length > frameBytes) throw new DecryptionError(`damaged at byte ${position}`);
      const body = Buffer.alloc(length + TAG_BYTES);
      if ((await input.read(body, 0, body.length, position + FRAME_HEAD_BYTES)).bytesRead < body.length) {
        throw new DecryptionError("cut short: its last part is missing");
      }
      const decipher = createDecipheriv("aes-256-gcm", derived, nonce(index, final));
      decipher.setAAD(header);
      decipher.setAuthTag(body.subarray(length));
      let plain: Buffer;
      try {
        plain = Buffer.concat([decipher.update(body.subarray(0, length)), decipher.final()]);
      } catch {
        throw new DecryptionError(`damaged or changed at byte ${position}`);
      }
      await output.write(plain);
      position += FRAME_HEAD_BYTES + body.length;
      if (final) break;
    }
    if ((await input.read(Buffer.alloc(1), 0, 1, position)).bytesRead > 0) throw new DecryptionError("has bytes after its end");
    await output.sync();
  } finally {
    await input.close();
    await output.close();
  }
}
