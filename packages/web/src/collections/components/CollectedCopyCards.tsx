import { useQuery } from '@apollo/client/react';
import { Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { CollectedCopyCardsDocument } from '@adstudio/schema/client';
import { CopyCardGrid } from '../../copy/components/CopyCardGrid';
import { NO_RECORDS } from '../../shared/components/EmptyRecords';
import { COLLECTED_PAGE_SIZE } from '../collections.strings';
import { useCancelConfirm } from '../hooks/useCancelConfirm';
import { CollectedFooter } from './CollectedFooter';
import { UncollectButton } from './UncollectButton';

/** Collected copy cards, 10 a page; un-collecting after 确定取消收藏吗？ removes the card. */
export function CollectedCopyCards() {
  const [page, setPage] = useState(1);
  const { data, loading, error, refetch } = useQuery(CollectedCopyCardsDocument, {
    variables: { page, pageSize: COLLECTED_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const list = data?.collectedCopyCards;
  const items = list?.items;
  const { ask, dialog } = useCancelConfirm('copyCard', () => {
    if (items?.length === 1 && page > 1) setPage(page - 1);
  });

  return (
    <Stack gap="2">
      <CopyCardGrid
        cards={items}
        loading={loading}
        error={error}
        onRetry={() => refetch()}
        emptyText={NO_RECORDS}
        action={(card) => (
          <UncollectButton
            name={card.mainTitle}
            onClick={() => {
              ask(card.id);
            }}
          />
        )}
      />
      <CollectedFooter page={page} total={list?.total ?? 0} onPage={setPage} dialog={dialog} />
    </Stack>
  );
}
