// pnpm wordcheck:lexicon [path/to/sources] — rebuilds lexicon/lexicon.json.gz from lexicon/*.txt,
// the open lexicons shipped in lexicon/sources and the repository's headline corpus.
import { existsSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { LEXICON_DIR, LEXICON_FILE } from '../../src/wordcheck/wordcheck.data.js';
import { buildLexicon } from './lexicon.build.js';

const dataDir = resolve(process.argv[2] ?? join(LEXICON_DIR, 'sources'));
if (!existsSync(join(dataDir, 'ad-compliance-cases-zh'))) {
  console.error(
    `找不到原始词库目录 ${dataDir}（需含 ad-compliance-cases-zh、sensitive-lexicon-konsheng、` +
      `sensitive-stop-words-fwwdn，见 lexicon/SOURCES.md）。仓库自带的 lexicon.json.gz 未改动。`,
  );
  process.exit(1);
}
const started = performance.now();
const lexicon = buildLexicon({
  dataDir,
  lexiconDir: LEXICON_DIR,
  log: (l) => {
    console.log(l);
  },
});
const json = JSON.stringify(lexicon);
writeFileSync(LEXICON_FILE, gzipSync(json, { level: 9 }));
console.log(
  `wrote ${LEXICON_FILE} (${json.length} chars) in ${Math.round(performance.now() - started)} ms`,
);
