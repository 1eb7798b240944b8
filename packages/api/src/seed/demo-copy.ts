import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { insertCopyCards, type CopyCardInput } from '../copy/copy.import.js';
import type { Db } from '../db/db.js';

// Built by demo/copy/build-classic.mjs (chinese-poetry, MIT) and demo/copy/build-original.mjs
// (written for the product); sources in demo/copy/SOURCES.md.
const CLASSIC = new URL('../../demo/copy/classic.json.gz', import.meta.url);
const ORIGINAL = new URL('../../demo/copy/original.json', import.meta.url);

const read = (json: string) => (JSON.parse(json) as { cards: CopyCardInput[] }).cards;

/**
 * Loads the demo copy cards: the classics into a library without any, the original cards
 * whenever the library holds fewer than ship (a library seeded before the 500 original cards
 * gets the new ones; the import skips cards already there). Returns how many were added.
 */
export async function seedDemoCopy(db: Db): Promise<number> {
  const counts = await db.query<{ belong_to: string; n: number }>(
    'SELECT belong_to, count(*)::int AS n FROM copy_cards GROUP BY belong_to',
  );
  const have = (kind: string) => counts.find((c) => c.belong_to === kind)?.n ?? 0;
  let added = 0;
  const original = read(readFileSync(ORIGINAL, 'utf8'));
  if (have('original_copy') < original.length) {
    added += await insertCopyCards(db, 'original_copy', original);
  }
  if (have('classic_copy') === 0) {
    added += await insertCopyCards(
      db,
      'classic_copy',
      read(gunzipSync(readFileSync(CLASSIC)).toString('utf8')),
    );
  }
  return added;
}
