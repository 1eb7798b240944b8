// Mines headline patterns for the offline intelligent-headline generator from the real title
// corpora (see CREDITS.md): a pattern is a frame — a prefix and a suffix — that many different
// titles share around a variable middle, e.g. 如何评价{X}？ or {X}是一种怎样的体验？.
//
//   node packages/api/demo/titles/build-patterns.mjs [--data ../shared/data] [--out FILE]
//
// Two passes keep memory small: first count prefixes and suffixes alone, then count only the
// frames made of frequent ones, with how many distinct middles each frame saw.
import { createReadStream, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { gzipSync, createGunzip } from 'node:zlib';

const here = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : fallback;
};
const dataDir = resolve(option('--data', join(here, '../../../../../shared/data')));
const out = resolve(option('--out', join(here, 'patterns.json.gz')));

const CORPORA = [
  ['weibo-hot-search-titles/weibo_hot_search_titles.tsv.gz', true],
  ['zhihu-hot-questions/zhihu_hot_questions.tsv.gz', true],
  ['thucnews-titles-subset/dev.txt.gz', false],
  ['thucnews-titles-subset/test.txt.gz', false],
];

const MIN_MIDDLE = 2;
const MAX_MIDDLE = 12;
const MAX_PREFIX = 8;
const MAX_SUFFIX = 12;
const MIN_FRAME = 4; // prefix + suffix characters: shorter frames say nothing (…了, 的…)
const MIN_AFFIX_COUNT = 30;
const MIN_DISTINCT_MIDDLES = 15;
const KEEP = 1500;

async function* titles() {
  for (const [file, header] of CORPORA) {
    const lines = createInterface({
      input: createReadStream(join(dataDir, file)).pipe(createGunzip()),
    });
    let first = header;
    for await (const line of lines) {
      if (first) {
        first = false;
        continue;
      }
      const title = line.split('\t')[0]?.trim();
      if (title && title.length <= 40) yield [...title];
    }
  }
}

