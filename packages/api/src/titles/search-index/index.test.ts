import { describe, expect, it } from 'vitest';
import { fold } from '../../search/fold.js';
import { seededRandom } from '../../shared/seeded-random.js';
import { compareRank, TitleIndex, type IndexedTitle } from './index.js';

const title = (id: number, reading: number, content: string, tagIds = [266]): IndexedTitle => ({
  id,
  reading,
  text: fold(content),
  tagIds,
  group: tagIds[0] ?? 0,
});

const query = (terms: string[], tagIds = [266], page = 1, pageSize = 20) => ({
  terms,
  tagIds,
  page,
  pageSize,
});

describe('TitleIndex', () => {
  const build = () =>
    TitleIndex.build([
      title(1, 10, '北京的春天'),
      title(2, 30, '北京烤鸭攻略'),
      title(3, 30, '上海的春天'),
      title(4, 0, '北京北京', [267, 351]),
      title(5, 5, '𠮷野家 iPhone 评测'),
    ]);

  it('answers in page order (reading desc, id desc) with the exact total', () => {
    const index = build();
    expect(index.query(query([]))).toEqual({ ids: [3, 2, 1, 5], total: 4 });
    expect(index.query(query(['北京']))).toEqual({ ids: [2, 1], total: 2 });
    expect(index.query(query(['春', '的']))).toEqual({ ids: [3, 1], total: 2 });
    expect(index.query(query([], [266], 2, 3))).toEqual({ ids: [5], total: 4 });
    expect(index.query(query([], [266], 3, 3))).toEqual({ ids: [], total: 4 });
  });

  it('needs every tag and every term, rechecking the order of longer terms', () => {
    const index = build();
    expect(index.query(query(['北京'], [267, 351]))).toEqual({ ids: [4], total: 1 });
    expect(index.query(query(['北京'], [267, 352]))).toEqual({ ids: [], total: 0 });
    // 京北 is a pair of 北京北京; 京的春 has the pairs 京的 and 的春 of 北京的春天.
    expect(index.query(query(['京北京'], [267]))).toEqual({ ids: [4], total: 1 });
    expect(index.query(query(['北京春天']))).toEqual({ ids: [], total: 0 });
    expect(index.query(query(['𠮷', 'iphone']))).toEqual({ ids: [5], total: 1 });
  });

  it('merges titles changed after the build into the page order and forgets deleted ones', () => {
    const index = build();
    index.upsert(title(6, 20, '北京新开的店'));
    index.upsert(title(1, 40, '北京的春天来了'));
    index.remove(2);
    expect(index.query(query(['北京']))).toEqual({ ids: [1, 6], total: 2 });
    expect(index.query(query([]))).toEqual({ ids: [1, 3, 6, 5], total: 4 });
    expect(index.query(query([], [266], 2, 2))).toEqual({ ids: [6, 5], total: 4 });
    expect(index.churn).toBe(4);
    expect(index.size).toBe(5);
  });
});

describe('TitleIndex against a plain filter', () => {
  // The same library on every run.
  const rnd = seededRandom(20261124);
  const int = (n: number) => Math.floor(rnd() * n);
  const CHARS = Array.from('北京上海春天的了𠮷ab');
  const random = (id: number): IndexedTitle => {
    const group = rnd() < 0.5 ? 266 : 267;
    const content = Array.from({ length: 1 + int(8) }, () => CHARS[int(CHARS.length)]).join('');
    return title(id, int(4) * 10, content, rnd() < 0.5 ? [group] : [group, group + 35]);
  };

  it('answers every query like a filter and sort over the live titles, after changes too', () => {
    const live = new Map<number, IndexedTitle>();
    for (let id = 1; id <= 300; id += 1) live.set(id, random(id));
    const index = TitleIndex.build([...live.values()]);
    for (let step = 0; step < 200; step += 1) {
      if (step % 3 === 0) {
        const id = 1 + int(320);
        if (rnd() < 0.3) {
          live.delete(id);
          index.remove(id);
        } else {
          const t = random(id);
          live.set(id, t);
          index.upsert(t);
        }
      }
      const terms = [
        ...new Set(
          Array.from({ length: int(3) }, () => {
            const from = int(CHARS.length);
            return CHARS.slice(from, from + 1 + int(3)).join('');
          }),
        ),
      ];
      const tagIds = [[], [266], [267], [267, 302], [266, 301]][int(5)] ?? [];
      const q = query(terms, tagIds, 1 + int(3), 1 + int(30));
      const expected = [...live.values()]
        .filter((t) => terms.every((term) => t.text.includes(term)))
        .filter((t) => tagIds.every((tag) => t.tagIds.includes(tag)))
        .sort(compareRank);
      const offset = (q.page - 1) * q.pageSize;
      expect(index.query(q)).toEqual({
        ids: expected.slice(offset, offset + q.pageSize).map((t) => t.id),
        total: expected.length,
      });
    }
  });
});
