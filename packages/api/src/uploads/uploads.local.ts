import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { INCOMING_KEY, STORED_KEY } from './uploads.constants.js';
import { ObjectTooLarge, type StorageDriver, type UploadTarget } from './uploads.storage.js';

const isKey = (key: string) => INCOMING_KEY.test(key) || STORED_KEY.test(key);

/** Files under DATA_DIR/storage; the api itself takes the bytes at a presigned URL. */
export class LocalStorage implements StorageDriver {
  readonly kind = 'local' as const;

  constructor(
    readonly root: string,
    private readonly secret: string,
  ) {}

  private path(key: string): string {
    // Keys are ours and fully matched; nothing like ../ can reach the file system.
    if (!isKey(key)) throw new Error(`not a storage key: ${key}`);
    return join(this.root, key);
  }

  private sign(key: string, expires: number, maxBytes: number): string {
    return createHmac('sha256', this.secret)
      .update(`PUT\n${key}\n${expires}\n${maxBytes}`)
      .digest('base64url');
  }

  grant(key: string, maxBytes: number, expiresAt: Date): Promise<UploadTarget> {
    const expires = Math.floor(expiresAt.getTime() / 1000);
    const query = new URLSearchParams({
      expires: String(expires),
      max: String(maxBytes),
      sig: this.sign(key, expires, maxBytes),
    });
    return Promise.resolve({
      driver: 'local',
      method: 'PUT',
      url: `/api/v1/storage/${key}?${query.toString()}`,
      fields: {},
      fileField: null,
    });
  }

  /** Whether a presigned URL is this server's, unaltered and unexpired. */
  verify(key: string, expires: number, maxBytes: number, sig: string, now: Date): boolean {
    if (!INCOMING_KEY.test(key) || expires * 1000 < now.getTime()) return false;
    const expected = Buffer.from(this.sign(key, expires, maxBytes));
    const given = Buffer.from(sig);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  /**
   * Streams a request body to the object, up to maxBytes (ObjectTooLarge past that, nothing
   * kept). Written to a temp name and renamed, so a half-received body is never an object. A body
   * that is too large is still read (up to twice the limit) so the client, or the bff's proxy in
   * front of us, gets the 413 answer instead of a reset connection.
   */
  async receive(key: string, body: AsyncIterable<Buffer>, maxBytes: number): Promise<number> {
    const target = this.path(key);
    await mkdir(dirname(target), { recursive: true });
    const temp = `${target}.${randomBytes(4).toString('hex')}.part`;
    const handle = await open(temp, 'wx');
    let size = 0;
    try {
      for await (const chunk of body) {
        size += chunk.length;
        if (size > maxBytes * 2) break;
        if (size <= maxBytes) await handle.write(chunk);
      }
      if (size > maxBytes) throw new ObjectTooLarge();
      await handle.close();
      await rename(temp, target);
      return size;
    } finally {
      await handle.close().catch(() => undefined);
      await rm(temp, { force: true });
    }
  }

  async read(key: string, maxBytes: number): Promise<Buffer | undefined> {
    const path = this.path(key);
    const info = await stat(path).catch(() => undefined);
    if (!info) return undefined;
    if (info.size > maxBytes) throw new ObjectTooLarge();
    return readFile(path);
  }

  async write(key: string, bytes: Buffer): Promise<void> {
    const target = this.path(key);
    await mkdir(dirname(target), { recursive: true });
    const temp = `${target}.${randomBytes(4).toString('hex')}.part`;
    await writeFile(temp, bytes);
    await rename(temp, target);
  }

  async remove(keys: readonly string[]): Promise<void> {
    await Promise.all(keys.map((key) => rm(this.path(key), { force: true })));
    // A body whose process died mid-transfer leaves <key>.<hex>.part beside it; it goes too.
    for (const key of keys.filter((k) => INCOMING_KEY.test(k))) {
      const path = this.path(key);
      const dir = dirname(path);
      const prefix = `${path.slice(dir.length + 1)}.`;
      const names = await readdir(dir).catch(() => [] as string[]);
      await Promise.all(
        names
          .filter((n) => n.startsWith(prefix) && n.endsWith('.part'))
          .map((n) => rm(join(dir, n), { force: true })),
      );
    }
  }

  url(key: string): string {
    return `/api/v1/files/${key}`;
  }

  /** The file of a stored object, or undefined. */
  file(key: string): string | undefined {
    if (!STORED_KEY.test(key)) return undefined;
    const path = this.path(key);
    return existsSync(path) ? path : undefined;
  }
}
