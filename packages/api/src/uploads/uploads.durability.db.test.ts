import { existsSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import type { Db } from '../db/db.js';
import { seedDemo } from '../seed/seed.js';
import { createTestDb } from '../test/db.js';
import { postForm, type Body } from '../test/http.js';
import { jpegBytes } from '../test/images.js';
import { loginAs, testConfig } from '../test/index.js';
import { sweepOrphans } from './uploads.service.js';
import { LocalStorage } from './uploads.local.js';

// A crash is the process dying between two steps. It is simulated by a database whose commits
// can be made to fail: the work of the transaction in flight is rolled back as a real crash would,
// and the app is then "restarted" (a new instance on the same database and storage folder).

class Crash extends Error {}

function crashableDb(inner: Db) {
  const state = { crashNextCommit: false };
  const db: Db = {
    query: (sql, params) => inner.query(sql, params),
    exec: (sql) => inner.exec(sql),
    close: () => Promise.resolve(),
    tx: (fn) =>
      inner.tx(async (tx) => {
        const result = await fn(tx);
        if (state.crashNextCommit) {
          state.crashNextCommit = false;
          throw new Crash('process killed before COMMIT');
        }
        return result;
      }),
  };
  return { db, state };
}

let base: Db;
let dataDir: string;
let storage: LocalStorage;
let now = new Date('2026-11-23T08:00:00Z');
const config = () => testConfig({ DATA_DIR: dataDir, UPLOAD_ORPHAN_HOURS: '24' });

async function start(db: Db) {
  const app = await buildApp({ config: config(), db, storage, clock: () => now });
  const token = await loginAs(app, app.deps.config, 'zhangwei');
  return { app, token };
}

function storedFiles(): string[] {
  if (!existsSync(storage.root)) return [];
  return readdirSync(storage.root, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => d.name);
}
const count = async (table: string) =>
  (await base.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]?.n ?? 0;

async function uploadBytes(app: FastifyInstance, token: string) {
  const grant = (await postForm(app, '/client/file/uploadGrant', {}, token)).json<
    Body<{ objectKey: string; url: string }>
  >().data;
  const put = await app.inject({
    method: 'PUT',
    url: grant.url,
    payload: await jpegBytes(),
    headers: { 'content-type': 'image/jpeg' },
  });
  expect(put.statusCode).toBe(200);
  return grant.objectKey;
}

const publishBody = (fileId: number) =>
  JSON.stringify({
    materialList: [{ file_id: fileId, tags: ['雪山'], category_id: 3, copyright_status: 2 }],
  });

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'uploads-crash-'));
  storage = new LocalStorage(join(dataDir, 'storage'), 'test-secret');
  base = await createTestDb();
  await seedDemo(base, config());
});
afterAll(() => base.close());

describe('uploads across a crash', () => {
  it('between storage and registration: nothing registered, and registering again after restart works', async () => {
    const { db, state } = crashableDb(base);
    const first = await start(db);
    const key = await uploadBytes(first.app, first.token);
    state.crashNextCommit = true;
    const res = await postForm(first.app, '/client/file/uploadFile', { path: key }, first.token);
    expect(res.statusCode).toBe(500);
    await first.app.close();

    // Restart: no registration exists, the raw bytes are gone, the checked copy and the grant stand.
    const second = await start(base);
    expect(await count('upload_files')).toBe(0);
    expect(await count('upload_grants')).toBe(1);
    const file = `${key.split('/')[2] ?? ''}.jpg`;
    expect(storedFiles()).toEqual([file]);
    const retry = await postForm(
      second.app,
      '/client/file/uploadFile',
      { path: key },
      second.token,
    );
    expect(retry.json<Body<{ fileFormat: string }>>()).toMatchObject({
      code: 200,
      data: { fileFormat: 'jpeg' },
    });
    expect(await count('upload_files')).toBe(1);
    expect(await count('upload_grants')).toBe(0);
    expect(storedFiles()).toEqual([file]);
    // Never published: the sweep takes it a day later.
    now = new Date(now.getTime() + 25 * 3_600_000);
    expect(await sweepOrphans(second.app.deps)).toEqual({ grants: 0, files: 1 });
    expect(storedFiles()).toEqual([]);
    await second.app.close();
  });

  it('between registration and publish: nothing half-published; publish after restart works once', async () => {
    const { db, state } = crashableDb(base);
    const first = await start(db);
    const key = await uploadBytes(first.app, first.token);
    const reg = (
      await postForm(first.app, '/client/file/uploadFile', { path: key }, first.token)
    ).json<Body<{ materialId: number }>>().data;
    const materials = await count('materials');
    const events = await count('review_events');
    state.crashNextCommit = true;
    const crashed = await postForm(
      first.app,
      '/client/material/uploadV2',
      { data: publishBody(reg.materialId) },
      first.token,
    );
    expect(crashed.statusCode).toBe(500);
    await first.app.close();

    const second = await start(base);
    // No material row, no tags, no audit event: the publish is not there at all.
    expect(await count('materials')).toBe(materials);
    expect(await count('review_events')).toBe(events);
    expect(
      await base.query('SELECT 1 FROM material_tags WHERE material_id = $1', [reg.materialId]),
    ).toEqual([]);
    // The registration survived, so the user's retry publishes it exactly once.
    const retry = await postForm(
      second.app,
      '/client/material/uploadV2',
      { data: publishBody(reg.materialId) },
      second.token,
    );
    expect(retry.json<Body>().code).toBe(200);
    expect(await count('materials')).toBe(materials + 1);
    expect(await count('upload_files')).toBe(0);
    // A sweep much later leaves the published material's file alone.
    now = new Date(now.getTime() + 48 * 3_600_000);
    expect(await sweepOrphans(second.app.deps)).toEqual({ grants: 0, files: 0 });
    expect(storedFiles()).toHaveLength(1);
    const path = (
      await base.query<{ path: string }>('SELECT path FROM materials WHERE id = $1', [
        reg.materialId,
      ])
    )[0]?.path;
    expect((await second.app.inject({ url: path ?? '' })).statusCode).toBe(200);
    await second.app.close();
  });
});

