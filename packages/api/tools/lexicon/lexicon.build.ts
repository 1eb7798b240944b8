// Builds packages/api/lexicon/lexicon.json.gz from the team's ad-law list and the open lexicons in
// lexicon/sources (sources and licences: lexicon/SOURCES.md). Re-runnable: same inputs, same file.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import * as OpenCC from 'opencc-js';
import { pinyin } from 'pinyin-pro';
import type {
  ShippedAllow,
  ShippedEntry,
  ShippedLexicon,
} from '../../src/wordcheck/wordcheck.data.js';
import { tablesOf } from '../../src/wordcheck/wordcheck.data.js';
import { WordCheckEngine } from '../../src/wordcheck/wordcheck.engine.js';
import { ALL_FOLDS, Folder } from '../../src/wordcheck/wordcheck.normalise.js';
import { splitSuggestions } from '../../src/wordcheck/wordcheck.suggestions.js';
import type { Category, LexiconEntry, Severity } from '../../src/wordcheck/wordcheck.types.js';
import { CATEGORIES, INDUSTRIES, SEVERITIES } from '../../src/wordcheck/wordcheck.types.js';

// 2: suggestions split from notes; classes of words written as {a|b}…; shipped rows refreshed.
// 3: 保底 promises and 无敌; 本店 and 技师 whitelisted (issue 30 item 13).
export const LEXICON_VERSION = 3;

const CJK_RANGES: [number, number][] = [
  [0x3400, 0x4dbf],
  [0x4e00, 0x9fff],
  [0xf900, 0xfaff],
];

function* cjk(): Generator<string> {
  for (const [from, to] of CJK_RANGES) {
    for (let cp = from; cp <= to; cp += 1) yield String.fromCodePoint(cp);
  }
}

/** Traditional (and Hong Kong / Taiwan variant) → mainland simplified, character by character. */
export function buildT2s(): string {
  // opencc-js's bundled types do not resolve under NodeNext; this is the signature it documents.
  const converterOf = OpenCC.Converter as (options: {
    from: string;
    to: string;
  }) => (text: string) => string;
  const converters = ['t', 'hk', 'tw'].map((from) => converterOf({ from, to: 'cn' }));
  let pairs = '';
  for (const ch of cjk()) {
    for (const convert of converters) {
      const simple = convert(ch);
      if (simple !== ch && Array.from(simple).length === 1) {
        pairs += ch + simple;
        break;
      }
    }
  }
  return pairs;
}

/** Toneless pinyin of every CJK character (its most common reading). */
export function buildPinyin(): ShippedLexicon['pinyin'] {
  const bySyllable = new Map<string, string>();
  for (const ch of cjk()) {
    const reading = pinyin(ch, { toneType: 'none', v: true });
    if (!/^[a-zv]{1,6}$/.test(reading)) continue;
    bySyllable.set(reading, (bySyllable.get(reading) ?? '') + ch);
  }
  const syllables = [...bySyllable.keys()].sort();
  return { syllables, chars: syllables.map((s) => bySyllable.get(s) ?? '') };
}

type Draft = Omit<LexiconEntry, 'id'>;

const TEAM_SOURCE = '团队整理（广告法条文）';

/**
 * The team's list: sections "@ 类别|等级|依据|行业、行业|y" and lines "词=建议、建议". A line may
 * write a class of words with alternatives in braces, {零|毫无|没有}{|任何}副作用 (an empty
 * alternative: nothing there), one entry per spelling. A remark in brackets after a suggestion,
 * 国家认证（需有证明）, becomes a note.
 */
export function parseTeamList(text: string, source = TEAM_SOURCE): Draft[] {
  const out: Draft[] = [];
  let section: Omit<Draft, 'word' | 'suggestions' | 'notes'> | undefined;
  for (const rawLine of text.split('\n')) {
    const line = rawLine.trim();
    if (!line || line.startsWith('#')) continue;
    if (line.startsWith('@')) {
      const [category, severity, legalBasis, industries, homophone] = line
        .slice(1)
        .trim()
        .split('|');
      section = {
        category: oneOf(CATEGORIES, category, line),
        severity: oneOf(SEVERITIES, severity, line),
        legalBasis: legalBasis ?? '',
        industries: (industries ?? '通用').split('、').map((i) => oneOf(INDUSTRIES, i, line)),
        homophone: homophone === 'y',
        source,
      };
      continue;
    }
    if (!section) throw new Error(`词条在任何 @ 节之前：${line}`);
    const [word = '', suggestions = ''] = line.split('=');
    const split = splitSuggestions(suggestions.split('、').filter(Boolean));
    for (const spelling of expandClasses(word)) out.push({ ...section, word: spelling, ...split });
  }
  return out;
}

