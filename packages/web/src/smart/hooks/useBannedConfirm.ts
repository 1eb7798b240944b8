import type { ApolloClient } from '@apollo/client';
import type { TemplateDoc } from '@adstudio/render';
import { CheckDesignCopyDocument } from '@adstudio/schema/client';
import { useCallback, useRef, useState } from 'react';

const BANNED = '禁用';

/** The text a design shows: its visible labels, one line each. */
export const designText = (doc: TemplateDoc) =>
  Object.values(doc.renderConfig.materials)
    .flatMap((l) => (l.type === 'label' && !l.hidden ? [l.text] : []))
    .join('\n');

/** The 禁用 words of a design's text, as the server's word checker finds them. */
export async function bannedWordsOf(client: ApolloClient, doc: TemplateDoc): Promise<string[]> {
  const content = designText(doc).trim();
  if (content === '') return [];
  const { data } = await client.query({
    query: CheckDesignCopyDocument,
    variables: { content },
    fetchPolicy: 'network-only',
  });
  const hits = data?.checkWords.hits ?? [];
  return [...new Set(hits.filter((h) => h.severity === BANNED).map((h) => h.matched))];
}

/**
 * The spec's confirmation before a design with 禁用 words goes out (export, download): `ask`
 * answers true at once when there are none, else when the user chooses 仍要继续.
 */
export function useBannedConfirm() {
  const [words, setWords] = useState<readonly string[] | null>(null);
  const settle = useRef<((go: boolean) => void) | null>(null);
  const ask = useCallback((found: readonly string[]) => {
    if (found.length === 0) return Promise.resolve(true);
    settle.current?.(false);
    setWords(found);
    return new Promise<boolean>((resolve) => {
      settle.current = resolve;
    });
  }, []);
  const answer = useCallback((go: boolean) => {
    settle.current?.(go);
    settle.current = null;
    setWords(null);
  }, []);
  /** `go` at once (in the click's own turn) when there are no words, else after 仍要继续. */
  const guard = useCallback(
    (found: readonly string[], go: () => void) => {
      if (found.length === 0) go();
      else
        void ask(found).then((yes) => {
          if (yes) go();
        });
    },
    [ask],
  );
  return { words, ask, answer, guard };
}
