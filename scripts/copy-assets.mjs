// Copies non-TypeScript files a package needs at run time (SQL migrations, data) from src to dist.
// Usage: node copy-assets.mjs <from> <to> <ext> [<ext> …]   (run in the package folder)
import { cpSync, mkdirSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

const [from, to, ...exts] = process.argv.slice(2);
if (!from || !to || exts.length === 0) {
  console.error('usage: copy-assets.mjs <from> <to> <ext> [<ext> …]');
  process.exit(2);
}
for (const entry of readdirSync(from, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !exts.some((ext) => entry.name.endsWith(ext))) continue;
  const source = join(entry.parentPath, entry.name);
  const target = join(to, relative(from, source));
  mkdirSync(dirname(target), { recursive: true });
  cpSync(source, target);
}
