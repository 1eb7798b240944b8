import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db.js';
import { insertMessage } from '../messages/messages.repo.js';
import { buildMaterial } from '../test/factories.js';
import { expectFailure, getJson, postForm, type Body } from '../test/http.js';
import { loginAs, startTestApi, type TestApi } from '../test/index.js';

// One user can never read or change another user's uploads, downloads, messages or collections.
// Alice is 张伟 (id 1), Bob is the enterprise demo user (id 9).

let api: TestApi;
let app: FastifyInstance;
let db: Db;
let alice: string;
let bob: string;
let aliceRejected: number;
let alicePassed: number;

beforeAll(async () => {
  api = await startTestApi({ listen: false });
  ({ app, db } = api);
  alice = await loginAs(app, api.config, 'zhangwei');
  bob = await loginAs(app, api.config, 'demo@xinghe-media.com');
  aliceRejected = await buildMaterial(db, { status: 'reject', reason: '图片模糊', uploader_id: 1 });
  alicePassed = await buildMaterial(db, { status: 'pass', uploader_id: 1, tags: ['共享'] });
  await buildMaterial(db, { status: 'wait', uploader_id: 1 });
});
afterAll(() => api.close());

const list = async (url: string, token: string) =>
  (await getJson(app, url, {}, token)).json<Body<{ lists: { id: number }[]; total: number }>>()
    .data;

describe('uploads belong to their uploader', () => {
  it('lists only the caller’s own uploads in every tab', async () => {
    expect((await list('/client/get_uploadLists', alice)).total).toBe(3);
    for (const url of [
      '/client/get_uploadLists',
      '/client/userFeedback_wait',
      '/client/userFeedback_pass',
      '/client/userFeedback_reject',
    ]) {
      expect(await list(url, bob)).toEqual({ lists: [], total: 0 });
    }
    const counts = await getJson(app, '/client/upload/counts', {}, bob);
    expect(counts.json<Body>().data).toEqual({ wait: 0, pass: 0, reject: 0 });
  });

  it('lets nobody else resubmit, read the trail of or see a rejected upload', async () => {
    const data = JSON.stringify({
      material_id: aliceRejected,
      tags: ['改'],
      category_id: 1,
      copyright_status: 0,
    });
    expectFailure(
      await postForm(app, '/client/material/resubmit', { data }, bob),
      404,
      '素材不存在',
    );
    const status = await db.query<{ status: string }>(
      'SELECT status FROM materials WHERE id = $1',
      [aliceRejected],
    );
    expect(status[0]?.status).toBe('reject');
    expectFailure(
      await getJson(app, '/client/review/history', { material_id: String(aliceRejected) }, bob),
      404,
      '素材不存在',
    );
    expectFailure(
      await getJson(app, '/client/material/detail', { material_id: String(aliceRejected) }, bob),
      404,
      '素材不存在',
    );
  });
});

describe('downloads belong to the downloader', () => {
  it('shows Bob none of Alice’s downloads', async () => {
    await postForm(app, '/client/create_downloadLists', { id: String(alicePassed) }, alice);
    expect((await list('/client/get_downloadLists', alice)).total).toBe(1);
    expect(await list('/client/get_downloadLists', bob)).toEqual({ lists: [], total: 0 });
  });
});

describe('messages belong to their addressee', () => {
  it('neither lists nor marks read another user’s messages', async () => {
    await insertMessage(db, {
      userId: 1,
      kind: 'review_reject',
      title: '素材未通过审核',
      content: '原因：图片模糊',
      materialId: aliceRejected,
      at: new Date(),
    });
    const mine = (await getJson(app, '/client/message/list', {}, alice)).json<
      Body<{ lists: { id: number }[]; unread: number }>
    >().data;
    expect(mine.unread).toBe(1);
    const id = mine.lists[0]?.id ?? 0;

    const theirs = (await getJson(app, '/client/message/list', {}, bob)).json<Body>().data;
    expect(theirs).toEqual({ lists: [], total: 0, unread: 0 });
    const read = await postForm(app, '/client/message/read', { ids: String(id) }, bob);
    expect(read.json<Body>().data).toEqual({ ids: [], unread: 0 });
    await postForm(app, '/client/message/read', { ids: 'all' }, bob);
    const after = (await getJson(app, '/client/message/unreadCount', {}, alice)).json<Body>().data;
    expect(after).toEqual({ count: 1 });
  });
});

describe('collections belong to the collector', () => {
  it('neither lists nor cancels another user’s favourites', async () => {
    await postForm(
      app,
      '/client/collection/collect',
      { id: String(alicePassed), collectType: '1' },
      alice,
    );
    const theirs = (await getJson(app, '/client/collection/getMaterials', {}, bob)).json<
      Body<{ total: number }>
    >().data;
    expect(theirs.total).toBe(0);
    await postForm(
      app,
      '/client/collection/cancelCollect',
      { id: String(alicePassed), collectType: '1' },
      bob,
    );
    const mine = (await getJson(app, '/client/collection/getMaterials', {}, alice)).json<
      Body<{ list: { id: number; isCollect: number }[]; total: number }>
    >().data;
    expect(mine.total).toBe(1);
    expect(mine.list[0]).toMatchObject({ id: alicePassed, isCollect: 1 });
    // Bob's view of the same material is not favourited.
    const detail = await getJson(
      app,
      '/client/material/detail',
      { material_id: String(alicePassed) },
      bob,
    );
    expect(
      detail.json<Body<{ material_detail: { isCollect: number }[] }>>().data.material_detail[0]
        ?.isCollect,
    ).toBe(0);
  });
});
