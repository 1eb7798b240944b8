// pnpm wordcheck:lexicon — rebuilds lexicon/lexicon.json.gz from lexicon/*.txt and ../shared/data.
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { LEXICON_DIR, LEXICON_FILE } from './wordcheck.data.js';
import { buildLexicon } from './wordcheck.lexicon-build.js';

const dataDir = resolve(process.argv[2] ?? join(LEXICON_DIR, '../../../../shared/data'));
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
