import { fileURLToPath } from 'node:url';
import type { Db } from '../db/db.js';
import { importTitleFile } from '../titles/titles.import.js';
import { progressLine } from './seed.progress.js';

// Built by packages/api/demo/titles/build-titles.mjs (sources and licences in CREDITS.md there).
export const DEMO_TITLES = fileURLToPath(
  new URL('../../demo/titles/titles.jsonl.gz', import.meta.url),
);

/**
 * Loads the demo headlines once: an empty library is filled, one holding titles is left alone
 * (the import is idempotent anyway, but re-checking 100,000 titles at every start is slow).
 * Returns how many were added.
 */
export async function seedDemoTitles(
  db: Db,
  file = DEMO_TITLES,
  log: (line: string) => void = console.log,
): Promise<number> {
  const [any] = await db.query('SELECT 1 FROM titles LIMIT 1');
  if (any) return 0;
  log('正在读取演示标题 …');
  const { added } = await importTitleFile(db, file, {
    onProgress: (done, total) => {
      log(progressLine('标题', done, total));
    },
  });
  return added;
}
