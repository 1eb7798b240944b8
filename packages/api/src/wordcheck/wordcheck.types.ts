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
  suggestions: string[];
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
  suggestions: string[];
  /** The normalisations needed to see the word; empty when it stood as written. */
  normalisations: NormalisationName[];
  /** 通用, or the industry the text was checked for that made the entry apply. */
  industry: Industry;
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
  hits: WordHit[];
  /** Every hit, also those beyond maxHits. */
  total: number;
  truncated: boolean;
  contacts: ContactHit[];
  /** How many hits a whitelist entry suppressed. */
  whitelisted: number;
}
