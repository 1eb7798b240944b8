import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jpegBytes } from '../test/images.js';
import {
  killChildApi,
  loginChildApi,
  startChildApi,
  type ChildApi,
} from '../test/child-api.process.js';
import { testConfig } from '../test/index.js';

// The api as a real process, killed with SIGKILL between the steps of an upload and started again
// on the same data folder (PGlite on disk, storage folder): nothing is orphaned for good and
// nothing is half-published.

const config = testConfig();
let dataDir: string;
let api: ChildApi;
let token: string;

const startApi = (extraEnv: Record<string, string> = {}) =>
  startChildApi({ DATA_DIR: dataDir, UPLOAD_SECRET: 'crash-test', ...extraEnv });
const kill = (a: ChildApi) => killChildApi(a);
const login = () => loginChildApi(api, config);

// The fields these calls answer with (grant, registration, upload lists).
interface Answer {
  code: number;
  message: string;
  data: { objectKey: string; url: string; materialId: number; total: number };
}

async function call(method: string, path: string, body?: Record<string, string>): Promise<Answer> {
  const res = await fetch(`${api.url}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body && { 'content-type': 'application/x-www-form-urlencoded' }),
    },
    ...(body && { body: new URLSearchParams(body).toString() }),
  });
  return (await res.json()) as Answer;
}

async function uploadBytes(): Promise<string> {
  const grant = await call('POST', '/client/file/uploadGrant', {});
  const put = await fetch(new URL(grant.data.url, api.url), {
    method: 'PUT',
    body: await jpegBytes(60, 40),
    headers: { 'content-type': 'image/jpeg' },
  });
  expect(put.status).toBe(200);
  return grant.data.objectKey;
}

const storedFiles = () => {
  const root = join(dataDir, 'storage');
  return existsSync(root)
    ? readdirSync(root, { recursive: true, withFileTypes: true })
        .filter((d) => d.isFile())
        .map((d) => d.name)
    : [];
};

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'uploads-kill-'));
  api = await startApi();
  token = await login();
}, 120_000);
afterAll(async () => {
  if (api.child.exitCode === null) await kill(api);
});

describe('the api killed during an upload', () => {
  it('registers after a restart the uploads whose PUT was acknowledged just before the kill', async () => {
    const keys = [await uploadBytes(), await uploadBytes()];
    await kill(api);

    api = await startApi();
    token = await login();
    for (const key of keys) {
      const reg = await call('POST', '/client/file/uploadFile', { path: key });
      expect(reg.message).toBe('success');
      expect(reg.code).toBe(200);
    }
  }, 120_000);

  it('keeps a registration across a kill, publishes it once after restart, and sweeps the unregistered upload', async () => {
    // Killed after storage, before registration.
    const unregistered = await uploadBytes();
    // Killed after registration, before publish.
    const key = await uploadBytes();
    const reg = await call('POST', '/client/file/uploadFile', {
      path: key,
    });
    expect(reg.code).toBe(200);
    await kill(api);

    api = await startApi();
    token = await login();
    // The registration survived the kill: nothing is half-published, and publishing works once.
    const waiting = await call('GET', '/client/userFeedback_wait');
    expect(waiting.data.total).toBe(0);
    const data = JSON.stringify({
      materialList: [
        { file_id: reg.data.materialId, tags: ['断电'], category_id: 3, copyright_status: 0 },
      ],
    });
    expect((await call('POST', '/client/material/uploadV2', { data })).code).toBe(200);
    expect((await call('POST', '/client/material/uploadV2', { data })).code).toBe(404);
    expect((await call('GET', '/client/userFeedback_wait')).data.total).toBe(1);
    // The upload that was never registered is still there until the sweep.
    expect(storedFiles()).toContain(unregistered.split('/')[2]);
    await kill(api);

    // A day later the sweep at start removes it; the published material's file stays.
    api = await startApi({
      TEST_NOW: new Date(Date.now() + 25 * 3_600_000).toISOString(),
      SWEEP_AT_START: 'true',
    });
    expect(storedFiles()).toEqual([`${key.split('/')[2] ?? ''}.jpg`]);
  }, 120_000);
});
