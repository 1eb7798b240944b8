import { skipToken, useQuery } from '@apollo/client/react';
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { CopyCardsDocument } from '@adstudio/schema/client';
import { HighlightedTitle } from '../../titles/components/HighlightedTitle';
import { useCopy } from '../../wordcheck/hooks/useCopy';
import { COPY_STRINGS as S } from '../copy.strings';
import { termRanges } from '../copy.utils';
import type { CopyCard } from './CopyCardView';

// The api shows a poem once per search; its other best-matching lines load when asked for.
const POEM_LINES_MAX = 100;

/** 同诗 N 句: a toggle that lists the poem's other matching lines, each with 复制. */
export function SamePoemLines({ card, keyword }: { card: CopyCard; keyword?: string | null }) {
  const [open, setOpen] = useState(false);
  const copy = useCopy();
  const { data, loading } = useQuery(
    CopyCardsDocument,
    open
      ? { variables: { poemOf: card.id, keyword, page: 1, pageSize: POEM_LINES_MAX } }
      : skipToken,
  );
  const others = data?.copyCards.items.filter((c) => c.id !== card.id) ?? [];
  return (
    <Stack gap="1" data-testid="same-poem">
      <Button
        size="2xs"
        variant="ghost"
        alignSelf="start"
        loading={loading}
        aria-expanded={open}
        onClick={() => {
          setOpen(!open);
        }}
      >
        {open ? S.collapse : S.samePoem(card.samePoem)}
      </Button>
      {open &&
        others.map((other) => {
          const lines = [other.mainTitle, other.subtitleOne, other.subtitleTwo].filter(Boolean);
          return (
            <HStack key={other.id} gap="2" justify="space-between">
              <Text fontSize="sm" color="fg.muted">
                {lines.map((line, i) => (
                  <span key={i}>
                    {i > 0 && '，'}
                    <HighlightedTitle text={line} ranges={termRanges(line, keyword)} />
                  </span>
                ))}
              </Text>
              <Button size="2xs" variant="outline" onClick={() => void copy(lines.join('\n'))}>
                {S.copy}
              </Button>
            </HStack>
          );
        })}
    </Stack>
  );
}
