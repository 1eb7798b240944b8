import { SimpleGrid, Skeleton, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { COPY_STRINGS as S } from '../copy.strings';
import { CopyCardView, type CopyCard } from './CopyCardView';

interface Props {
  cards: readonly CopyCard[] | undefined;
  loading: boolean;
  keyword?: string | null;
  action?: (card: CopyCard) => ReactNode;
}

/** Cards in a grid, a skeleton while the first page loads, the spec's empty state. */
export function CopyCardGrid({ cards, loading, keyword, action }: Props) {
  if (!cards && loading) {
    return (
      <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4" aria-busy="true">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} h="40" borderRadius="lg" />
        ))}
      </SimpleGrid>
    );
  }
  if (!cards || cards.length === 0) {
    return (
      <Text textAlign="center" color="fg.muted" py="16">
        {S.noResults}
      </Text>
    );
  }
  return (
    <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4" opacity={loading ? 0.6 : 1}>
      {cards.map((card) => (
        <CopyCardView key={card.id} card={card} keyword={keyword} action={action?.(card)} />
      ))}
    </SimpleGrid>
  );
}
