import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFailure, getJson, postForm, type Body } from '../test/http.js';
import { loginAs, startTestApi, type TestApi } from '../test/index.js';

interface Hit {
  word: string;
  matched: string;
  start: number;
  end: number;
  severity: string;
  category: string;
  legal_basis: string;
  suggestions: string[];
  notes: string[];
  normalisations: { key: string; label: string }[];
  industry: string;
  nested?: Hit[];
}
interface CheckData {
  hits: Hit[];
  total: number;
  truncated: boolean;
  whitelisted: number;
  contacts: { kind: string; matched: string }[];
  summary: Record<string, number>;
  verdict: string;
}
interface LinkData {
  list: { link: string; status: string; blocked_by: string | null; reason: string | null }[];
}

let api: TestApi;
let app: FastifyInstance;
let adminToken: string;
let userToken: string;
let trap: Server;
let trapHits = 0;
let trapPort = 0;

beforeAll(async () => {
  api = await startTestApi({ listen: false });
  ({ app } = api);
  adminToken = await loginAs(app, api.config, 'admin');
  userToken = await loginAs(app, api.config, 'zhangwei');
  // As server.ts does after listening: the first check then times the check, not the compile.
  await app.deps.wordcheck.rebuild();
  // A server on loopback that must never be reached by the URL check.
  trap = createServer((_req, res) => {
    trapHits += 1;
    res.end('最佳');
  });
  await new Promise<void>((resolve) => trap.listen(0, '127.0.0.1', resolve));
  trapPort = (trap.address() as AddressInfo).port;
}, 120_000);
afterAll(async () => {
  trap.close();
  await api.close();
});

const check = (fields: Record<string, string>, token?: string) =>
  postForm(app, '/client/sensitiveWord', fields, token);

describe('GET /client/wordcheck/vocabulary', () => {
  it('lists the severities, categories and industries entries and checks accept', async () => {
    const res = await getJson(app, '/client/wordcheck/vocabulary');
    const { data } =
      res.json<Body<{ severities: string[]; categories: string[]; industries: string[] }>>();
    expect(data.severities).toEqual(['禁用', '敏感', '疑似']);
    expect(data.categories).toContain('绝对化用语');
    expect(data.industries[0]).toBe('通用');
  });
});

describe('POST /client/sensitiveWord', () => {
  it('reports every hit with position, category, severity, law, suggestions and normalisation', async () => {
    const content = '本品國家級品质，全网最低价！最*佳选择，详询 13812345678';
    const res = await check({ content });
    const body = res.json<Body<CheckData>>();
    expect(body.code).toBe(200);
    const words = body.data.hits.map((h) => h.word);
    expect(words).toEqual(['国家级', '全网最低价', '最佳']);
    expect(body.data.hits[1]?.nested?.map((h) => h.word)).toEqual(['全网最低', '最低价', '最低']);
    expect(body.data.total).toBe(3);
    const national = body.data.hits.find((h) => h.word === '国家级')!;
    expect(national).toMatchObject({
      matched: '國家級',
      start: 2,
      end: 5,
      severity: '禁用',
      category: '绝对化用语',
      legal_basis: '《广告法》第九条第三项',
      industry: '通用',
      normalisations: [{ key: 'traditional', label: '繁体转简体' }],
    });
    expect(national.suggestions.length).toBeGreaterThan(0);
    for (const h of body.data.hits) expect(content.slice(h.start, h.end)).toBe(h.matched);
    expect(body.data.contacts).toEqual([
      expect.objectContaining({ kind: 'phone', matched: '13812345678' }),
    ]);
    expect(body.data.verdict).toBe('reject');
  });

  it('applies industry words only for that industry', async () => {
    const general = (await check({ content: '药妆级护肤' })).json<Body<CheckData>>().data;
    expect(general.hits.map((h) => h.word)).not.toContain('药妆');
    const cosmetics = (await check({ content: '药妆级护肤', industry: '化妆品' })).json<
      Body<CheckData>
    >().data;
    expect(cosmetics.hits.find((h) => h.word === '药妆')).toMatchObject({ industry: '化妆品' });
  });

  it('takes an empty industry (nothing chosen) as 通用 and 保健食品 as 保健品', async () => {
    const none = await check({ content: '保障健康，最佳之选', industry: '' });
    expect(none.statusCode).toBe(200);
    const general = none.json<Body<CheckData & { industry: string }>>().data;
    expect(general.industry).toBe('通用');
    expect(general.hits.map((h) => h.word)).toEqual(['最佳']);
    const health = (await check({ content: '保障健康，最佳之选', industry: '保健食品' })).json<
      Body<CheckData & { industry: string }>
    >().data;
    expect(health.industry).toBe('保健品');
    expect(health.hits.find((h) => h.word === '保障健康')).toMatchObject({ industry: '保健品' });
  });

  it('gives replacements a user can publish and the notes apart', async () => {
    const data = (await check({ content: '国家级品质' })).json<Body<CheckData>>().data;
    expect(data.hits[0]).toMatchObject({
      word: '国家级',
      suggestions: ['国家认证', '知名'],
      notes: ['国家认证：需有证明'],
    });
  });

  it('passes clean copy', async () => {
    const data = (await check({ content: '夏季连衣裙，纯棉材质，多色可选' })).json<
      Body<CheckData>
    >().data;
    expect(data).toMatchObject({ hits: [], total: 0, verdict: 'pass' });
  });

  it('answers 1 MB of one banned word with a capped list and the full count', async () => {
    // Guests are capped far below this (WORDCHECK_GUEST_MAX_CHARS); users may check 1,000,000.
    const res = await check({ content: '最佳'.repeat(500_000) }, userToken);
    const data = res.json<Body<CheckData>>().data;
    expect(data.total).toBe(500_000);
    expect(data.truncated).toBe(true);
    expect(data.hits.length).toBeLessThanOrEqual(2000);
  });

  it('survives unpaired surrogates, zero-width and control characters', async () => {
    const content = '\ud800最\u200b佳\u0001第\ufeff一\udfff';
    const data = (await check({ content })).json<Body<CheckData>>().data;
    expect(data.hits.map((h) => h.word)).toEqual(['最佳', '第一']);
  });

  it.each([
    [{ content: '   ' }, 400, '请输入要检测的内容'],
    [{}, 400, '请求参数不正确：content'],
    [{ content: '最佳', industry: '火星' }, 400, '请求参数不正确：industry'],
  ])('rejects %j', async (fields, code, message) => {
    expectFailure(await check(fields), code, message);
  });

  it('rejects more than 1,000,000 characters', async () => {
    const res = await check({ content: 'a'.repeat(1_000_001) });
    expect(res.json<Body>().code).toBe(400);
  });

  it('answers a bad token with 401', async () => {
    expectFailure(await check({ content: '最佳' }, 'x'.repeat(40)), 401, '请先登录！');
  });
});