/** Every word a line's {a|b} classes spell, in order. */
export function expandClasses(word: string): string[] {
  const open = word.indexOf('{');
  if (open < 0) return [word];
  const close = word.indexOf('}', open);
  if (close < 0) throw new Error(`缺少 }：${word}`);
  const rest = expandClasses(word.slice(close + 1));
  return word
    .slice(open + 1, close)
    .split('|')
    .flatMap((alt) => rest.map((tail) => word.slice(0, open) + alt + tail));
}

function oneOf<T extends string>(values: readonly T[], value: string | undefined, line: string): T {
  if (value && (values as readonly string[]).includes(value)) return value as T;
  throw new Error(`未知的取值 ${value ?? ''}：${line}`);
}

// Absolute claims are written with many fronts: 全网/全国/行业 … × 第一/最低价/领先 ….
const COMBO_SCOPES = [
  '全网',
  '全国',
  '全球',
  '全世界',
  '世界',
  '中国',
  '国内',
  '亚洲',
  '行业',
  '全城',
  '全市',
  '全省',
  '同类',
  '同行',
  '业内',
  '本市',
  '网络',
];
const COMBO_CLAIMS = [
  '第一',
  '最低',
  '最低价',
  '最好',
  '最大',
  '最强',
  '最佳',
  '最优',
  '最高',
  '最全',
  '最快',
  '领先',
  '首个',
  '首家',
  '首创',
  '首选',
  '冠军',
  '销量第一',
  '排名第一',
  '独家',
  '唯一',
  '顶级',
  '领导者',
  '第一品牌',
  'NO.1',
  'TOP1',
];

export function comboEntries(): Draft[] {
  return COMBO_SCOPES.flatMap((scope) =>
    COMBO_CLAIMS.map((claim) => ({
      word: scope + claim,
      category: '绝对化用语' as const,
      severity: '禁用' as const,
      legalBasis: '《广告法》第九条第三项',
      suggestions: ['知名', '广受欢迎'],
      notes: [],
      industries: ['通用' as const],
      homophone: false,
      source: '团队整理（广告法条文，组合）',
    })),
  );
}

interface AdComplianceWord {
  word: string;
  category: string;
  severity: string;
  rule_ref: string;
  alternatives?: string[];
}

const AD_CATEGORY: Record<string, Category> = {
  绝对化用语: '绝对化用语',
  夸大功效: '夸大功效',
  虚假宣传: '虚假宣传',
  诱导性用语: '诱导用语',
  虚假背书: '权威性',
  医疗违规: '医疗用语',
  金融违规: '金融承诺',
  教育违规: '教育承诺',
  敏感内容: '其他',
};
const AD_SEVERITY: Record<string, Severity> = { high: '禁用', medium: '敏感', low: '疑似' };

/** words.json and words_extended.json of ad-compliance-cases-zh (suggestions from words.json). */
export function adComplianceEntries(dir: string): Draft[] {
  const read = (name: string) =>
    (JSON.parse(readFileSync(join(dir, name), 'utf8')) as { words: AdComplianceWord[] }).words;
  const alternatives = new Map(read('words.json').map((w) => [w.word, w.alternatives ?? []]));
  const all = [...read('words.json'), ...read('words_extended.json')];
  return all.map((w) => ({
    word: w.word,
    category: AD_CATEGORY[w.category] ?? '其他',
    severity: AD_SEVERITY[w.severity] ?? '疑似',
    legalBasis: `《广告法》${w.rule_ref.replace(/^广告法/, '')}`,
    ...splitSuggestions(alternatives.get(w.word) ?? []),
    industries: ['通用'],
    homophone: false,
    source: 'ad-compliance-cases-zh (MIT)',
  }));
}

interface ListSpec {
  file: string;
  category: Category;
  severity: Severity;
  legalBasis: string;
}

const MODERATION_BASIS = '《网络信息内容生态治理规定》第六条';
const OBSCENE_BASIS = '《广告法》第九条第八项';

