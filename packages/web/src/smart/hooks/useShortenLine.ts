import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { ShortenSuggestionsDocument, type SmartCopyField } from '@adstudio/schema/client';
import type { CopySelection } from '../../copy/components/CopyLibraryDrawer';
import { notify } from '../../shared/toaster';
import { SMART_STRINGS as S } from '../smart.strings';

export const FIELD_OF: Record<SmartCopyField, keyof CopySelection> = {
  MAIN_LABEL: 'mainLabel',
  SECOND_LABEL: 'secondLabel',
  THIRD_LABEL: 'thirdLabel',
};

const fits = (line: string, n: number) => line.trim() !== '' && Array.from(line).length <= n;

/**
 * 「缩短到 N 字」: asks the recommended titles (composeTemplate/getTitle, main titles of at most N
 * 字) for a line that fits and hands it to `onLine`. A main title answers for 标题文案; the others
 * take a subtitle that fits, else a main title.
 */
export function useShortenLine(onLine: (field: keyof CopySelection, line: string) => void) {
  const client = useApolloClient();
  const [running, setRunning] = useState(false);
  const shorten = async (field: SmartCopyField, maxChars: number) => {
    if (running) return;
    setRunning(true);
    try {
      const { data } = await client.query({
        query: ShortenSuggestionsDocument,
        variables: { textLength: maxChars },
        fetchPolicy: 'network-only',
      });
      const pairs = data?.suggestedTitles ?? [];
      const subtitles = field === 'MAIN_LABEL' ? [] : pairs.map((p) => p.subtitleOne);
      const line = [...subtitles, ...pairs.map((p) => p.mainTitle)].find((l) => fits(l, maxChars));
      if (line) onLine(FIELD_OF[field], line.trim());
      else notify({ type: 'warning', title: S.noShorter(maxChars) });
    } catch {
      notify({ type: 'error', title: S.failed });
    } finally {
      setRunning(false);
    }
  };
  return { running, shorten };
}
