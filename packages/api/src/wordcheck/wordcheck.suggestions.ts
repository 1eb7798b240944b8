// Replacement wording is text a user can publish as it stands; what it needs (需有证明, 需写明规则)
// is advice to the editor. Lists and admins write both in one line, 国家认证（需有证明）: this
// keeps them apart wherever suggestions enter the lexicon.

// A bracketed remark, full or half width.
const REMARK = /[（(]([^）)]*)[）)]/g;
// A blank the writer must fill in (已获××认证): not publishable as it stands.
const BLANK = /××|XX|＿|_{2,}/;

export interface SplitSuggestions {
  /** Publishable replacements, in the order given, without repeats. */
  suggestions: string[];
  /** Notes such as 国家认证：需有证明 or 已获××认证（填写实际内容）：需有证明. */
  notes: string[];
}

/** Splits written suggestions into publishable replacements and notes (kept notes first). */
export function splitSuggestions(written: readonly string[], notes: readonly string[] = []) {
  const out: SplitSuggestions = { suggestions: [], notes: [...notes] };
  for (const raw of written) {
    const remarks = [...raw.matchAll(REMARK)].map((m) => (m[1] ?? '').trim()).filter(Boolean);
    const text = raw.replace(REMARK, '').trim();
    if (!text) {
      out.notes.push(...remarks);
    } else if (BLANK.test(text)) {
      out.notes.push([`${text}（填写实际内容）`, ...remarks].join('：'));
    } else {
      out.suggestions.push(text);
      if (remarks.length) out.notes.push([text, ...remarks].join('：'));
    }
  }
  return {
    suggestions: [...new Set(out.suggestions)],
    notes: [...new Set(out.notes)],
  };
}

// The absolute degree adverbs of the lexicon's 最X words, each with plain adverbs that keep the
// sentence: when a hit's tail belongs to the next word (最好|喝的), only the adverb can be replaced
// (很好喝的); a replacement word in its place would not read as Chinese (优质喝的).
const PLAIN_DEGREE: Partial<Record<string, readonly string[]>> = {
  最: ['很', '非常'],
  极: ['很', '非常'],
  超级: ['很', '非常'],
};

/** Plain replacements for the whole-word head of a hit whose tail runs on; none when unknown. */
export function plainDegree(head: string): readonly string[] {
  return PLAIN_DEGREE[head] ?? [];
}