// General moderation lists: not advertising law; severity reflects how noisy each list is.
const KONSHENG_LISTS: ListSpec[] = [
  { file: '色情类型.txt', category: '色情', severity: '禁用', legalBasis: OBSCENE_BASIS },
  { file: '色情词库.txt', category: '色情', severity: '禁用', legalBasis: OBSCENE_BASIS },
  { file: '涉枪涉爆.txt', category: '违法违禁', severity: '禁用', legalBasis: MODERATION_BASIS },
  { file: '暴恐词库.txt', category: '暴力', severity: '禁用', legalBasis: OBSCENE_BASIS },
  { file: '反动词库.txt', category: '政治敏感', severity: '敏感', legalBasis: MODERATION_BASIS },
  { file: '政治类型.txt', category: '政治敏感', severity: '敏感', legalBasis: MODERATION_BASIS },
  { file: '贪腐词库.txt', category: '政治敏感', severity: '疑似', legalBasis: MODERATION_BASIS },
  { file: '民生词库.txt', category: '政治敏感', severity: '疑似', legalBasis: MODERATION_BASIS },
  { file: '新思想启蒙.txt', category: '其他', severity: '疑似', legalBasis: MODERATION_BASIS },
  { file: 'COVID-19词库.txt', category: '其他', severity: '疑似', legalBasis: MODERATION_BASIS },
  { file: '其他词库.txt', category: '其他', severity: '疑似', legalBasis: MODERATION_BASIS },
  { file: '补充词库.txt', category: '其他', severity: '疑似', legalBasis: MODERATION_BASIS },
  {
    file: 'GFW补充词库.txt.gz',
    category: '政治敏感',
    severity: '疑似',
    legalBasis: MODERATION_BASIS,
  },
  {
    file: '网易前端过滤敏感词库.txt.gz',
    category: '其他',
    severity: '疑似',
    legalBasis: MODERATION_BASIS,
  },
  { file: '零时-Tencent.txt.gz', category: '其他', severity: '疑似', legalBasis: MODERATION_BASIS },
  {
    file: '广告类型.txt',
    category: '广告引流',
    severity: '疑似',
    legalBasis: '平台规则：禁止站外引流',
  },
];
const FWWDN_LISTS: ListSpec[] = [
  { file: '色情类.txt', category: '色情', severity: '禁用', legalBasis: OBSCENE_BASIS },
  {
    file: '涉枪涉爆违法信息关键词.txt',
    category: '违法违禁',
    severity: '禁用',
    legalBasis: MODERATION_BASIS,
  },
  { file: '政治类.txt', category: '政治敏感', severity: '敏感', legalBasis: MODERATION_BASIS },
  {
    file: '广告.txt',
    category: '广告引流',
    severity: '疑似',
    legalBasis: '平台规则：禁止站外引流',
  },
];

/** Lines of a list file (gzipped or not); 政治类/色情类 end their lines with a comma. */
export function readList(path: string): string[] {
  const buf = readFileSync(path);
  const text = (path.endsWith('.gz') ? gunzipSync(buf) : buf).toString('utf8');
  return text
    .split(/\r?\n/)
    .map((l) =>
      l
        .trim()
        .replace(/[,，]+$/, '')
        .trim(),
    )
    .filter(Boolean);
}

function listEntries(dir: string, lists: ListSpec[], source: string): Draft[] {
  return lists.flatMap((spec) =>
    readList(join(dir, spec.file)).map((word) => ({
      word,
      category: spec.category,
      severity: spec.severity,
      legalBasis: spec.legalBasis,
      suggestions: [],
      notes: [],
      industries: ['通用'],
      homophone: false,
      source: `${source}/${spec.file.replace(/\.gz$/, '')}`,
    })),
  );
}

export interface BuildInputs {
  /** The open lexicons: packages/api/lexicon/sources */
  dataDir: string;
  /** packages/api/lexicon */
  lexiconDir: string;
  /** Drop a moderation-list word found in at least this many reference titles (common words). */
  commonTitleLimit?: number;
  log?: (line: string) => void;
}

// The headline corpus the repository ships (demo/titles/bench, sources in its CREDITS.md).
const TITLE_CORPUS_DIR = fileURLToPath(new URL('../../demo/titles/bench/', import.meta.url));
const REFERENCE_SOURCES = new Set(['知乎热榜', '新闻']);

/** Reference titles for pruning common words: Zhihu questions and THUCNews (never the Weibo titles the quality report measures on). */
export function referenceTitles(): string[] {
  return readdirSync(TITLE_CORPUS_DIR)
    .filter((f) => f.endsWith('.jsonl.gz'))
    .sort()
    .flatMap((f) => readList(join(TITLE_CORPUS_DIR, f)))
    .map((l) => JSON.parse(l) as { content: string; source: string })
    .filter((t) => REFERENCE_SOURCES.has(t.source))
    .map((t) => t.content);
}

