import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db.js';
import { buildMaterial } from '../test/factories.js';
import { expectFailure, getJson, postForm, type Body } from '../test/http.js';
import { jpegBytes } from '../test/images.js';
import { loginAs, startTestApi, type TestApi } from '../test/index.js';
import { REVIEW_REASONS } from './review.constants.js';

interface Page<T> {
  lists: T[];
  total: number;
}
interface Upload {
  id: number;
  status: string;
  reason: string | null;
  tags: { name: string }[];
  category: string;
}
interface Message {
  id: number;
  kind: string;
  title: string;
  content: string;
  material_id: number | null;
  is_read: 0 | 1;
}

let api: TestApi;
let app: FastifyInstance;
let db: Db;
let user: string;
let reviewer: string;
let admin: string;

beforeAll(async () => {
  api = await startTestApi({
    listen: false,
    env: { DATA_DIR: mkdtempSync(join(tmpdir(), 'review-test-')) },
  });
  ({ app, db } = api);
  user = await loginAs(app, api.config, 'zhangwei');
  reviewer = await loginAs(app, api.config, 'wangfang');
  admin = await loginAs(app, api.config, 'admin');
});
afterAll(() => api.close());

const get = <T>(url: string, token: string, query: Record<string, string> = {}) =>
  getJson(app, url, query, token).then((r) => r.json<Body<T>>());

/** Upload, register and publish one picture as the user; returns the material id. */
async function submit(token: string, tags: string[]): Promise<number> {
  const grant = (await postForm(app, '/client/file/uploadGrant', {}, token)).json<
    Body<{ objectKey: string; url: string }>
  >().data;
  await app.inject({ method: 'PUT', url: grant.url, payload: await jpegBytes(80, 60) });
  const reg = (
    await postForm(app, '/client/file/uploadFile', { path: grant.objectKey }, token)
  ).json<Body<{ materialId: number }>>().data;
  const data = JSON.stringify({
    materialList: [{ file_id: reg.materialId, tags, category_id: 2, copyright_status: 0 }],
  });
  const res = await postForm(app, '/client/material/uploadV2', { data }, token);
  expect(res.json<Body>().code).toBe(200);
  return reg.materialId;
}