describe('POST /client/sensitiveUrl', () => {
  // The server fetches outside pages for the caller: logged-in users only.
  const links = (value: string) =>
    postForm(app, '/client/sensitiveUrl', { links: value }, userToken);

  it('needs a login', async () => {
    const res = await postForm(app, '/client/sensitiveUrl', { links: 'http://a.cn' });
    expectFailure(res, 401, '请先登录！');
  });

  it('refuses loopback, private, link-local, metadata and CGNAT addresses without a request', async () => {
    const hostile = [
      `http://127.0.0.1:${trapPort}/`,
      `http://localhost:${trapPort}/`,
      'http://169.254.169.254/latest/meta-data/',
      'http://100.100.100.200/latest/meta-data/',
      'http://10.0.0.1/',
      'http://172.16.5.4/',
      'http://192.168.1.1/',
      `http://[::1]:${trapPort}/`,
      `http://[::ffff:127.0.0.1]:${trapPort}/`,
      'http://[fd00::1]/',
      `http://2130706433:${trapPort}/`,
      `http://0x7f.1:${trapPort}/`,
    ];
    const started = performance.now();
    const data = (await links(hostile.join('\n'))).json<Body<LinkData>>().data;
    expect(data.list.map((r) => r.status)).toEqual(hostile.map(() => 'refused'));
    expect(trapHits).toBe(0);
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it('blocks listed domains and their subdomains, and flags words in the link', async () => {
    const data = (await links('http://shop.0000-qq.cn/a,ftp://example.com')).json<Body<LinkData>>()
      .data;
    expect(data.list[0]).toMatchObject({ status: 'blocked', blocked_by: '0000-qq.cn' });
    expect(data.list[1]).toMatchObject({ status: 'invalid' });
  });

  it.each([
    [{ links: ' ' }, 400, '请输入要检测的链接'],
    [
      { links: Array.from({ length: 21 }, (_, i) => `http://a${i}.cn`).join(' ') },
      400,
      '一次最多检测20个链接',
    ],
  ])('rejects %j', async (fields, code, message) => {
    expectFailure(await postForm(app, '/client/sensitiveUrl', fields, userToken), code, message);
  });
});

describe('admin lexicon and whitelist', () => {
  it('lets only admins in', async () => {
    expectFailure(await getJson(app, '/admin/wordcheck/entries'), 401, '请先登录！');
    expectFailure(
      await getJson(app, '/admin/wordcheck/entries', {}, userToken),
      403,
      '没有权限执行此操作',
    );
  });

  it('lists the seeded lexicon of more than 20,000 entries', async () => {
    const res = await getJson(app, '/admin/wordcheck/entries', { keyword: '最佳' }, adminToken);
    const data = res.json<Body<{ list: { word: string }[]; total: number }>>().data;
    expect(data.list.map((e) => e.word)).toContain('最佳');
    const all = (await getJson(app, '/admin/wordcheck/entries', {}, adminToken)).json<
      Body<{ total: number }>
    >().data;
    expect(all.total).toBeGreaterThan(20_000);
  });

  it('adds a word that applies at once (hot reload), edits and disables it', async () => {
    const before = (await check({ content: '这款奶茶是宇宙无敌' })).json<Body<CheckData>>().data;
    expect(before.hits.map((h) => h.word)).not.toContain('宇宙无敌');
    const created = await postForm(
      app,
      '/admin/wordcheck/entries',
      {
        word: '宇宙无敌',
        category: '绝对化用语',
        severity: '禁用',
        legal_basis: '《广告法》第九条第三项',
        suggestions: '出色、好喝',
        industries: '通用',
        homophone: '1',
      },
      adminToken,
    );
    const entry = created.json<Body<{ id: number; suggestions: string[] }>>().data;
    expect(entry.suggestions).toEqual(['出色', '好喝']);
    const noted = await postForm(
      app,
      '/admin/wordcheck/entries',
      {
        word: '银河第一',
        category: '绝对化用语',
        severity: '禁用',
        suggestions: '行业知名（需有依据）、已获××认证、出色',
        industries: '保健食品',
      },
      adminToken,
    );
    expect(
      noted.json<Body<{ suggestions: string[]; notes: string[]; industries: string[] }>>().data,
    ).toMatchObject({
      suggestions: ['行业知名', '出色'],
      notes: ['行业知名：需有依据', '已获××认证（填写实际内容）'],
      industries: ['保健品'],
    });
    const after = (await check({ content: '这款奶茶是宇宙無敵' })).json<Body<CheckData>>().data;
    expect(after.hits.find((h) => h.word === '宇宙无敌')).toMatchObject({
      severity: '禁用',
      suggestions: ['出色', '好喝'],
    });

    expectFailure(
      await postForm(
        app,
        '/admin/wordcheck/entries',
        {
          word: '宇宙无敌',
          category: '绝对化用语',
          severity: '禁用',
          suggestions: '',
          industries: '',
        },
        adminToken,
      ),
      409,
      '该词已在词库中',
    );

    await postForm(
      app,
      '/admin/wordcheck/entries/update',
      {
        id: `${entry.id}`,
        word: '宇宙无敌',
        category: '绝对化用语',
        severity: '疑似',
        suggestions: '',
        industries: '食品',
        enabled: '0',
      },
      adminToken,
    );
    const disabled = (await check({ content: '宇宙无敌', industry: '食品' })).json<
      Body<CheckData>
    >().data;
    expect(disabled.hits.map((h) => h.word)).not.toContain('宇宙无敌');
  });

  it('whitelists a phrase for one team with a note and an end date', async () => {
    const res = await postForm(
      app,
      '/admin/wordcheck/whitelist',
      { phrase: '国家级非物质文化遗产', team: '市场部', note: '有认定文件', until: '2099-12-31' },
      adminToken,
    );
    const item = res.json<Body<{ id: number; team: string; created_by: string }>>().data;
    expect(item).toMatchObject({ team: '市场部' });
    const guest = (await check({ content: '国家级非物质文化遗产' })).json<Body<CheckData>>().data;
    expect(guest.hits.map((h) => h.word)).toContain('国家级');
    const list = (await getJson(app, '/admin/wordcheck/whitelist', {}, adminToken)).json<
      Body<{ list: { phrase: string }[] }>
    >().data;
    expect(list.list.map((w) => w.phrase)).toContain('国家级非物质文化遗产');
    const removed = await postForm(
      app,
      '/admin/wordcheck/whitelist/delete',
      { id: `${item.id}` },
      adminToken,
    );
    expect(removed.json<Body>().code).toBe(200);
    expectFailure(
      await postForm(app, '/admin/wordcheck/whitelist/delete', { id: `${item.id}` }, adminToken),
      404,
      '白名单条目不存在',
    );
  });

  it('suppresses hits inside a global whitelist phrase', async () => {
    const data = (await check({ content: '第一次参加活动' })).json<Body<CheckData>>().data;
    expect(data.hits).toEqual([]);
    expect(data.whitelisted).toBeGreaterThan(0);
  });

  it('refuses a seventh reload within a minute with 429, so rebuilds cannot hold the loop for everyone', async () => {
    // All seven arrive at once: sent one after another, six rebuilds on a loaded machine could
    // outlast the minute and let the seventh through. Reloads at once share one rebuild.
    const answers = await Promise.all(
      Array.from({ length: 7 }, () => postForm(app, '/admin/wordcheck/reload', {}, adminToken)),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(6);
    const refused = answers.filter((r) => r.statusCode === 429);
    expect(refused).toHaveLength(1);
    expect(refused[0]!.json<Body>().message).toMatch(/^请求过于频繁，请\d+秒后再试$/);
    // A full lexicon rebuild: seconds on a loaded CI machine.
  }, 180_000);
});
