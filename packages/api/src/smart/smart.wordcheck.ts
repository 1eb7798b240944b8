// The copy of a smart creation through the word checker on the server (issue 27 item 6): the
// browser's check before 在线编辑 is a convenience, not the guard. 禁用 and 敏感 hits become
// warnings of every result, naming the word, its legal basis and what to write instead.
import type { TemplateDoc } from '@adstudio/render';
import type { WordCheckService } from '../wordcheck/wordcheck.service.js';
import { GENERAL_INDUSTRY, type WordHit } from '../wordcheck/wordcheck.types.js';
import type { SmartInputs } from './smart.inputs.js';

const WARNED: ReadonlySet<WordHit['severity']> = new Set(['禁用', '敏感']);

/** One warning in Chinese per word: 「全网最低价」是禁用词（依据：…），可改为：全网低价. */
export function copyWarning(
  hit: Pick<WordHit, 'matched' | 'severity' | 'legalBasis' | 'suggestions'>,
) {
  const basis = hit.legalBasis ? `（依据：${hit.legalBasis}）` : '';
  const instead =
    hit.suggestions.length > 0 ? `，可改为：${hit.suggestions.slice(0, 3).join('、')}` : '，请改写';
  return `「${hit.matched}」是${hit.severity}词${basis}${instead}`;
}

type Checker = Pick<WordCheckService, 'checkText'>;

export interface CopyCheck {
  /** Each 禁用 or 敏感 word once, in the order it appears, as a Chinese warning. */
  warnings: string[];
  /** The 禁用 words themselves: export and download ask before they go out (issue 27 item 6). */
  banned: string[];
}

async function checkLines(wordcheck: Checker, lines: readonly string[]): Promise<CopyCheck> {
  const text = lines.join('\n');
  if (!text.trim()) return { warnings: [], banned: [] };
  const { hits } = await wordcheck.checkText(text, GENERAL_INDUSTRY, null);
  const warned = hits.filter((h) => WARNED.has(h.severity));
  return {
    warnings: [...new Set(warned.map(copyWarning))],
    banned: [...new Set(warned.filter((h) => h.severity === '禁用').map((h) => h.matched))],
  };
}

/** The warnings of the user's copy: each 禁用 or 敏感 word once, in the order it appears. */
export async function checkCopy(wordcheck: Checker, copy: SmartInputs['copy']): Promise<string[]> {
  return (await checkLines(wordcheck, Object.values(copy).flat())).warnings;
}

/** The text a design shows: its visible labels, one line each. */
export const designLines = (doc: TemplateDoc): string[] =>
  Object.values(doc.renderConfig.materials).flatMap((l) =>
    l.type === 'label' && !l.hidden ? [l.text] : [],
  );

/** A design's text through the word checker (a render, a creation record). */
export const checkDesignCopy = (wordcheck: Checker, doc: TemplateDoc) =>
  checkLines(wordcheck, designLines(doc));
