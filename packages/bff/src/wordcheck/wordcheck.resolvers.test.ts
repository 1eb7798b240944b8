import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../test/builders.js';
import { startHarness, type Harness } from '../test/harness.js';

let h: Harness;
let adminToken: string;
let userToken: string;

const CHECK = `query ($content: String!, $industry: String) {
  checkWords(content: $content, industry: $industry) {
    total truncated whitelisted verdict
    summary { banned sensitive suspect }
    hits { entryId word matched start end category severity legalBasis suggestions notes industry
      normalisations { key label } nested { word start end nested { word } } }
    contacts { kind matched start end }
  }
}`;

interface CheckData {
  checkWords: {
    total: number;
    verdict: string;
    summary: { banned: number };
    hits: {
      word: string;
      matched: string;
      start: number;
      end: number;
      legalBasis: string;
      industry: string;
      suggestions: string[];
      notes: string[];
      normalisations: { key: string }[];
      nested: { word: string; start: number; end: number; nested: unknown[] }[];
    }[];
    contacts: { kind: string }[];
  };
}

// An admin edit answers first and compiles the lexicon just after, holding the api's event loop
// for a moment: seconds on a loaded machine, past the harness's 2 s upstream timeout. The check
// that follows waits for the compiled change in any case; waiting for it here first keeps that
// race with the clock out of what the test asserts.
const compiled = () => h.api.app.deps.wordcheck.current();

