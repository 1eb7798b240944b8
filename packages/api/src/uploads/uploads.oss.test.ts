import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { jpegBytes } from '../test/images.js';
import { OssStorage } from './uploads.oss.js';
import { ObjectTooLarge } from './uploads.storage.js';

// Runs against a real bucket only when OSS credentials are in the environment
// (OSS_REGION, OSS_BUCKET, OSS_ACCESS_KEY_ID, OSS_ACCESS_KEY_SECRET); skipped otherwise.
const env = process.env;
const configured = Boolean(
  env.OSS_REGION && env.OSS_BUCKET && env.OSS_ACCESS_KEY_ID && env.OSS_ACCESS_KEY_SECRET,
);

describe.skipIf(!configured)(OssStorage.name, () => {
  const storage = () => new OssStorage(loadConfig({ ...env, STORAGE_DRIVER: 'oss' }).storage.oss);

  it('takes a browser-style policy POST, reads it back, caps the size and deletes it', async () => {
    const oss = storage();
    const key = `user_upload/0/${randomBytes(16).toString('hex')}`;
    const bytes = await jpegBytes(40, 30);
    const grant = await oss.grant(key, 1024 * 1024, new Date(Date.now() + 60_000));
    expect(grant).toMatchObject({ driver: 'oss', method: 'POST', fileField: 'file' });

    const form = new FormData();
    for (const [name, value] of Object.entries(grant.fields)) form.append(name, value);
    form.append('file', new Blob([bytes], { type: 'image/jpeg' }), 'a.jpg');
    const res = await fetch(grant.url, { method: 'POST', body: form });
    expect(res.status).toBe(200);

    try {
      expect(await oss.read(key, 1024 * 1024)).toEqual(bytes);
      await expect(oss.read(key, 10)).rejects.toBeInstanceOf(ObjectTooLarge);
      // The policy names exactly one key: another key is refused by OSS itself.
      const other = new FormData();
      for (const [name, value] of Object.entries(grant.fields)) {
        other.append(name, name === 'key' ? `${key}x` : value);
      }
      other.append('file', new Blob([bytes]), 'a.jpg');
      expect((await fetch(grant.url, { method: 'POST', body: other })).status).toBe(403);
    } finally {
      await oss.remove([key]);
    }
    expect(await oss.read(key, 1024 * 1024)).toBeUndefined();
  });
});

describe('OssStorage policy (offline)', () => {
  it('signs a policy for exactly one key, a size range and an expiry', async () => {
    const oss = new OssStorage({
      region: 'oss-cn-hangzhou',
      bucket: 'adstudio-test',
      accessKeyId: 'LTAI-test',
      accessKeySecret: 'secret',
      publicUrl: '',
    });
    const expires = new Date('2026-11-23T10:00:00Z');
    const grant = await oss.grant(`user_upload/1/${'c'.repeat(32)}`, 10 * 1024 * 1024, expires);
    expect(grant.url).toBe('https://adstudio-test.oss-cn-hangzhou.aliyuncs.com/');
    expect(grant.fields).toMatchObject({
      key: `user_upload/1/${'c'.repeat(32)}`,
      OSSAccessKeyId: 'LTAI-test',
    });
    const policy = JSON.parse(
      Buffer.from(grant.fields.policy ?? '', 'base64').toString(),
    ) as unknown;
    expect(policy).toEqual({
      expiration: expires.toISOString(),
      conditions: [
        ['eq', '$key', `user_upload/1/${'c'.repeat(32)}`],
        ['content-length-range', 1, 10 * 1024 * 1024],
      ],
    });
    expect(grant.fields.Signature).toMatch(/^[A-Za-z0-9+/=]{20,}$/);
  });
});
