import type { SmartCopyInput } from '@adstudio/schema/client';
import type { CopySelection } from '../../copy/components/CopyLibraryDrawer';
import type { PosterField } from '../smart.strings';

export type PosterCopy = Record<PosterField, string>;

export const NO_POSTER_COPY: PosterCopy = {
  mainLabel_0: '',
  mainLabel_1: '',
  scoendLabel: '',
  thirdLabel: '',
};

/** Non-empty trimmed lines of one copy field, or null for an empty field (left out). */
export const copyLines = (...texts: string[]) => {
  const kept = texts.map((t) => t.trim()).filter(Boolean);
  return kept.length > 0 ? kept : null;
};

/**
 * The poster copy as smartProfile takes it: the two main-title lines are one title of two lines;
 * empty fields are left out (the samples are placeholders, never sent).
 */
export function posterCopyInput(copy: PosterCopy): SmartCopyInput {
  return {
    mainLabel: copyLines(copy.mainLabel_0, copy.mainLabel_1),
    secondLabel: copyLines(copy.scoendLabel),
    thirdLabel: copyLines(copy.thirdLabel),
  };
}

const oneLine = (text: string) => text.replace(/\r?\n/gu, '，');

/**
 * spec §4 copy library selection on the poster form: the main title splits at its line break into
 * the first and second title line; subtitle one and two, line breaks as a Chinese comma, follow.
 */
export function posterCopyOf(card: {
  mainTitle: string;
  subtitleOne: string;
  subtitleTwo: string;
}): PosterCopy {
  const [first = '', ...rest] = card.mainTitle.split(/\r?\n/u);
  return {
    mainLabel_0: first,
    mainLabel_1: rest.join(''),
    scoendLabel: oneLine(card.subtitleOne),
    thirdLabel: oneLine(card.subtitleTwo),
  };
}

/** The poster field a smartProfile copy field fills (「缩短到 N 字」 writes its line there). */
export const POSTER_FIELD_OF: Record<keyof CopySelection, PosterField> = {
  mainLabel: 'mainLabel_0',
  secondLabel: 'scoendLabel',
  thirdLabel: 'thirdLabel',
};

/** The copy with a shortened line in place; a shortened main title is one line. */
export function withShortened(copy: PosterCopy, field: keyof CopySelection, line: string) {
  return {
    ...copy,
    ...(field === 'mainLabel' ? { mainLabel_1: '' } : {}),
    [POSTER_FIELD_OF[field]]: line,
  };
}
