/**
 * AES-256-GCM (Node's crypto) for what the stores keep of a visit: texts as a tagged base64
 * string, audio files as MAGIC | IV | ciphertext | tag, streamed so a long recording is never
 * held in memory. A wrong key or a changed byte fails the tag check: nothing is returned.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const TEXT_PREFIX = 'enc1:';
const FILE_MAGIC = Buffer.from('ANTK1');

export class DataCipher {
  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('The data key must be 32 bytes.');
  }

  encryptText(plain: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv(ALGORITHM, this.key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return TEXT_PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
  }

  /** Text written before encryption was turned on has no prefix and is returned as it is. */
  decryptText(stored: string): string {
    if (!stored.startsWith(TEXT_PREFIX)) return stored;
    const raw = Buffer.from(stored.slice(TEXT_PREFIX.length), 'base64');
    const decipher = createDecipheriv(ALGORITHM, this.key, raw.subarray(0, IV_BYTES));
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  }

  async encryptFile(from: string, to: string): Promise<void> {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv(ALGORITHM, this.key, iv);
    await pipeline(
      fs.createReadStream(from),
      async function* (source: AsyncIterable<Buffer>) {
        yield Buffer.concat([FILE_MAGIC, iv]);
        for await (const piece of source) yield cipher.update(piece);
        yield cipher.final();
        yield cipher.getAuthTag();
      },
      fs.createWriteStream(to, { mode: 0o600 }),
    );
  }

  /** Decrypts `from` into `to`; a file without the magic (stored before encryption) is copied. */
  async decryptFile(from: string, to: string): Promise<void> {
    const { size } = await fs.promises.stat(from);
    const handle = await fs.promises.open(from, 'r');
    const head = Buffer.alloc(FILE_MAGIC.length + IV_BYTES);
    const tag = Buffer.alloc(TAG_BYTES);
    try {
      await handle.read(head, 0, head.length, 0);
      if (!head.subarray(0, FILE_MAGIC.length).equals(FILE_MAGIC)) {
        await fs.promises.copyFile(from, to);
        return;
      }
      await handle.read(tag, 0, TAG_BYTES, size - TAG_BYTES);
    } finally {
      await handle.close();
    }
    const decipher = createDecipheriv(ALGORITHM, this.key, head.subarray(FILE_MAGIC.length));
    decipher.setAuthTag(tag);
    try {
      await pipeline(fs.createReadStream(from, { start: head.length, end: size - TAG_BYTES - 1 }), decipher, fs.createWriteStream(to, { mode: 0o600 }));
    } catch (error) {
      await fs.promises.rm(to, { force: true });
      throw error;
    }
  }
}