describe('a storage outage', () => {
  it('answers 上传服务器失败! and registers nothing', async () => {
    // The same folder, but writing the checked copy fails (a full disk, OSS down).
    const failing = Object.assign(Object.create(storage) as LocalStorage, {
      write: () => Promise.reject(new Error('ENOSPC')),
    });
    const app = await buildApp({ config: config(), db: base, storage: failing, clock: () => now });
    const token = await loginAs(app, app.deps.config, 'zhangwei');
    const key = await uploadBytes(app, token);
    const files = await count('upload_files');
    const res = await postForm(app, '/client/file/uploadFile', { path: key }, token);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ code: 503, message: '上传服务器失败!', data: null });
    expect(await count('upload_files')).toBe(files);
    await app.close();
    // The upload is kept for a retry once storage is back.
    const again = await start(base);
    const retry = await postForm(again.app, '/client/file/uploadFile', { path: key }, again.token);
    expect(retry.json<Body>().code).toBe(200);
    await again.app.close();
    await base.query('DELETE FROM upload_files');
  });
});

describe(sweepOrphans.name, () => {
  it('keeps an upload while its grant is open, however long that is, and an hour after', async () => {
    // Grants valid for 3 hours, orphans after 1: counted from when the grant closes.
    const env = { DATA_DIR: dataDir, UPLOAD_ORPHAN_HOURS: '1', UPLOAD_GRANT_SECONDS: '10800' };
    const app = await buildApp({ config: testConfig(env), db: base, storage, clock: () => now });
    const token = await loginAs(app, app.deps.config, 'zhangwei');
    const before = storedFiles();
    const key = await uploadBytes(app, token);
    await postForm(app, '/client/file/uploadGrant', {}, token); // never uploaded
    const hours = (h: number) => new Date(now.getTime() + h * 3_600_000);

    now = hours(2);
    expect(await sweepOrphans(app.deps)).toEqual({ grants: 0, files: 0 });
    const reg = await postForm(app, '/client/file/uploadFile', { path: key }, token);
    expect(reg.json<Body>().code).toBe(200);
    now = hours(1.5); // the unused grant closed half an hour ago; the registration is 1.5 h old
    expect(await sweepOrphans(app.deps)).toEqual({ grants: 0, files: 1 });
    now = hours(1);
    expect(await sweepOrphans(app.deps)).toEqual({ grants: 1, files: 0 });
    expect(storedFiles()).toEqual(before);
    await app.close();
  });

  it('removes grants never used, uploads never registered and registrations never published', async () => {
    const { app, token } = await start(base);
    const before = storedFiles();
    await postForm(app, '/client/file/uploadGrant', {}, token); // never uploaded
    const halfSent = await uploadBytes(app, token); // uploaded, never registered
    // …and the temp file of a transfer cut off when a process died.
    writeFileSync(join(storage.root, `${halfSent}.0badc0de.part`), 'partial');
    const key = await uploadBytes(app, token);
    await postForm(app, '/client/file/uploadFile', { path: key }, token); // never published
    expect(storedFiles().length).toBe(before.length + 3);

    // Young ones stay.
    now = new Date(now.getTime() + 23 * 3_600_000);
    expect(await sweepOrphans(app.deps)).toEqual({ grants: 0, files: 0 });
    now = new Date(now.getTime() + 2 * 3_600_000);
    expect(await sweepOrphans(app.deps)).toEqual({ grants: 2, files: 1 });
    expect(storedFiles()).toEqual(before);
    expect(await count('upload_grants')).toBe(0);
    expect(await count('upload_files')).toBe(0);
    await app.close();
  });
});
