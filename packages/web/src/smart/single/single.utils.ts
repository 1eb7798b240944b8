import type { SmartCopyInput } from '@adstudio/schema/client';
import type { CopySelection } from '../../copy/components/CopyLibraryDrawer';
import { SINGLE_GROUPS, SINGLE_MAX_CHARS, SMART_SINGLE_STRINGS as T } from '../smart.strings';
import { copyLines, posterCopyOf } from '../poster/poster.utils';

export interface SingleGroup {
  lableContent: string;
  text_a: string;
  text_b: string;
}

/** The single-image form in the spec's field names (lableContent spelt so). */
export interface SingleCopy {
  mainLabel: string;
  mainLabelSec: string;
  secondLabel: string;
  codeLabel: string;
  productTopLabel: string;
  thirdLabel: string;
  groups: SingleGroup[];
  productNotesLabel: string;
  productNotesLabelSec: string;
  notesLabel: string;
  copyrightNotice: string;
}

export type SingleStep = 0 | 1 | 2;
export const LAST_STEP: SingleStep = 2;

export const NO_SINGLE_COPY: SingleCopy = {
  mainLabel: '',
  mainLabelSec: '',
  secondLabel: '',
  codeLabel: '',
  productTopLabel: '',
  thirdLabel: '',
  groups: Array.from({ length: SINGLE_GROUPS }, () => ({
    lableContent: '',
    text_a: '',
    text_b: '',
  })),
  productNotesLabel: '',
  productNotesLabelSec: '',
  notesLabel: '',
  copyrightNotice: '',
};

const empty = (text: string) => text.trim() === '';

/**
 * What a step still needs (spec §2, §5): the prompt of its first missing required field, or null
 * when 下一步 (or, on the last step, 智能创作) may go on.
 */
export function stepPrompt(step: SingleStep, copy: SingleCopy): string | null {
  switch (step) {
    case 0:
      if (empty(copy.mainLabel)) return T.needMainLabel;
      return empty(copy.secondLabel) ? T.needSecondLabel : null;
    case 1: {
      for (const [i, group] of copy.groups.entries()) {
        if (empty(group.lableContent)) return T.needGroupMain(i + 1);
        if (empty(group.text_a)) return T.needGroupSub(i + 1);
      }
      return null;
    }
    case 2:
      if (empty(copy.productNotesLabel)) return T.needTableNote;
      return empty(copy.notesLabel) ? T.needNotesA : null;
  }
}

/**
 * The copy smartProfile takes: every field of the form, which picks the product detail templates
 * made for it. The title halves are one title of two lines, the table description two lines, and
 * the four groups twelve lines in order (main content, sub-content a, b), an empty line keeping its
 * place.
 */
export function singleCopyInput(copy: SingleCopy): SmartCopyInput {
  return {
    mainLabel: copyLines(copy.mainLabel, copy.mainLabelSec),
    secondLabel: copyLines(copy.secondLabel),
    thirdLabel: copyLines(copy.thirdLabel),
    codeLabel: copyLines(copy.codeLabel),
    productTopLabel: copyLines(copy.productTopLabel),
    productLabel: copy.groups.flatMap((g) =>
      [g.lableContent, g.text_a, g.text_b].map((t) => t.trim()),
    ),
    productNotesLabel: copyLines(copy.productNotesLabel, copy.productNotesLabelSec),
    notesLabel: copyLines(copy.notesLabel),
    copyrightNotice: copyLines(copy.copyrightNotice),
  };
}

const clip = (text: string, max: number) => Array.from(text).slice(0, max).join('');

/** A 文案库 card on the single-image form: title halves and subtitle, cut to their lengths. */
export function withCard(copy: SingleCopy, card: Parameters<typeof posterCopyOf>[0]): SingleCopy {
  const poster = posterCopyOf(card);
  return {
    ...copy,
    mainLabel: clip(poster.mainLabel_0, SINGLE_MAX_CHARS.mainLabel),
    mainLabelSec: clip(poster.mainLabel_1, SINGLE_MAX_CHARS.mainLabelSec),
    secondLabel: clip(poster.scoendLabel, SINGLE_MAX_CHARS.secondLabel),
  };
}

/** 「缩短到 N 字」 on the single-image form: the line goes where smartProfile took it from. */
export function withShortenedSingle(
  copy: SingleCopy,
  field: keyof CopySelection,
  line: string,
): SingleCopy {
  switch (field) {
    case 'mainLabel':
      return { ...copy, mainLabel: clip(line, SINGLE_MAX_CHARS.mainLabel), mainLabelSec: '' };
    case 'secondLabel':
      return { ...copy, secondLabel: clip(line, SINGLE_MAX_CHARS.secondLabel) };
    case 'thirdLabel':
      return { ...copy, thirdLabel: clip(line, SINGLE_MAX_CHARS.thirdLabel) };
  }
}
