import { jpegBytes, oversizedJpeg, pngBytes, svgBytes } from '@adstudio/api/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../test/builders.js';
import { startHarness, type Harness } from '../test/harness.js';

let h: Harness;
let user: string;
let other: string;
let reviewer: string;

beforeAll(async () => {
  h = await startHarness();
  user = await h.loginAs('zhangwei');
  other = await h.loginAs('demo@xinghe-media.com');
  reviewer = await h.loginAs('wangfang');
});
afterAll(() => h.close());

const GRANT = `mutation { requestUploadGrant { objectKey driver method url fields { name value } fileField maxBytes expiresAt } }`;
const REGISTER = `mutation ($key: String!, $name: String) {
  registerUpload(objectKey: $key, fileName: $name) { id url width height format fileSize }
}`;
const PUBLISH = `mutation ($items: [MaterialSubmissionInput!]!) {
  publishMaterials(items: $items) { materialIds status }
}`;

interface Grant {
  objectKey: string;
  driver: string;
  method: string;
  url: string;
  maxBytes: number;
}
interface UploadedFile {
  id: string;
  url: string;
  width: number;
  height: number;
  format: string;
  fileSize: number;
}

/** Grant, then the bytes through the bff's own origin, as the browser does. */
async function send(token: string, bytes: Buffer) {
  const grant = (await h.execute<{ requestUploadGrant: Grant }>(GRANT, { token })).data
    ?.requestUploadGrant;
  if (!grant) throw new Error('no grant');
  const put = await h.bff.inject({
    method: 'PUT',
    url: grant.url,
    payload: bytes,
    headers: { 'content-type': 'application/octet-stream' },
  });
  return { grant, put };
}

async function upload(token: string, bytes: Buffer, name?: string): Promise<UploadedFile> {
  const { grant, put } = await send(token, bytes);
  expect(put.statusCode).toBe(200);
  const res = await h.execute<{ registerUpload: UploadedFile }>(REGISTER, {
    variables: { key: grant.objectKey, name },
    token,
  });
  if (!res.data) throw new Error(res.errors?.[0]?.message);
  return res.data.registerUpload;
}

const submission = (fileId: string, extra: Record<string, unknown> = {}) => ({
  fileId,
  tags: ['海岸', '风景'],
  category: '风景',
  copyrightStatus: 'ORIGINAL',
  ...extra,
});

