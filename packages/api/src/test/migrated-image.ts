import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pgliteDb } from '../db/db.js';
import { migrate, MIGRATIONS_DIR } from '../db/migrate.js';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..');
/** Where test runs keep what they build once (inside node_modules: never committed). */
export const TEST_CACHE_DIR =
  process.env.ADSTUDIO_CACHE_DIR ?? join(ROOT, 'node_modules', '.cache', 'adstudio');

// The migrations and the PGlite build (its data folder format) decide the image.
function imageKey(): string {
  const manifest = join(
    ROOT,
    'packages',
    'api',
    'node_modules',
    '@electric-sql',
    'pglite',
    'package.json',
  );
  const pglite = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string };
  const hash = createHash('sha256').update(pglite.version);
  for (const name of readdirSync(MIGRATIONS_DIR).sort()) {
    hash.update(name).update(readFileSync(join(MIGRATIONS_DIR, name)));
  }
  return hash.digest('hex').slice(0, 16);
}

async function buildImage(): Promise<Blob> {
  const pglite = await PGlite.create();
  await migrate(pgliteDb(pglite));
  const dump = await pglite.dumpDataDir('none');
  await pglite.close();
  return dump;
}

let image: Promise<Blob> | undefined;

/**
 * A dump of an in-memory PGlite with every migration applied, made once per set of migrations and
 * kept as a file: a test database started from it skips initdb and the migrations (seconds each on
 * a loaded 2-core machine, paid by every test file before).
 */
export function migratedImage(): Promise<Blob> {
  image ??= (async () => {
    const file = join(TEST_CACHE_DIR, `migrated-${imageKey()}.tar`);
    if (existsSync(file)) return new Blob([readFileSync(file)]);
    const dump = await buildImage();
    mkdirSync(TEST_CACHE_DIR, { recursive: true });
    // Written aside and renamed: parallel workers never read a half-written image.
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, new Uint8Array(await dump.arrayBuffer()));
    renameSync(partial, file);
    return dump;
  })();
  return image;
}
