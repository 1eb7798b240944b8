import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCopy } from '../seed/demo-copy.js';
import { getJson, type Body } from '../test/http.js';
import { loginAs, startTestApi, type TestApi } from '../test/index.js';
import { GENERAL_INDUSTRY } from '../wordcheck/wordcheck.types.js';
import type { CopyCardInput } from './copy.import.js';

// The copy cards the product ships (demo/copy), through the real routes and word checker.

interface Card {
  id: number;
  belong_to: string;
  main_title: string;
  subtitle_one: string;
  subtitle_two: string;
  other: string;
  content: string;
  line: number;
  same_poem?: number;
}
type Page = Body<{ list: Card[]; total: number }>;

const original = (
  JSON.parse(readFileSync(new URL('../../demo/copy/original.json', import.meta.url), 'utf8')) as {
    cards: CopyCardInput[];
  }
).cards;

let api: TestApi;
let token: string;
// Seeding 8,000 cards into a fresh PGlite takes a while on a busy machine; load shedding off, so
// the calls right after it are not refused while the event loop catches up.
beforeAll(async () => {
  api = await startTestApi({ listen: false, env: { MAX_EVENT_LOOP_DELAY_MS: '0' } });
  await seedDemoCopy(api.db);
  token = await loginAs(api.app, api.config, 'zhangwei');
}, 300_000);
afterAll(() => api.close());

const banned = async (text: string) =>
  (await api.app.deps.wordcheck.checkText(text, GENERAL_INDUSTRY, null)).hits
    .filter((h) => h.severity === '禁用')
    .map((h) => text.slice(h.start, h.end));

const list = async (query: Record<string, string>) =>
  (await getJson(api.app, '/client/copy/copyList', query, token)).json<Page>();

describe('original copy cards (原创文案)', () => {
  it('ships 500+ cards, every field free of 禁用 words', { timeout: 120_000 }, async () => {
    expect(original.length).toBeGreaterThanOrEqual(500);
    const found: string[] = [];
    for (const card of original) {
      // Field by field: joined, the end of one field and the start of the next read as a word.
      for (const field of [
        'main_title',
        'subtitle_one',
        'subtitle_two',
        'content',
        'other',
      ] as const) {
        const text = card[field];
        if (text) found.push(...(await banned(text)).map((word) => `${text}: ${word}`));
      }
    }
    expect(found).toEqual([]);
  });

  it(
    '换一组文案 draws original cards of the line count asked, never poetry (50 tries each)',
    {
      timeout: 120_000,
    },
    async () => {
      const poems = new Set(
        (
          await api.db.query<{ main_title: string }>(
            "SELECT main_title FROM copy_cards WHERE belong_to = 'classic_copy'",
          )
        ).map((r) => r.main_title),
      );
      for (const num of [1, 2, 3]) {
        const seen = new Set<number>();
        for (let i = 0; i < 50; i += 1) {
          const res = await getJson(
            api.app,
            '/client/copy/changeCopyCard',
            { num: String(num) },
            token,
          );
          const [card] = res.json<Body<Card[]>>().data;
          expect(card).toMatchObject({ belong_to: 'original_copy', line: num });
          if (!card) continue;
          expect(poems.has(card.main_title)).toBe(false);
          const lines = [card.main_title, card.subtitle_one, card.subtitle_two].filter(Boolean);
          expect(lines).toHaveLength(num);
          for (const line of lines) expect(await banned(line)).toEqual([]);
          seen.add(card.id);
        }
        // Drawn from many cards, not the same few.
        expect(seen.size).toBeGreaterThan(30);
      }
    },
  );
});

describe('classic copy (经典文案) grouped by poem', () => {
  for (const keyword of ['明月', '春']) {
    it(`shows each poem once on the first page for ${keyword}, with 同诗 N 句 to expand`, async () => {
      const page = await list({ belong_to: 'classic_copy', key_word: keyword, pageSize: '20' });
      const cards = page.data.list;
      expect(cards).toHaveLength(20);
      const poems = cards.map((c) => c.content);
      expect(new Set(poems).size).toBe(poems.length);
      // The card shown holds the keyword in its own lines when any card of the poem does.
      const shown = cards[0] as Card;
      expect([shown.main_title, shown.subtitle_one, shown.subtitle_two].join('')).toContain(
        keyword,
      );
      const grouped = cards.find((c) => (c.same_poem ?? 1) > 1) as Card;
      expect(grouped).toBeDefined();
      const poem = await list({ poem: String(grouped.id), key_word: keyword, pageSize: '100' });
      expect(poem.data.total).toBe(grouped.same_poem);
      expect(poem.data.list.every((c) => c.content === grouped.content)).toBe(true);
      expect(poem.data.list.map((c) => c.id)).toContain(grouped.id);
    });
  }

  it('counts poems, not cards, and keeps original cards apart', async () => {
    const cards = await api.db.query<{ n: number; poems: number }>(
      `SELECT count(*)::int AS n, count(DISTINCT content)::int AS poems FROM copy_cards
        WHERE belong_to = 'classic_copy' AND strpos(search_text, '明月') > 0`,
    );
    const page = await list({ belong_to: 'classic_copy', key_word: '明月' });
    expect(page.data.total).toBe(cards[0]?.poems);
    expect(page.data.total).toBeLessThan(cards[0]?.n ?? 0);
    const originals = await list({ belong_to: 'original_copy', pageSize: '100' });
    expect(originals.data.list.every((c) => c.same_poem === 1)).toBe(true);
    expect(originals.data.total).toBe(original.length);
  });
});
