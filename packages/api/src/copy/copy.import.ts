import type { Db } from '../db/db.js';
import { BELONG_TO, type BelongTo } from './copy.constants.js';
import { loadCopyTags } from './copy.repo.js';

/** A card of the demo files (demo/copy): tags as "class/tag", e.g. 行业/食品. */
export interface CopyCardInput {
  main_title: string;
  subtitle_one?: string;
  subtitle_two?: string;
  subtitle_three?: string;
  subtitle_four?: string;
  content?: string;
  brand?: string;
  other?: string;
  phone?: string;
  product?: string;
  tags?: string[];
}

const TEXT_FIELDS = [
  'main_title',
  'subtitle_one',
  'subtitle_two',
  'subtitle_three',
  'subtitle_four',
  'content',
  'brand',
  'other',
  'phone',
  'product',
] as const;
const BATCH = 200;

const linesOf = (c: CopyCardInput) =>
  [c.main_title, c.subtitle_one, c.subtitle_two].filter((l) => l?.trim()).length;

/**
 * Inserts cards of one kind with their tags in one transaction; a card already there (same kind
 * and lines) is skipped, so a re-run adds nothing. Unknown tags are an error, nothing is written.
 */
export async function insertCopyCards(db: Db, belongTo: BelongTo, cards: readonly CopyCardInput[]) {
  const tree = await loadCopyTags(db);
  const root = BELONG_TO[belongTo];
  const tagId = new Map<string, number>();
  for (const cls of tree.filter((t) => t.parent_id === root)) {
    for (const tag of tree.filter((t) => t.parent_id === cls.id)) {
      tagId.set(`${cls.name}/${tag.name}`, tag.id);
    }
  }
  for (const card of cards) {
    const unknown = card.tags?.find((t) => !tagId.has(t));
    if (unknown) throw new Error(`未知的文案标签 ${unknown}（${card.main_title}）`);
  }
  let added = 0;
  await db.tx(async (tx) => {
    for (let at = 0; at < cards.length; at += BATCH) {
      const batch = cards.slice(at, at + BATCH);
      const params: (string | number)[] = [];
      const rows = batch.map((card) => {
        const values = [belongTo, ...TEXT_FIELDS.map((f) => card[f] ?? ''), linesOf(card)];
        const refs = values.map((v) => {
          params.push(v);
          return `$${params.length}`;
        });
        return `(${refs.join(', ')})`;
      });
      const inserted = await tx.query<{ id: number; main_title: string; subtitle_one: string }>(
        `INSERT INTO copy_cards (belong_to, ${TEXT_FIELDS.join(', ')}, line) VALUES ${rows.join(', ')}
         ON CONFLICT (card_key) DO NOTHING RETURNING id, main_title, subtitle_one`,
        params,
      );
      added += inserted.length;
      const idOf = new Map(inserted.map((r) => [`${r.main_title}\u0000${r.subtitle_one}`, r.id]));
      const links = batch.flatMap((card) => {
        const id = idOf.get(`${card.main_title}\u0000${card.subtitle_one ?? ''}`);
        return id === undefined ? [] : (card.tags ?? []).map((t) => [id, tagId.get(t) ?? 0]);
      });
      if (links.length > 0) {
        await tx.query(
          `INSERT INTO copy_card_tags (card_id, tag_id)
           SELECT * FROM unnest($1::int[], $2::int[]) ON CONFLICT DO NOTHING`,
          [`{${links.map((l) => l[0]).join(',')}}`, `{${links.map((l) => l[1]).join(',')}}`],
        );
      }
    }
  });
  return added;
}
