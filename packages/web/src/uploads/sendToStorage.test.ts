import { describe, expect, it } from 'vitest';
import type { Grant } from './sendToStorage';
import { StorageUploadError, sendToStorage } from './sendToStorage';

// A stand-in for XMLHttpRequest that records what is sent and lets the test drive the events.
class FakeXhr {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  responseText = '';
  upload: {
    onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
}

const localGrant: Grant = {
  objectKey: 'user_upload/1/abc',
  driver: 'LOCAL',
  method: 'PUT',
  url: '/api/v1/storage/user_upload/1/abc?sig=x',
  fields: [],
  fileField: null,
  maxBytes: 10 * 1024 * 1024,
  expiresAt: '2026-12-31T00:00:00.000Z',
};

function run(grant: Grant, file = new File(['abc'], 'a.png', { type: 'image/png' })) {
  const xhr = new FakeXhr();
  const progress: number[] = [];
  const done = sendToStorage(
    grant,
    file,
    (p) => progress.push(p),
    () => xhr as unknown as XMLHttpRequest,
  );
  return { xhr, progress, done, file };
}

describe('sendToStorage', () => {
  it('PUTs the raw bytes to the presigned URL and reports the upload progress', async () => {
    const { xhr, progress, done, file } = run(localGrant);
    expect(xhr.method).toBe('PUT');
    expect(xhr.url).toBe(localGrant.url);
    expect(xhr.body).toBe(file);
    expect(xhr.headers['Content-Type']).toBe('image/png');
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 4 });
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 3, total: 4 });
    xhr.status = 200;
    xhr.onload?.();
    await done;
    expect(progress).toEqual([0.25, 0.75, 1]);
  });

  it('posts the signed policy fields before the file for OSS', () => {
    const { xhr, file } = run({
      ...localGrant,
      driver: 'OSS',
      method: 'POST',
      url: 'https://bucket.oss-cn-hangzhou.aliyuncs.com',
      fields: [
        { name: 'key', value: 'user_upload/1/abc' },
        { name: 'policy', value: 'p' },
      ],
      fileField: 'file',
    });
    expect(xhr.method).toBe('POST');
    const form = xhr.body as FormData;
    expect([...form.keys()]).toEqual(['key', 'policy', 'file']);
    expect((form.get('file') as File).name).toBe(file.name);
  });

  it("rejects with the storage's own message, or the spec's upload failure", async () => {
    const refused = run(localGrant);
    refused.xhr.status = 413;
    refused.xhr.responseText = JSON.stringify({
      code: 413,
      message: '上传的素材大小不能超过 10MB!',
    });
    refused.xhr.onload?.();
    await expect(refused.done).rejects.toThrow(
      new StorageUploadError('上传的素材大小不能超过 10MB!'),
    );

    const oss = run({ ...localGrant, driver: 'OSS' });
    oss.xhr.onerror?.();
    await expect(oss.done).rejects.toThrow('抱歉，阿里云OSS上传失败请重试！');
  });
});