describe('the review workflow', () => {
  it('approves, rejects with a reason, notifies the uploader and takes a fixed item back', async () => {
    const cat = await submit(user, ['橘猫', '宠物']);
    const dog = await submit(user, ['柴犬']);

    // The queue, oldest first, with what the uploader submitted.
    const queue = await get<Page<Upload & { uploader: { name: string } }>>(
      '/client/review/pending',
      reviewer,
    );
    expect(queue.data.lists.map((m) => m.id)).toEqual([cat, dog]);
    expect(queue.data.lists[0]).toMatchObject({ category: '动物', uploader: { name: '张伟' } });
    expect((await get<{ wait: number }>('/client/upload/counts', user)).data).toEqual({
      wait: 2,
      pass: 0,
      reject: 0,
    });

    // Approve: searchable at once.
    const pass = await postForm(app, '/client/review/pass', { ids: String(cat) }, reviewer);
    expect(pass.json<Body>().data).toEqual({ ids: [cat], status: 'pass' });
    const found = await getJson(app, '/noLogin/material/search', { text: '橘猫' });
    expect(found.json<Body<{ list: { id: number }[] }>>().data.list.map((m) => m.id)).toEqual([
      cat,
    ]);

    // Reject with a preset reason plus free text.
    const reason = `${REVIEW_REASONS[3]}：请补充品种标签`;
    const reject = await postForm(
      app,
      '/client/review/reject',
      { ids: String(dog), reason },
      reviewer,
    );
    expect(reject.json<Body>().code).toBe(200);

    // The uploader's tabs: counts, the reason on the rejected one, two messages.
    expect((await get<{ wait: number }>('/client/upload/counts', user)).data).toEqual({
      wait: 0,
      pass: 1,
      reject: 1,
    });
    const rejected = await get<Page<Upload>>('/client/userFeedback_reject', user);
    expect(rejected.data).toMatchObject({
      total: 1,
      lists: [{ id: dog, status: 'reject', reason }],
    });
    expect(
      (await get<Page<Upload>>('/client/userFeedback_pass', user)).data.lists.map((m) => m.id),
    ).toEqual([cat]);
    expect((await get<Page<Upload>>('/client/userFeedback_wait', user)).data.total).toBe(0);
    const messages = await get<Page<Message> & { unread: number }>('/client/message/list', user);
    expect(messages.data.unread).toBe(2);
    expect(messages.data.lists[0]).toMatchObject({
      kind: 'review_reject',
      material_id: dog,
      is_read: 0,
    });
    expect(messages.data.lists[0]?.content).toContain(reason);
    expect(messages.data.lists[1]).toMatchObject({ kind: 'review_pass', material_id: cat });

    // Mark one read, then all.
    const first = messages.data.lists[0]?.id ?? 0;
    const read = await postForm(app, '/client/message/read', { ids: String(first) }, user);
    expect(read.json<Body>().data).toEqual({ ids: [first], unread: 1 });
    await postForm(app, '/client/message/read', { ids: 'all' }, user);
    expect((await get<{ count: number }>('/client/message/unreadCount', user)).data.count).toBe(0);

    // Fix and resubmit: back in the queue, reason cleared.
    const data = JSON.stringify({
      material_id: dog,
      tags: ['柴犬', '狗'],
      category: '动物',
      copyright_status: 0,
    });
    const again = await postForm(app, '/client/material/resubmit', { data }, user);
    expect(again.json<Body>().data).toEqual({ id: dog, status: 'wait' });
    const waiting = await get<Page<Upload>>('/client/userFeedback_wait', user);
    expect(waiting.data.lists).toMatchObject([
      { id: dog, reason: null, tags: [{ name: '柴犬' }, { name: '狗' }] },
    ]);
    // Only a rejected item can be resubmitted.
    expectFailure(
      await postForm(app, '/client/material/resubmit', { data }, user),
      409,
      '只有未通过的素材可以修改后重新提交',
    );

    // The trail: who did what, when — for the reviewer and for the uploader of that material.
    const trail = await get<{
      lists: { action: string; actor: { name: string }; reason: string | null }[];
    }>('/client/review/history', user, { material_id: String(dog) });
    expect(trail.data.lists.map((e) => [e.action, e.actor.name, e.reason])).toEqual([
      ['submit', '张伟', null],
      ['reject', '王芳', reason],
      ['resubmit', '张伟', null],
    ]);
    const log = await get<
      Page<{ material_id: number; action: string; actor: { name: string }; created_at: string }>
    >('/client/review/log', admin);
    expect(log.data.lists.map((e) => [e.material_id, e.action, e.actor.name])).toEqual([
      [dog, 'reject', '王芳'],
      [cat, 'pass', '王芳'],
    ]);
    expect(log.data.lists[0]?.created_at).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('decides a bulk selection all at once, or none of it when one was already decided', async () => {
    const ids = [];
    for (let i = 0; i < 3; i += 1) {
      ids.push(await buildMaterial(db, { status: 'wait', uploader_id: 1, tags: [`批量${i}`] }));
    }
    const done = await buildMaterial(db, { status: 'pass', uploader_id: 1 });
    const res = await postForm(
      app,
      '/client/review/pass',
      { ids: [...ids, done].join(',') },
      reviewer,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json<Body>()).toEqual({
      code: 409,
      message: '素材已被审核，请刷新后重试',
      data: { notPending: [done] },
    });
    const statuses = await db.query<{ status: string }>(
      'SELECT status FROM materials WHERE id = ANY($1::int[])',
      [`{${ids.join(',')}}`],
    );
    expect(statuses.every((s) => s.status === 'wait')).toBe(true);

    const bulk = await postForm(
      app,
      '/client/review/reject',
      { ids: ids.join(','), reason: REVIEW_REASONS[0] },
      reviewer,
    );
    expect(bulk.json<Body>().data).toEqual({ ids, status: 'reject' });
    expect(
      (await get<Page<Upload>>('/client/userFeedback_reject', user)).data.total,
    ).toBeGreaterThanOrEqual(3);
  });

  it('asks for a reason and refuses bad ids', async () => {
    const id = await buildMaterial(db, { status: 'wait', uploader_id: 1 });
    expectFailure(
      await postForm(app, '/client/review/reject', { ids: String(id), reason: '  ' }, reviewer),
      400,
      '请选择或填写拒绝原因',
    );
    expectFailure(
      await postForm(
        app,
        '/client/review/reject',
        { ids: String(id), reason: '长'.repeat(201) },
        reviewer,
      ),
      400,
      '请求参数不正确：reason',
    );
    for (const ids of [
      '',
      'abc',
      '1;DROP TABLE materials',
      '0',
      Array.from({ length: 101 }, (_, i) => i + 1).join(','),
    ]) {
      const res = await postForm(app, '/client/review/pass', { ids }, reviewer);
      expect(res.statusCode).toBe(400);
    }
  });

  it('keeps the console to reviewers and admins', async () => {
    const id = await buildMaterial(db, { status: 'wait', uploader_id: 9 });
    for (const [method, url] of [
      ['GET', '/client/review/pending'],
      ['GET', '/client/review/reasons'],
      ['GET', '/client/review/log'],
    ] as const) {
      expectFailure(
        await app.inject({
          method,
          url: `/api/v1${url}`,
          headers: { authorization: `Bearer ${user}` },
        }),
        403,
        '没有权限执行此操作',
      );
    }
    expectFailure(
      await postForm(app, '/client/review/pass', { ids: String(id) }, user),
      403,
      '没有权限执行此操作',
    );
    expectFailure(
      await postForm(app, '/client/review/pass', { ids: String(id) }),
      401,
      '请先登录！',
    );
    // An uploader reads only the trail of their own material.
    expectFailure(
      await getJson(app, '/client/review/history', { material_id: String(id) }, user),
      404,
      '素材不存在',
    );
    expect(
      (await get<{ reasons: string[] }>('/client/review/reasons', reviewer)).data.reasons,
    ).toEqual([...REVIEW_REASONS]);
  });
});
