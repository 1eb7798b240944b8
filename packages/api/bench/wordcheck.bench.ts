// Word check (BRIEF §7): throughput on 100,000 real Weibo hot-search titles (shipped in
// packages/api/lexicon/eval) with the shipped lexicon, against modern-ahocorasick and mint-filter
// given the same words and the same text in this run; plain (exact matching) and with every
// normalisation; and lexicon build time.
import { Mint } from 'mint-filter';
import AhoCorasick from 'modern-ahocorasick';
import FastAhoCorasick from 'modern-ahocorasick/fast';
import { loadShippedLexicon } from '../src/wordcheck/wordcheck.data.js';
import { WordCheckEngine, type EngineOptions } from '../src/wordcheck/wordcheck.engine.js';
import { readEvalTitles } from '../tools/lexicon/lexicon.eval-data.js';
import { NO_FOLDS } from '../src/wordcheck/wordcheck.normalise.js';
import { emitRow, ms, progress } from './stats.js';

const TITLES = 100_000;
const RUNS = 5;

const titles = readEvalTitles(TITLES);
const text = titles.join('\n');
const megabytes = Buffer.byteLength(text) / 1e6;
const shipped = loadShippedLexicon();
const entries = shipped.entries.map((e, id) => ({ ...e, id }));
const words = [...new Set(entries.map((e) => e.word))];
const workload = `${titles.length.toLocaleString('en')} Weibo titles (${megabytes.toFixed(1)} MB UTF-8), ${words.length.toLocaleString('en')} words`;
progress(workload);

/** Median wall time of `fn` over RUNS runs after one warm-up, in ms. */
function timeIt(fn: () => unknown): number {
  fn();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    fn();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? Number.NaN;
}

function build<T>(make: () => T): { value: T; ms: number } {
  const start = performance.now();
  const value = make();
  return { value, ms: performance.now() - start };
}

const mbps = (millis: number) => megabytes / (millis / 1000);
const fmt = (millis: number) => `${mbps(millis).toFixed(1)} MB/s`;

const ours = (options: EngineOptions) =>
  build(() => WordCheckEngine.build({ entries, whitelist: [], tables: shipped.tables }, options));

const plain = ours({ folds: NO_FOLDS, homophones: false });
const full = ours({});
const modern = build(() => new AhoCorasick(words));
const modernFast = build(() => new FastAhoCorasick(words));
const mint = build(() => new Mint(words));

// Each title is checked on its own, as the product does (modern-ahocorasick slows down more than
// linearly on one multi-megabyte string: 73 s for 625 KB here, so a joined text would be unfair).
const eachTitle = (fn: (title: string) => number) => () => {
  let n = 0;
  for (const title of titles) n += fn(title);
  return n;
};
const runs = {
  plain: eachTitle((s) => plain.value.count(s)),
  full: eachTitle((s) => full.value.count(s)),
  modern: eachTitle((s) => modern.value.count(s)),
  modernFast: eachTitle((s) => modernFast.value.count(s)),
  mint: eachTitle((s) => mint.value.filter(s, { replace: false }).words.length),
  // The whole report (whitelist, industry, hits with spans and normalisations).
  report: eachTitle((s) => full.value.check(s).total),
};
progress(
  `matches: ours plain ${runs.plain()}, ours all normalisations ${runs.full()}, modern-ahocorasick ${runs.modern()}, mint-filter ${runs.mint()} (distinct words per title)`,
);
const t = {
  plain: timeIt(runs.plain),
  full: timeIt(runs.full),
  modern: timeIt(runs.modern),
  modernFast: timeIt(runs.modernFast),
  mint: timeIt(runs.mint),
  report: timeIt(runs.report),
};
// One joined text as well, for ours and mint-filter.
const joined = {
  plain: timeIt(() => plain.value.count(text)),
  full: timeIt(() => full.value.count(text)),
  mint: timeIt(() => mint.value.filter(text, { replace: false })),
};

const bestAnchor = Math.min(t.modern, t.modernFast, t.mint);
emitRow({
  what: 'word check, plain',
  workload: `${workload}, title by title`,
  ours: `${fmt(t.plain)} (one joined text: ${fmt(joined.plain)})`,
  anchor: `modern-ahocorasick ${fmt(t.modern)} (/fast ${fmt(t.modernFast)}); mint-filter ${fmt(t.mint)} (joined: ${fmt(joined.mint)})`,
  bar: 'faster than both; ≥ 30 MB/s',
  pass: t.plain < bestAnchor && mbps(t.plain) >= 30,
});
emitRow({
  what: 'word check, all normalisations',
  workload: `${workload}, title by title; case, width, 繁简, numbers, symbols, repeats, homophones`,
  ours: `${fmt(t.full)} (whole report: ${fmt(t.report)}; joined text: ${fmt(joined.full)})`,
  anchor: `ours plain ${fmt(t.plain)}: normalisation costs ×${(t.full / t.plain).toFixed(2)}`,
  bar: '≥ 10 MB/s',
  pass: mbps(t.full) >= 10 && mbps(t.report) >= 10,
});
emitRow({
  what: 'word check, lexicon build',
  workload: `${words.length.toLocaleString('en')} words`,
  ours: `plain ${ms(plain.ms)}, all normalisations ${ms(full.ms)}`,
  anchor: `modern-ahocorasick ${ms(modern.ms)} (/fast ${ms(modernFast.ms)}); mint-filter ${ms(mint.ms)}`,
  bar: 'reported',
  pass: true,
});
