// pnpm wordcheck:quality — recall and precision on the labelled ad copies of ad-compliance-cases-zh
// and the false-positive rate on 100,000 real Weibo hot-search titles (which the lexicon build never
// reads); both ship in packages/api/lexicon/eval.
import { loadShippedLexicon, shippedWhitelist } from '../../src/wordcheck/wordcheck.data.js';
import { WordCheckEngine } from '../../src/wordcheck/wordcheck.engine.js';
import { presentCheck } from '../../src/wordcheck/wordcheck.presenter.js';
import type { CheckResult, LexiconEntry } from '../../src/wordcheck/wordcheck.types.js';
import { readEvalTitles, readLabelledCases, type LabelledCase } from './lexicon.eval-data.js';

type Verdict = 'pass' | 'review' | 'reject';
// The verdict the api answers: reject for a 禁用 word (nested ones too), review for 敏感 / 疑似
// words or contact details, pass for nothing.
const verdictOf = (r: CheckResult): Verdict => presentCheck(r).verdict;

const shipped = loadShippedLexicon();
const all: LexiconEntry[] = shipped.entries.map((e, id) => ({ ...e, id }));
const whitelist = shippedWhitelist(shipped);

const pct = (n: number, d: number) => (d === 0 ? '—' : `${((100 * n) / d).toFixed(1)}%`);

function evaluate(engine: WordCheckEngine, cases: LabelledCase[]) {
  const matrix: Record<string, Record<Verdict, number>> = {};
  for (const c of cases) {
    const v = verdictOf(engine.check(c.content, { contacts: true }));
    const row = (matrix[c.label] ??= { pass: 0, review: 0, reject: 0 });
    row[v] += 1;
  }
  const row = (label: string) => matrix[label] ?? { pass: 0, review: 0, reject: 0 };
  const rej = row('reject');
  const rev = row('manual_review');
  const ok = row('pass');
  // Flagged = anything but pass; a flag is right when the label is not pass.
  const flaggedRight = rej.review + rej.reject + rev.review + rev.reject;
  const flagged = flaggedRight + ok.review + ok.reject;
  const rejects = rej.pass + rej.review + rej.reject;
  return {
    matrix,
    recallReject: pct(rej.review + rej.reject, rejects),
    recallRejectStrict: pct(rej.reject, rejects),
    recallReview: pct(rev.review + rev.reject, rev.pass + rev.review + rev.reject),
    precisionFlag: pct(flaggedRight, flagged),
    precisionStrict: pct(rej.reject, rej.reject + ok.reject + rev.reject),
    falseFlagsOnPass: pct(ok.review + ok.reject, ok.pass + ok.review + ok.reject),
  };
}

function printEval(title: string, engine: WordCheckEngine) {
  console.log(`\n## ${title}`);
  for (const { name, cases } of readLabelledCases()) {
    const e = evaluate(engine, cases);
    console.log(`\n${name} (${cases.length} cases) — rows: label, columns: our verdict`);
    console.log('| label | pass | review | reject |\n| --- | --- | --- | --- |');
    for (const [label, v] of Object.entries(e.matrix)) {
      console.log(`| ${label} | ${v.pass} | ${v.review} | ${v.reject} |`);
    }
    console.log(
      `recall of reject cases (flagged at all): ${e.recallReject}; as 禁用: ${e.recallRejectStrict}; ` +
        `manual_review cases flagged: ${e.recallReview}`,
    );
    console.log(
      `precision of flags (label not pass): ${e.precisionFlag}; precision of 禁用 verdicts (label reject): ${e.precisionStrict}; ` +
        `pass cases flagged: ${e.falseFlagsOnPass}`,
    );
  }
}

const started = performance.now();
const engine = WordCheckEngine.build({ entries: all, whitelist, tables: shipped.tables });
console.log(
  `# Word-check quality (lexicon: ${all.length} entries, ${whitelist.length} whitelist phrases; built in ${Math.round(performance.now() - started)} ms)`,
);
printEval('Full lexicon', engine);
console.log(
  '\nCaveat: the cases are small and hand-written (see their SOURCE.md), and the team list was ' +
    'compiled by people who had read them and the word lists beside them: read these figures as a ' +
    'smoke test, not a benchmark.',
);

const titles = readEvalTitles();
const counts = { any: 0, 禁用: 0, 禁用或敏感: 0, 疑似only: 0, contacts: 0 };
const byWord = new Map<string, number>();
const t0 = performance.now();
for (const title of titles) {
  const r = engine.check(title, { contacts: true });
  const words = r.hits.flatMap((h) => [h, ...h.nested]);
  const severities = new Set(words.map((h) => h.severity));
  if (r.hits.length) counts.any += 1;
  if (severities.has('禁用')) counts.禁用 += 1;
  if (severities.has('禁用') || severities.has('敏感')) counts.禁用或敏感 += 1;
  if (r.contacts.length) counts.contacts += 1;
  for (const h of words) {
    if (h.severity !== '疑似') byWord.set(h.word, (byWord.get(h.word) ?? 0) + 1);
  }
}
const ms = performance.now() - t0;
console.log(
  `\n## False positives on ${titles.length} Weibo hot-search titles (not ads; checked in ${Math.round(ms)} ms)`,
);
console.log(`titles with a 禁用 hit: ${counts.禁用} (${pct(counts.禁用, titles.length)})`);
console.log(
  `titles with a 禁用 or 敏感 hit: ${counts.禁用或敏感} (${pct(counts.禁用或敏感, titles.length)})`,
);
console.log(`titles with any hit incl. 疑似: ${counts.any} (${pct(counts.any, titles.length)})`);
console.log(
  `titles with contact details: ${counts.contacts} (${pct(counts.contacts, titles.length)})`,
);
console.log(
  `most frequent 禁用/敏感 words there: ${[...byWord]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 25)
    .map(([w, n]) => `${w} ${n}`)
    .join('、')}`,
);
