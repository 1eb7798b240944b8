import { insertCopyCards } from '@adstudio/api/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../test/builders.js';
import { startHarness, type Harness } from '../test/harness.js';

let h: Harness;
let token: string;

const CARDS = `query ($kind: CopyKind, $keyword: String, $tagIds: [ID!], $lines: Int) {
  copyCards(kind: $kind, keyword: $keyword, tagIds: $tagIds, lines: $lines) {
    total page pageSize
    items { id kind mainTitle subtitleOne subtitleTwo other lines useCount isCollected tags { name } }
  }
}`;

interface CardsData {
  copyCards: {
    total: number;
    items: { id: string; kind: string; mainTitle: string; lines: number; isCollected: boolean }[];
  };
}

beforeAll(async () => {
  h = await startHarness();
  await insertCopyCards(h.api.db, 'original_copy', [
    { main_title: '早餐多一口', subtitle_one: '元气满一天', tags: ['行业/食品'] },
  ]);
  await insertCopyCards(h.api.db, 'classic_copy', [
    {
      main_title: '春眠不觉晓',
      subtitle_one: '处处闻啼鸟',
      other: '孟浩然·唐《春晓》',
      tags: ['季节/春'],
    },
  ]);
  token = await h.loginAs('zhangwei');
});
afterAll(() => h.close());

describe('copy queries', () => {
  it('searches cards by kind and keyword in one upstream call, and lists tag classes', async () => {
    h.calls.length = 0;
    const res = await h.execute<CardsData>(CARDS, {
      variables: { kind: 'CLASSIC', keyword: '春眠' },
    });
    expect(res.data?.copyCards).toMatchObject({
      total: 1,
      items: [{ kind: 'CLASSIC', mainTitle: '春眠不觉晓', lines: 2, isCollected: false }],
    });
    expect(h.calls.map((c) => c.path)).toEqual(['/client/copy/copyList']);
    const classes = await h.execute<{ copyTagClasses: { name: string }[] }>(
      `{ copyTagClasses(classId: "112") { name tags { id name } } }`,
    );
    expect(classes.data?.copyTagClasses.map((c) => c.name)).toEqual(['行业', '场景']);
    const blank = await h.execute(CARDS, { variables: { keyword: ' ' } });
    expect(expectError(blank, 'BAD_USER_INPUT').message).toBe('请输入关键字');
  });

  it('changes cards, finds related copy and suggests titles', async () => {
    const res = await h.execute<{
      changeCopyCard: { mainTitle: string } | null;
      correlativeCopy: { total: number };
      suggestedTitles: { mainTitle: string; subtitleOne: string }[];
    }>(`{
      changeCopyCard(lines: 2, tagIds: ["-1"]) { mainTitle }
      correlativeCopy(keyword: "早餐 春眠") { total }
      suggestedTitles(count: 3) { mainTitle subtitleOne }
    }`);
    expect(res.errors).toBeUndefined();
    expect(res.data?.changeCopyCard?.mainTitle).toMatch(/早餐多一口|春眠不觉晓/);
    expect(res.data?.correlativeCopy.total).toBe(2);
    expect(res.data?.suggestedTitles).toEqual([
      { mainTitle: '早餐多一口', subtitleOne: '元气满一天' },
    ]);
  });
});

describe('copy mutations', () => {
  it('collects, lists, counts a use and un-collects, returning the card each time', async () => {
    const found = await h.execute<CardsData>(CARDS, { variables: { keyword: '早餐' } });
    const id = found.data?.copyCards.items[0]?.id ?? '';
    const collected = await h.execute<{ collectCopyCard: { id: string; isCollected: boolean } }>(
      `mutation ($id: ID!) { collectCopyCard(id: $id) { id isCollected } }`,
      { variables: { id }, token },
    );
    expect(collected.data?.collectCopyCard).toEqual({ id, isCollected: true });
    const mine = await h.execute<{ collectedCopyCards: { total: number } }>(
      `{ collectedCopyCards { total items { id isCollected } } }`,
      { token },
    );
    expect(mine.data?.collectedCopyCards.total).toBe(1);
    const used = await h.execute<{ useCopyCard: { useCount: number } }>(
      `mutation ($id: ID!) { useCopyCard(id: $id) { id useCount } }`,
      { variables: { id }, token },
    );
    expect(used.data?.useCopyCard.useCount).toBe(1);
    const removed = await h.execute<{ uncollectCopyCard: { isCollected: boolean } }>(
      `mutation ($id: ID!) { uncollectCopyCard(id: $id) { id isCollected } }`,
      { variables: { id }, token },
    );
    expect(removed.data?.uncollectCopyCard.isCollected).toBe(false);
    const guest = await h.execute(`mutation { collectCopyCard(id: "1") { id } }`);
    expectError(guest, 'UNAUTHENTICATED');
  });
});
