// The word-check engine's vocabulary: lexicon entries, whitelist entries and the hits it reports.

export const SEVERITIES = ['禁用', '敏感', '疑似'] as const;
/** 禁用: must not be published; 敏感: needs evidence or context; 疑似: for human review. */
export type Severity = (typeof SEVERITIES)[number];

export const INDUSTRIES = [
  '通用',
  '化妆品',
  '医疗',
  '药品',
  '医疗器械',
  '食品',
  '保健品',
  '金融',
  '教育',
  '房地产',
  '互联网',
] as const;
export type Industry = (typeof INDUSTRIES)[number];
/** Entries of this industry apply whatever industry the text is checked for. */
export const GENERAL_INDUSTRY: Industry = '通用';

/** Other names a check accepts for an industry: a form with nothing chosen, and legal names. */
export const INDUSTRY_ALIASES = {
  '': '通用',
  // 《广告法》第十八条 and 《食品安全法》 say 保健食品.
  保健食品: '保健品',
} as const satisfies Record<string, Industry>;
/** An industry as a check may name it. */
export type IndustryName = Industry | keyof typeof INDUSTRY_ALIASES;
export const INDUSTRY_NAMES = [
  ...INDUSTRIES,
  ...(Object.keys(INDUSTRY_ALIASES) as (keyof typeof INDUSTRY_ALIASES)[]),
];

/** The industry a check means by `name` (absent or empty: 通用). */
export function industryOf(name: IndustryName | undefined): Industry {
  if (name === undefined) return GENERAL_INDUSTRY;
  return name in INDUSTRY_ALIASES
    ? INDUSTRY_ALIASES[name as keyof typeof INDUSTRY_ALIASES]
    : (name as Industry);
}

export const CATEGORIES = [
  '绝对化用语',
  '虚假宣传',
  '夸大功效',
  '医疗用语',
  '金融承诺',
  '教育承诺',
  '房地产承诺',
  '迷信',
  '权威性',
  '诱导用语',
  '不正当竞争',
  '化妆品禁语',
  '食品禁语',
  '政治敏感',
  '色情',
  '暴力',
  '违法违禁',
  '广告引流',
  '联系方式',
  '其他',
] as const;
export type Category = (typeof CATEGORIES)[number];

/** One word of the lexicon as the engine sees it. */
export interface LexiconEntry {
  id: number;
  word: string;
  category: Category;
  severity: Severity;
  /** e.g. 《广告法》第九条第三项. */
  legalBasis: string;
  /** Replacement wording a user can publish as it stands, best first. */
  suggestions: string[];
  /** What the replacement needs (需有证明, 需写明规则): advice to the editor, never ad text. */
  notes: string[];
  industries: Industry[];
  /** Also match words that sound the same (same pinyin without tones). */
  homophone: boolean;
  /** Where the entry came from (source list or admin). */
  source: string;
}

/** A phrase that, where it occurs, suppresses the hits inside it (for one team or for everyone). */
export interface WhitelistEntry {
  id: number;
  phrase: string;
  /** null: every team. */
  team: string | null;
  note: string;
  createdBy: string;
  /** null: no end. */
  until: Date | null;
}

export const NORMALISATIONS = {
  case: '大小写',
  width: '全半角/兼容字符',
  traditional: '繁体转简体',
  number: '数字样式',
  symbols: '干扰符号',
  repeat: '重复字符',
  homophone: '同音字',
  pinyin: '拼音代字',
} as const;
export type NormalisationName = keyof typeof NORMALISATIONS;

/** One occurrence of a lexicon word in the checked text. Offsets are UTF-16 code units of the original text. */
export interface WordHit {
  entryId: number;
  word: string;
  /** The original text the word was found in (may differ from word: 最*佳, 國家級). */
  matched: string;
  start: number;
  end: number;
  category: Category;
  severity: Severity;
  legalBasis: string;
  /** Publishable replacement wording, best first. */
  suggestions: string[];
  /** Advice that goes with the replacements (需有证明), not text to publish. */
  notes: string[];
  /** The normalisations needed to see the word; empty when it stood as written. */
  normalisations: NormalisationName[];
  /** 通用, or the industry the text was checked for that made the entry apply. */
  industry: Industry;
}

/** A hit as reported: the longest word of a stretch, with the shorter or overlapping ones in it. */
export interface ReportedHit extends WordHit {
  /** Hits inside or across this one (全网最低价: 全网最低, 最低价, 最低), in text order. */
  nested: WordHit[];
}

export type ContactKind = 'phone' | 'url' | 'email';

export interface ContactHit {
  kind: ContactKind;
  matched: string;
  start: number;
  end: number;
}

export interface CheckOptions {
  industry?: Industry;
  /** Whitelist entries of this team (and global ones) apply. */
  team?: string | null;
  now?: Date;
  /** Also find phone numbers, URLs and e-mail addresses. */
  contacts?: boolean;
  /** At most this many hits are materialised; the rest are counted. */
  maxHits?: number;
}

export interface CheckResult {
  /** The longest hit of each stretch of text, nested ones inside; spans never overlap. */
  hits: ReportedHit[];
  /** Every reported hit, also those beyond maxHits (nested ones not counted). */
  total: number;
  truncated: boolean;
  contacts: ContactHit[];
  /** How many hits a whitelist entry suppressed. */
  whitelisted: number;
}
