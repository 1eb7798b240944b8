import { skipToken, useQuery } from '@apollo/client/react';
import { CheckSmartCopyDocument } from '@adstudio/schema/client';
import type { Hit } from '../../wordcheck/components/HighlightedText';
import { useDebouncedValue } from '../../wordcheck/hooks/useDebouncedValue';
import { COPY_CHECK_DEBOUNCE_MS } from '../smart.strings';

const BANNED = '禁用';

/**
 * The 禁用 hits of a copy text, checked once it has rested for a moment (typed, from 换一组文案 or
 * the 文案库 drawer alike). `debounced` false checks at once (a fixed text, e.g. what was generated).
 */
export function useCopyCheck(text: string, debounced = true): Hit[] {
  const settled = useDebouncedValue(text, debounced ? COPY_CHECK_DEBOUNCE_MS : 0);
  const content = (debounced ? settled : text).trim();
  const { data } = useQuery(
    CheckSmartCopyDocument,
    content === '' ? skipToken : { variables: { content } },
  );
  // A result for older text would point at the wrong characters.
  if (content === '' || content !== text.trim()) return [];
  return data?.checkWords.hits.filter((hit) => hit.severity === BANNED) ?? [];
}