beforeAll(async () => {
  h = await startHarness();
  // The first check loads the shipped lexicon into the fresh database: do it before timing matters.
  await h.api.app.inject({
    method: 'POST',
    url: '/api/v1/client/sensitiveWord',
    payload: 'content=warm',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  adminToken = await h.loginAs('admin');
  userToken = await h.loginAs('zhangwei');
}, 120_000);
afterAll(() => h.close());

describe('Query.checkWords', () => {
  it('nests shorter words in the longest and keeps notes apart from replacements', async () => {
    const res = await h.execute<CheckData>(CHECK, {
      variables: { content: '国家级工厂，全网最低价', industry: '' },
    });
    const { hits, total } = res.data!.checkWords;
    expect(total).toBe(2);
    expect(hits.map((x) => x.word)).toEqual(['国家级', '全网最低价']);
    expect(hits[0]).toMatchObject({
      suggestions: ['国家认证', '知名'],
      notes: ['国家认证：需有证明'],
    });
    expect(hits[1]?.nested).toEqual([
      { word: '全网最低', start: 6, end: 10, nested: [] },
      { word: '最低价', start: 8, end: 11, nested: [] },
      { word: '最低', start: 8, end: 10, nested: [] },
    ]);
  });

  it('returns every hit in camelCase with its span, law and normalisation', async () => {
    const content = '國家級品质，最*佳选择，电话 13812345678';
    const res = await h.execute<CheckData>(CHECK, { variables: { content } });
    const result = res.data!.checkWords;
    expect(result.verdict).toBe('reject');
    expect(result.summary.banned).toBeGreaterThanOrEqual(2);
    const national = result.hits.find((x) => x.word === '国家级')!;
    expect(national).toMatchObject({
      matched: '國家級',
      start: 0,
      end: 3,
      legalBasis: '《广告法》第九条第三项',
      industry: '通用',
      normalisations: [{ key: 'traditional' }],
    });
    for (const hit of result.hits) expect(content.slice(hit.start, hit.end)).toBe(hit.matched);
    expect(result.contacts.map((c) => c.kind)).toEqual(['phone']);
  });

  it('answers an unknown industry with BAD_USER_INPUT', async () => {
    const res = await h.execute<CheckData>(CHECK, {
      variables: { content: '最佳', industry: '火星' },
    });
    expectError(res, 'BAD_USER_INPUT');
  });
});

describe('Query.checkUrls', () => {
  it('refuses private addresses and blocks listed domains', async () => {
    const res = await h.execute<{
      checkUrls: { link: string; status: string; blockedBy: string | null }[];
    }>(`query ($links: [String!]!) { checkUrls(links: $links) { link status blockedBy reason } }`, {
      variables: {
        links: [
          'http://127.0.0.1:1/',
          'http://169.254.169.254/',
          'http://100.100.100.200/',
          'shop.0000-qq.cn',
        ],
      },
      // sensitiveUrl makes the server fetch pages, so it needs a login.
      token: userToken,
    });
    expect(res.data!.checkUrls.map((r) => r.status)).toEqual([
      'refused',
      'refused',
      'refused',
      'blocked',
    ]);
    expect(res.data!.checkUrls[3]!.blockedBy).toBe('0000-qq.cn');
  });
});

describe('admin lexicon', () => {
  const ADD = `mutation ($input: LexiconEntryInput!) {
    addLexiconEntry(input: $input) { id word severity suggestions industries homophone enabled }
  }`;

  it('adds a word that the next check finds, for admins only', async () => {
    const input = {
      word: '银河第一甜',
      category: '绝对化用语',
      severity: '禁用',
      legalBasis: '《广告法》第九条第三项',
      suggestions: ['很甜'],
      industries: ['食品'],
    };
    expectError(await h.execute(ADD, { variables: { input }, token: userToken }), 'FORBIDDEN');
    expectError(await h.execute(ADD, { variables: { input } }), 'UNAUTHENTICATED');
    const added = await h.execute<{ addLexiconEntry: { id: string; industries: string[] } }>(ADD, {
      variables: { input },
      token: adminToken,
    });
    expect(added.data!.addLexiconEntry).toMatchObject({ industries: ['食品'] });
    await compiled();
    const found = await h.execute<CheckData>(CHECK, {
      variables: { content: '这是银河第一甜的蛋糕', industry: '食品' },
    });
    expect(found.data!.checkWords.hits.map((x) => x.word)).toContain('银河第一甜');
    expectError(await h.execute(ADD, { variables: { input }, token: adminToken }), 'CONFLICT');

    const entries = await h.execute<{
      lexiconEntries: { total: number; items: { word: string }[] };
    }>(`query { lexiconEntries(keyword: "银河", pageSize: 5) { total items { word } } }`, {
      token: adminToken,
    });
    expect(entries.data!.lexiconEntries.items[0]?.word).toBe('银河第一甜');
  });

  it('lists the vocabulary entries and checks accept, for anyone', async () => {
    const res = await h.execute<{
      wordCheckVocabulary: { severities: string[]; categories: string[]; industries: string[] };
    }>('{ wordCheckVocabulary { severities categories industries } }');
    expect(res.data!.wordCheckVocabulary.severities).toEqual(['禁用', '敏感', '疑似']);
    expect(res.data!.wordCheckVocabulary.categories).toContain('绝对化用语');
    expect(res.data!.wordCheckVocabulary.industries[0]).toBe('通用');
  });

  it('whitelists a phrase and removes it again', async () => {
    const added = await h.execute<{ addWhitelistEntry: { id: string; createdBy: string } }>(
      `mutation ($input: WhitelistEntryInput!) { addWhitelistEntry(input: $input) { id phrase team createdBy until } }`,
      { variables: { input: { phrase: '最佳拍档', note: '影片名' } }, token: adminToken },
    );
    const id = added.data!.addWhitelistEntry.id;
    await compiled();
    const clean = await h.execute<CheckData>(CHECK, { variables: { content: '最佳拍档' } });
    expect(clean.data!.checkWords.total).toBe(0);
    const removed = await h.execute<{ removeWhitelistEntry: { version: number } }>(
      `mutation ($id: ID!) { removeWhitelistEntry(id: $id) { version entries builtMs } }`,
      { variables: { id }, token: adminToken },
    );
    expect(removed.data!.removeWhitelistEntry.version).toBeGreaterThan(0);
    await compiled();
    const again = await h.execute<CheckData>(CHECK, { variables: { content: '最佳拍档' } });
    expect(again.data!.checkWords.total).toBeGreaterThan(0);
  });
});
