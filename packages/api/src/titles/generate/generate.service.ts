import { ApiError } from '../../http/errors.js';
import { parseKeywordTerms } from '../../search/keyword.js';
import type { WordCheckService } from '../../wordcheck/wordcheck.service.js';
import { presentHit } from '../../wordcheck/wordcheck.presenter.js';
import { GENERAL_INDUSTRY, INDUSTRIES, type Industry } from '../../wordcheck/wordcheck.types.js';
import { generateHeadlines, topicOf } from './generate.offline.js';
import { askLlm, type LlmConfig } from './generate.llm.js';
import type { HeadlinePattern } from './generate.patterns.js';
import { isSmartStyle, shortfallNote, SMART_STYLES } from './generate.styles.js';

export interface SmartTitlesDeps {
  wordcheck: WordCheckService;
  patterns: () => readonly HeadlinePattern[];
  llm?: LlmConfig | undefined;
}

export interface SmartTitleRequest {
  key_word: string;
  style?: string | undefined;
  num: number;
  industry?: string | undefined;
}

export interface SmartTitle {
  content: string;
  style: string;
  generator: 'offline' | 'llm';
  flags: ReturnType<typeof presentHit>[];
}

function parseRequest(raw: SmartTitleRequest) {
  // Same keyword rules as the headline search (blank, too many terms, too long → 400).
  parseKeywordTerms([raw.key_word]);
  const words = [...new Set(raw.key_word.trim().split(/\s+/u))];
  const style = raw.style || undefined;
  if (style !== undefined && !isSmartStyle(style)) throw ApiError.invalidField('style');
  const industry = raw.industry || GENERAL_INDUSTRY;
  if (!INDUSTRIES.includes(industry as Industry)) throw ApiError.invalidField('industry');
  return { words, style, industry: industry as Industry, count: raw.num };
}

/**
 * Candidate headlines for the keywords: from the configured model when there is one and it
 * answers in time, else from the patterns mined from the headline library. Every candidate is
 * word-checked; those with a 禁用 hit go last, flagged, so the user sees why.
 */
export async function smartTitles(deps: SmartTitlesDeps, raw: SmartTitleRequest) {
  const { words, style, industry, count } = parseRequest(raw);
  let timeout = false;
  let drafts: { content: string; style: string; generator: SmartTitle['generator'] }[] = [];
  const label = SMART_STYLES.find((s) => s.id === style)?.label;
  if (deps.llm) {
    const answer = await askLlm(deps.llm, topicOf(words), label, count);
    if (answer.ok) {
      drafts = answer.titles.map((content) => ({ content, style: style ?? '', generator: 'llm' }));
    } else {
      timeout = answer.timedOut;
    }
  }
  if (drafts.length === 0) {
    drafts = generateHeadlines(deps.patterns(), { words, style, count }).map((c) => ({
      content: c.content,
      style: c.style,
      generator: 'offline',
    }));
  }
  const checked: SmartTitle[] = await Promise.all(
    drafts.map(async (d) => ({
      ...d,
      flags: (await deps.wordcheck.checkText(d.content, industry, null)).hits.map(presentHit),
    })),
  );
  const banned = (t: SmartTitle) => t.flags.some((f) => f.severity === '禁用');
  const titleList = [...checked.filter((t) => !banned(t)), ...checked.filter(banned)];
  return {
    titleList,
    total: titleList.length,
    note: shortfallNote(label, topicOf(words), titleList.length, count),
    timeout,
    generator: titleList[0]?.generator ?? 'offline',
  };
}
