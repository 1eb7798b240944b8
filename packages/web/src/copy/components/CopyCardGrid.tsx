import { SimpleGrid, Skeleton } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ListStatus } from '../../shared/components/ListStatus';
import { COPY_STRINGS as S } from '../copy.strings';
import { CopyCardView, type CopyCard } from './CopyCardView';

interface Props {
  cards: readonly CopyCard[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => unknown;
  keyword?: string | null;
  action?: (card: CopyCard) => ReactNode;
  // Favourites say 哎呀！还没有记录～; searches say the spec's no-match line.
  emptyText?: string;
}

const CARD_SKELETON = (
  <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4" aria-busy="true">
    {Array.from({ length: 6 }, (_, i) => (
      <Skeleton key={i} h="40" borderRadius="lg" />
    ))}
  </SimpleGrid>
);

/** Cards in a grid, or the list's loading, empty or failed state (获取文案素材失败 with 重试). */
export function CopyCardGrid({
  cards,
  loading,
  error,
  onRetry,
  keyword,
  action,
  emptyText = S.noResults,
}: Props) {
  return (
    <ListStatus
      loading={loading}
      error={error}
      empty={!cards || cards.length === 0}
      onRetry={onRetry}
      failedText={S.loadFailed}
      emptyText={emptyText}
      skeleton={CARD_SKELETON}
    >
      <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4" opacity={loading ? 0.6 : 1}>
        {cards?.map((card) => (
          <CopyCardView key={card.id} card={card} keyword={keyword} action={action?.(card)} />
        ))}
      </SimpleGrid>
    </ListStatus>
  );
}
