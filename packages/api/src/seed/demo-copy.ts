import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { insertCopyCards, type CopyCardInput } from '../copy/copy.import.js';
import type { Db } from '../db/db.js';

// Built by demo/copy/build-classic.mjs (chinese-poetry, MIT) and written for the product
// (demo/copy/original.json); sources in demo/copy/SOURCES.md.
const CLASSIC = new URL('../../demo/copy/classic.json.gz', import.meta.url);
const ORIGINAL = new URL('../../demo/copy/original.json', import.meta.url);

/** Loads the demo copy cards once (an empty table only). Returns how many were added. */
export async function seedDemoCopy(db: Db): Promise<number> {
  const [any] = await db.query('SELECT 1 FROM copy_cards LIMIT 1');
  if (any) return 0;
  const read = (json: string) => (JSON.parse(json) as { cards: CopyCardInput[] }).cards;
  const classic = read(gunzipSync(readFileSync(CLASSIC)).toString('utf8'));
  const original = read(readFileSync(ORIGINAL, 'utf8'));
  return (
    (await insertCopyCards(db, 'original_copy', original)) +
    (await insertCopyCards(db, 'classic_copy', classic))
  );
}
