import OSS from 'ali-oss';
import type { StorageConfig } from '../config.js';
import { ObjectTooLarge, type StorageDriver, type UploadTarget } from './uploads.storage.js';

// Aliyun OSS (STORAGE_DRIVER=oss). The browser never sees an AccessKey: it posts the file to the
// bucket with a signed policy that allows exactly one key, a size range and an expiry, so OSS
// itself enforces them (the legacy hard-coded credential pair is not reproduced, BRIEF §3).

const isNotFound = (err: unknown) =>
  typeof err === 'object' && err !== null && 'status' in err && err.status === 404;

export class OssStorage implements StorageDriver {
  readonly kind = 'oss' as const;
  private readonly client: OSS;
  private readonly publicBase: string;

  constructor(config: StorageConfig['oss']) {
    this.client = new OSS({
      region: config.region,
      bucket: config.bucket,
      accessKeyId: config.accessKeyId,
      accessKeySecret: config.accessKeySecret,
      secure: true,
    });
    this.publicBase = config.publicUrl || `https://${config.bucket}.${config.region}.aliyuncs.com`;
  }

  grant(key: string, maxBytes: number, expiresAt: Date): Promise<UploadTarget> {
    const signed = this.client.calculatePostSignature({
      expiration: expiresAt.toISOString(),
      conditions: [
        ['eq', '$key', key],
        ['content-length-range', 1, maxBytes],
      ],
    });
    return Promise.resolve({
      driver: 'oss',
      method: 'POST',
      url: `${this.publicBase}/`,
      fields: {
        key,
        policy: signed.policy,
        OSSAccessKeyId: signed.OSSAccessKeyId,
        Signature: signed.Signature,
        success_action_status: '200',
      },
      fileField: 'file',
    });
  }

  async read(key: string, maxBytes: number): Promise<Buffer | undefined> {
    try {
      const head = await this.client.head(key);
      const headers = head.res.headers as Record<string, string | undefined>;
      if (Number(headers['content-length'] ?? 0) > maxBytes) throw new ObjectTooLarge();
      const result = await this.client.get(key);
      const content: unknown = result.content;
      return Buffer.isBuffer(content) ? content : Buffer.from(content as Uint8Array);
    } catch (err) {
      if (isNotFound(err)) return undefined;
      throw err;
    }
  }

  async write(key: string, bytes: Buffer, contentType: string): Promise<void> {
    await this.client.put(key, bytes, {
      headers: {
        'Content-Type': contentType,
        // An SVG is never rendered as a page from the bucket's domain either.
        ...(contentType === 'image/svg+xml' && { 'Content-Disposition': 'attachment' }),
        'Cache-Control': 'public, max-age=31536000, immutable',
      },
    });
  }

  async remove(keys: readonly string[]): Promise<void> {
    if (keys.length > 0) await this.client.deleteMulti([...keys], { quiet: true });
  }

  url(key: string): string {
    return `${this.publicBase}/${key}`;
  }
}