describe('uploads through GraphQL', () => {
  it('grants a same-origin presigned PUT and registers what the file is', async () => {
    const bytes = await pngBytes(150, 100);
    const { grant } = await send(user, bytes);
    expect(grant).toMatchObject({ driver: 'LOCAL', method: 'PUT', maxBytes: 10 * 1024 * 1024 });
    expect(grant.url).toMatch(/^\/api\/v1\/storage\/user_upload\/1\//);
    const res = await h.execute<{ registerUpload: UploadedFile }>(REGISTER, {
      variables: { key: grant.objectKey, name: 'shore.png' },
      token: user,
    });
    expect(res.data?.registerUpload).toMatchObject({
      width: 150,
      height: 100,
      format: 'PNG',
      fileSize: bytes.length,
    });
    // The stored picture comes back through the bff's file proxy.
    const file = await h.bff.inject({ url: res.data?.registerUpload.url ?? '' });
    expect(file.statusCode).toBe(200);
  });

  it('answers bad files with the spec messages', async () => {
    const big = await send(user, await oversizedJpeg(11 * 1024 * 1024));
    expect(big.put.statusCode).toBe(413);
    expect(big.put.json()).toEqual({
      code: 413,
      message: '上传的素材大小不能超过 10MB!',
      data: null,
    });

    const renamed = await send(user, await pngBytes());
    const wrong = await h.execute(REGISTER, {
      variables: { key: renamed.grant.objectKey, name: 'x.svg' },
      token: user,
    });
    expect(expectError(wrong, 'BAD_USER_INPUT').message).toBe(
      '上传的素材只能是 JPG 、 PNG 格式或者 SVG!',
    );

    const script = await send(user, svgBytes('<script>alert(1)</script>'));
    const unsafe = await h.execute(REGISTER, {
      variables: { key: script.grant.objectKey },
      token: user,
    });
    expect(expectError(unsafe, 'BAD_USER_INPUT').message).toBe('SVG 不能包含脚本、事件或外部引用');

    const tiny = await send(user, await pngBytes(1, 1));
    const small = await h.execute(REGISTER, {
      variables: { key: tiny.grant.objectKey },
      token: user,
    });
    expect(expectError(small, 'BAD_USER_INPUT').message).toBe('宽度或高度不能小于10');

    const empty = await send(user, Buffer.alloc(0));
    expect(empty.put.json()).toMatchObject({ code: 400, message: '空文件' });
  });

  it('refuses a forged key and another user’s upload as NOT_FOUND', async () => {
    const forged = await h.execute(REGISTER, {
      variables: { key: `user_upload/1/${'b'.repeat(32)}` },
      token: user,
    });
    expect(expectError(forged, 'NOT_FOUND').message).toBe('上传的文件不存在或已过期，请重新上传');
    const theirs = await send(other, await jpegBytes());
    const stolen = await h.execute(REGISTER, {
      variables: { key: theirs.grant.objectKey },
      token: user,
    });
    expectError(stolen, 'NOT_FOUND');
    const guest = await h.execute(GRANT);
    expect(expectError(guest, 'UNAUTHENTICATED').message).toBe('请先登录！');
  });

  it('publishes nothing when one file is incomplete and names it in extensions.details', async () => {
    const a = await upload(user, await jpegBytes());
    const b = await upload(user, await jpegBytes());
    const res = await h.execute(PUBLISH, {
      variables: { items: [submission(a.id), submission(b.id, { tags: [] })] },
      token: user,
    });
    const error = expectError(res, 'BAD_USER_INPUT');
    expect(error.message).toBe('请检查所有素材信息是否填写完整');
    expect(error.extensions).toMatchObject({ apiCode: 400, details: { incomplete: [b.id] } });
    const link = await h.execute(PUBLISH, {
      variables: {
        items: [
          submission(a.id, {
            copyrightStatus: 'KNOWN_SOURCE',
            copyrightUrl: 'javascript:alert(1)',
          }),
        ],
      },
      token: user,
    });
    expect(expectError(link, 'BAD_USER_INPUT').message).toBe('请输入正确的链接');
    const theirs = await upload(other, await jpegBytes());
    const foreign = await h.execute(PUBLISH, {
      variables: { items: [submission(a.id), submission(theirs.id)] },
      token: user,
    });
    expect(expectError(foreign, 'NOT_FOUND').extensions.details).toEqual({ missing: [theirs.id] });
    const badId = await h.execute(PUBLISH, {
      variables: { items: [submission('1,2')] },
      token: user,
    });
    expectError(badId, 'BAD_USER_INPUT');
    const counts = await h.execute<{ myUploadCounts: { pending: number } }>(
      '{ myUploadCounts { pending passed rejected } }',
      { token: user },
    );
    expect(counts.data?.myUploadCounts.pending).toBe(0);
  });
});

describe('review, my uploads and messages through GraphQL', () => {
  it('runs the whole loop: publish, approve one, reject one, read the reason and message, resubmit', async () => {
    const a = await upload(user, await jpegBytes(200, 100));
    const b = await upload(user, await pngBytes(100, 200));
    const published = await h.execute<{
      publishMaterials: { materialIds: string[]; status: string };
    }>(PUBLISH, {
      variables: {
        items: [
          submission(a.id, { tags: ['灯塔'], title: '海边灯塔' }),
          submission(b.id, {
            tags: ['礁石'],
            copyrightStatus: 'KNOWN_SOURCE',
            copyrightName: '某图库',
            copyrightUrl: 'https://example.com/p',
          }),
        ],
      },
      token: user,
    });
    expect(published.data?.publishMaterials).toEqual({
      materialIds: [a.id, b.id],
      status: 'PENDING',
    });

    const queue = await h.execute<{
      reviewQueue: {
        total: number;
        items: {
          id: string;
          uploader: { name: string };
          material: { title: string; status: string; copyrightStatus: string | null };
        }[];
      };
    }>(
      '{ reviewQueue { total items { id submittedAt uploader { name } material { title status copyrightStatus tags { name } url } } } }',
      { token: reviewer },
    );
    expect(queue.data?.reviewQueue.items.map((i) => i.id)).toEqual([a.id, b.id]);
    expect(queue.data?.reviewQueue.items[1]).toMatchObject({
      uploader: { name: '张伟' },
      material: { status: 'PENDING', copyrightStatus: 'KNOWN_SOURCE' },
    });
    const forbidden = await h.execute('{ reviewQueue { total } }', { token: user });
    expect(expectError(forbidden, 'FORBIDDEN').message).toBe('没有权限执行此操作');

    const reasons = await h.execute<{ reviewReasons: string[] }>('{ reviewReasons }', {
      token: reviewer,
    });
    const reason = reasons.data?.reviewReasons[0] ?? '';
    const approve = await h.execute<{ approveMaterials: { ids: string[]; status: string } }>(
      'mutation ($ids: [ID!]!) { approveMaterials(ids: $ids) { ids status } }',
      { variables: { ids: [a.id] }, token: reviewer },
    );
    expect(approve.data?.approveMaterials).toEqual({ ids: [a.id], status: 'PASSED' });
    const reject = await h.execute(
      'mutation ($ids: [ID!]!, $reason: String!) { rejectMaterials(ids: $ids, reason: $reason) { status } }',
      { variables: { ids: [b.id], reason }, token: reviewer },
    );
    expect(reject.errors).toBeUndefined();
    const again = await h.execute(
      'mutation ($ids: [ID!]!) { approveMaterials(ids: $ids) { ids } }',
      { variables: { ids: [b.id] }, token: reviewer },
    );
    expect(expectError(again, 'CONFLICT').extensions.details).toEqual({ notPending: [b.id] });

    // Searchable at once.
    const search = await h.execute<{ searchMaterials: { items: { id: string }[] } }>(
      '{ searchMaterials(text: "灯塔") { items { id } } }',
    );
    expect(search.data?.searchMaterials.items.map((m) => m.id)).toEqual([a.id]);

    // The uploader's view.
    const mine = await h.execute<{
      myUploadCounts: { pending: number; passed: number; rejected: number };
      rejected: {
        total: number;
        items: { id: string; status: string; rejectionReason: string | null }[];
      };
    }>(
      `{ myUploadCounts { pending passed rejected }
         rejected: myUploads(status: REJECTED) { total items { id status rejectionReason createdAt } } }`,
      { token: user },
    );
    expect(mine.data?.myUploadCounts).toEqual({ pending: 0, passed: 1, rejected: 1 });
    expect(mine.data?.rejected.items).toEqual([
      {
        id: b.id,
        status: 'REJECTED',
        rejectionReason: reason,
        createdAt: expect.any(String) as string,
      },
    ]);
    const msgs = await h.execute<{
      unreadMessageCount: number;
      myMessages: {
        unread: number;
        items: { id: string; kind: string; content: string; materialId: string; isRead: boolean }[];
      };
    }>(
      '{ unreadMessageCount myMessages { total unread items { id kind title content materialId isRead createdAt } } }',
      {
        token: user,
      },
    );
    expect(msgs.data?.unreadMessageCount).toBe(2);
    expect(msgs.data?.myMessages.items[0]).toMatchObject({
      kind: 'REVIEW_REJECT',
      materialId: b.id,
      isRead: false,
    });
    expect(msgs.data?.myMessages.items[0]?.content).toContain(reason);
    // Another user sees none of it and cannot mark it read.
    const theirs = await h.execute<{ myMessages: { total: number } }>('{ myMessages { total } }', {
      token: other,
    });
    expect(theirs.data?.myMessages.total).toBe(0);
    const id = msgs.data?.myMessages.items[0]?.id ?? '';
    const steal = await h.execute<{ markMessagesRead: { ids: string[] } }>(
      'mutation ($ids: [ID!]) { markMessagesRead(ids: $ids) { ids unread } }',
      { variables: { ids: [id] }, token: other },
    );
    expect(steal.data?.markMessagesRead.ids).toEqual([]);
    const read = await h.execute<{ markMessagesRead: { ids: string[]; unread: number } }>(
      'mutation ($ids: [ID!]) { markMessagesRead(ids: $ids) { ids unread } }',
      { variables: { ids: [id] }, token: user },
    );
    expect(read.data?.markMessagesRead).toEqual({ ids: [id], unread: 1 });
    const theirUploads = await h.execute<{ myUploads: { total: number } }>(
      '{ myUploads { total } }',
      { token: other },
    );
    expect(theirUploads.data?.myUploads.total).toBe(0);

    // Fix and resubmit.
    const resubmit = await h.execute<{
      resubmitMaterial: { materialIds: string[]; status: string };
    }>(
      'mutation ($s: MaterialSubmissionInput!) { resubmitMaterial(submission: $s) { materialIds status } }',
      { variables: { s: submission(b.id, { tags: ['礁石', '海浪'] }) }, token: user },
    );
    expect(resubmit.data?.resubmitMaterial).toEqual({ materialIds: [b.id], status: 'PENDING' });
    const history = await h.execute<{
      reviewHistory: { action: string; actor: { name: string } }[];
    }>(
      'query ($id: ID!) { reviewHistory(materialId: $id) { action reason createdAt actor { name } } }',
      { variables: { id: b.id }, token: user },
    );
    expect(history.data?.reviewHistory.map((e) => `${e.action}:${e.actor.name}`)).toEqual([
      'SUBMIT:张伟',
      'REJECT:王芳',
      'RESUBMIT:张伟',
    ]);
    const log = await h.execute<{
      reviewLog: { total: number; items: { materialId: string; action: string }[] };
    }>(
      '{ reviewLog { total items { materialId materialTitle materialUrl action actor { id name } createdAt } } }',
      { token: reviewer },
    );
    expect(log.data?.reviewLog.items.map((e) => [e.materialId, e.action])).toEqual([
      [b.id, 'REJECT'],
      [a.id, 'PASS'],
    ]);
  });

  it('lets the api judge id arguments and answers with its message; refuses only what cannot be sent', async () => {
    const APPROVE = 'mutation ($ids: [ID!]!) { approveMaterials(ids: $ids) { ids } }';
    const READ = 'mutation ($ids: [ID!]) { markMessagesRead(ids: $ids) { ids } }';
    const HISTORY = 'query ($id: ID!) { reviewHistory(materialId: $id) { action } }';
    const message = async (query: string, variables: Record<string, unknown>, token: string) =>
      expectError(await h.execute(query, { variables, token }), 'BAD_USER_INPUT').message;
    // The api's own wording, its REST names turned into the arguments the client sent.
    expect(await message(APPROVE, { ids: ['1e3'] }, reviewer)).toBe('请求参数不正确：ids');
    expect(await message(READ, { ids: [] }, user)).toBe('请求参数不正确：ids');
    expect(await message(HISTORY, { id: '2147483648' }, user)).toBe('请求参数不正确：materialId');
    // An id holding the list's separator, or the wire's word for every message, never leaves the bff.
    const refusal = '参数不正确：ids 中有无法作为单个 id 发送的值';
    expect(await message(APPROVE, { ids: ['1,2'] }, reviewer)).toBe(refusal);
    expect(await message(READ, { ids: ['all'] }, user)).toBe(refusal);
  });
});