/** Every input merged into the shipped form. */
export function buildLexicon(inputs: BuildInputs): ShippedLexicon {
  const log = inputs.log ?? (() => undefined);
  const t2s = buildT2s();
  const pinyinTable = buildPinyin();
  const tables = tablesOf({ t2s, pinyin: pinyinTable });
  const folder = new Folder(ALL_FOLDS, tables);
  const stop = new Set(readList(join(inputs.dataDir, 'sensitive-stop-words-fwwdn/stopword.dic')));

  const curated = [
    ...parseTeamList(readFileSync(join(inputs.lexiconDir, 'ad-law-terms.txt'), 'utf8')),
    ...comboEntries(),
    ...adComplianceEntries(join(inputs.dataDir, 'ad-compliance-cases-zh')),
  ];
  const moderation = [
    ...listEntries(
      join(inputs.dataDir, 'sensitive-lexicon-konsheng/Vocabulary'),
      KONSHENG_LISTS,
      'konsheng/Sensitive-lexicon',
    ),
    ...listEntries(
      join(inputs.dataDir, 'sensitive-stop-words-fwwdn'),
      FWWDN_LISTS,
      'fwwdn/sensitive-stop-words',
    ),
  ].filter((d) => {
    const folded = folder.foldWord(d.word);
    if (folded.length < 2 || folded.length > 30 || stop.has(d.word)) return false;
    // Bare letters and digits (JS, LY, 3P) are noise in Chinese text; keep longer Latin words.
    return !(folded.every((cp) => cp < 0x80) && folded.length < 4);
  });

  // One entry per folded word: curated lists first, then the moderation lists by severity.
  const rank: Record<Severity, number> = { 禁用: 0, 敏感: 1, 疑似: 2 };
  moderation.sort((a, b) => rank[a.severity] - rank[b.severity]);
  const byKey = new Map<string, Draft>();
  for (const d of [...curated, ...moderation]) {
    const key = folder.foldWord(d.word).join(',');
    if (key && !byKey.has(key)) byKey.set(key, d);
  }
  let drafts = [...byKey.values()];

  // Prune common words from the moderation lists: a word in many ordinary titles is not a signal.
  const limit = inputs.commonTitleLimit ?? 10;
  const engine = WordCheckEngine.build(
    {
      entries: drafts.map((d, id) => ({ ...d, id })),
      whitelist: [],
      tables,
    },
    { homophones: false },
  );
  const titlesWith = new Int32Array(drafts.length);
  for (const title of referenceTitles()) {
    const seen = new Set<number>();
    for (const hit of engine.check(title, { maxHits: 100 }).hits) {
      for (const word of [hit, ...hit.nested]) seen.add(word.entryId);
    }
    for (const id of seen) titlesWith[id] = (titlesWith[id] ?? 0) + 1;
  }
  const before = drafts.length;
  drafts = drafts.filter((d, id) => curated.includes(d) || (titlesWith[id] ?? 0) < limit);
  log(`common words pruned from moderation lists: ${before - drafts.length}`);

  const whitelist: ShippedAllow[] = readFileSync(
    join(inputs.lexiconDir, 'whitelist-terms.txt'),
    'utf8',
  )
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => {
      const [phrase = '', note = ''] = l.split('=');
      return [phrase, note];
    });

  const domains = new Set<string>();
  for (const file of [
    'sensitive-lexicon-konsheng/Vocabulary/非法网址.txt.gz',
    'sensitive-stop-words-fwwdn/网址.txt.gz',
  ]) {
    for (const d of readList(join(inputs.dataDir, file))) {
      const domain = d
        .toLowerCase()
        .replace(/^https?:\/\//, '')
        .replace(/\/.*$/, '');
      if (/^[a-z0-9.-]+\.[a-z]{2,}$/.test(domain)) domains.add(domain);
    }
  }

  const entries: ShippedEntry[] = drafts.map((d) => [
    d.word,
    d.category,
    d.severity,
    d.legalBasis,
    d.suggestions,
    d.industries,
    d.homophone ? 1 : 0,
    d.source,
    d.notes,
  ]);
  log(
    `entries: ${entries.length}, whitelist: ${whitelist.length}, blocked domains: ${domains.size}`,
  );
  return {
    version: LEXICON_VERSION,
    entries,
    whitelist,
    t2s,
    pinyin: pinyinTable,
    blockedDomains: [...domains].sort(),
  };
}