const bump = (map, key) => map.set(key, (map.get(key) ?? 0) + 1);
const PUNCT = /[，。？！、：；“”‘’（）《》,.?!:;()"'\s]/;
// A middle is a topic: no sentence punctuation in it, at least one CJK character or letter.
const goodMiddle = (chars) =>
  !chars.some((c) => PUNCT.test(c)) && chars.some((c) => /[\p{Script=Han}A-Za-z]/u.test(c));

async function countAffixes() {
  const prefixes = new Map();
  const suffixes = new Map();
  for await (const t of titles()) {
    for (let p = 0; p <= Math.min(MAX_PREFIX, t.length - MIN_MIDDLE); p++) {
      bump(prefixes, t.slice(0, p).join(''));
    }
    for (let s = 0; s <= Math.min(MAX_SUFFIX, t.length - MIN_MIDDLE); s++) {
      bump(suffixes, t.slice(t.length - s).join(''));
    }
  }
  const frequent = (m) => new Set([...m].filter(([, n]) => n >= MIN_AFFIX_COUNT).map(([k]) => k));
  return { prefixes: frequent(prefixes), suffixes: frequent(suffixes) };
}

async function countFrames({ prefixes, suffixes }) {
  const frames = new Map(); // "prefix\u0000suffix" → { middles: Set, examples: [] }
  for await (const t of titles()) {
    for (let p = 0; p <= MAX_PREFIX; p++) {
      const prefix = t.slice(0, p).join('');
      if (!prefixes.has(prefix)) continue;
      for (let s = 0; s <= MAX_SUFFIX; s++) {
        const middleLength = t.length - p - s;
        if (middleLength < MIN_MIDDLE) break;
        if (middleLength > MAX_MIDDLE || p + s < MIN_FRAME) continue;
        const suffix = t.slice(t.length - s).join('');
        if (!suffixes.has(suffix)) continue;
        const middle = t.slice(p, t.length - s);
        if (!goodMiddle(middle)) continue;
        const key = `${prefix}\u0000${suffix}`;
        let frame = frames.get(key);
        if (!frame) frames.set(key, (frame = { middles: new Set(), lengths: 0, examples: [] }));
        if (frame.middles.size < 5000 && !frame.middles.has(middle.join(''))) {
          frame.middles.add(middle.join(''));
          frame.lengths += middle.length;
        }
        if (frame.examples.length < 3) frame.examples.push(t.join(''));
      }
    }
  }
  return frames;
}

// A frame whose prefix or suffix ends inside a word would cut the user's keyword off mid-phrase:
// keep frames whose fixed parts start/end at punctuation, a function word or the title's ends.
const BOUNDARY_AFTER_PREFIX =
  /(^|[，：:、“《（\s]|评价|看待|如何|为什么|怎么|怎样|哪些|关于|当|如果|让|把|被|和|与|的)$/;
const BOUNDARY_BEFORE_SUFFIX =
  /^($|[，？！。：:、”》）\s?!]|的|是|有|为|会|能|要|该|和|与|在|被|到|了吗|吗|了|怎么|如何|为什么|哪些|背后|真相|攻略|指南|体验)/;

// Frames of crime, death and disaster news make no headline a brand wants.
const NOT_FOR_ADS =
  /死|杀|案|调查|逮捕|判|毒|伤|事故|地震|去世|遇难|坠|火灾|爆炸|通报|处罚|违法|被执行|党|开除|可怕/;

// First match wins: a frame is labelled by its most telling words.
const STYLES = [
  ['guide', /攻略|指南|技巧|方法|教你|建议|注意|必看|正确打开方式|冷知识|怎么选|推荐/],
  // 一个 is an article (写一个故事), not a count: a frame with it is no list.
  [
    'list',
    /\d|[二两三四五六七八九十几]个|[二两三四五六七八九十]大|[二两三四五六七八九十]招|盘点|合集|清单/,
  ],
  ['suspense', /竟|原来|真相|没想到|背后|秘密|居然|揭秘|终于|原因/],
  ['compare', /还是|vs|VS|对比|区别|不如|比较|PK/],
  ['emotion', /体验|感受|感觉|心情|泪目|暖心|感动|破防|治愈|难忘|温柔|浪漫|仪式感|可爱/],
  ['question', /[？?]|吗|为什么|如何|怎么|怎样|哪些|是否|何时|多少|什么/],
];
const styleOf = (text) => STYLES.find(([, re]) => re.test(text))?.[0] ?? 'hot';

const affixes = await countAffixes();
const frames = await countFrames(affixes);
const patterns = [...frames]
  .filter(([, f]) => f.middles.size >= MIN_DISTINCT_MIDDLES)
  .map(([key, f]) => {
    const [prefix, suffix] = key.split('\u0000');
    const slotLength = Math.round((f.lengths / f.middles.size) * 10) / 10;
    return { prefix, suffix, support: f.middles.size, slotLength, examples: f.examples };
  })
  .filter((p) => BOUNDARY_AFTER_PREFIX.test(p.prefix) && BOUNDARY_BEFORE_SUFFIX.test(p.suffix))
  .filter((p) => !NOT_FOR_ADS.test(p.prefix + p.suffix))
  // A bare name before the slot (王一博 {X}) is a person's topic list, not a frame.
  .filter((p) => p.suffix !== '' || /(评价|看待|如何|为什么|怎么|怎样|关于)$/.test(p.prefix))
  // A year or a campaign name in the frame dates the headline.
  .filter((p) => !/\d{4}/.test(p.prefix + p.suffix))
  .sort((a, b) => b.support - a.support)
  .slice(0, KEEP)
  .map((p) => ({ ...p, style: styleOf(p.prefix + p.suffix) }));

writeFileSync(out, gzipSync(JSON.stringify({ version: 1, patterns })));
const byStyle = {};
for (const p of patterns) (byStyle[p.style] ??= []).push(p);
console.log(
  `${patterns.length} patterns → ${out}\n` +
    Object.entries(byStyle)
      .map(([s, list]) => `  ${s}: ${list.length} (e.g. ${list[0].prefix}{X}${list[0].suffix})`)
      .join('\n'),
);
