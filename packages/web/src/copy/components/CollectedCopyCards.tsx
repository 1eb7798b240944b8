import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { CollectedCopyCardsDocument, UncollectCopyCardDocument } from '@adstudio/schema/client';
import { notify } from '../../app/toaster';
import { handleUnauthenticated } from '../../materials/hooks/graphqlErrors';
import { ConfirmDialog } from '../../shared/components/ConfirmDialog';
import { EmptyRecords } from '../../shared/components/EmptyRecords';
import { Pager } from '../../shared/components/Pager';
import { COLLECTED_COPY_PAGE_SIZE, COPY_STRINGS as S } from '../copy.strings';
import { CopyCardGrid } from './CopyCardGrid';

/** Collected copy cards, 10 a page; un-collecting after 确定取消收藏吗？ removes the card. */
export function CollectedCopyCards() {
  const [page, setPage] = useState(1);
  const [pending, setPending] = useState<string | null>(null);
  const { data, loading } = useQuery(CollectedCopyCardsDocument, {
    variables: { page, pageSize: COLLECTED_COPY_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const [uncollect, state] = useMutation(UncollectCopyCardDocument, {
    context: { handlesErrors: true },
    refetchQueries: [CollectedCopyCardsDocument],
    awaitRefetchQueries: true,
  });
  const list = data?.collectedCopyCards;
  const items = list?.items;

  const confirm = async () => {
    if (!pending) return;
    try {
      await uncollect({ variables: { id: pending } });
      notify({ type: 'success', title: S.cancelSuccess });
      if (items?.length === 1 && page > 1) setPage(page - 1);
    } catch (error) {
      if (!handleUnauthenticated(error)) notify({ type: 'error', title: S.cancelFailed });
    } finally {
      setPending(null);
    }
  };

  return (
    <Stack gap="2">
      {list && items?.length === 0 ? (
        <EmptyRecords />
      ) : (
        <CopyCardGrid
          cards={items}
          loading={loading}
          action={(card) => (
            <Button
              size="2xs"
              variant="outline"
              aria-label={`${S.uncollect} ${card.mainTitle}`}
              onClick={() => {
                setPending(card.id);
              }}
            >
              {S.uncollect}
            </Button>
          )}
        />
      )}
      <Pager
        page={page}
        pageSize={COLLECTED_COPY_PAGE_SIZE}
        total={list?.total ?? 0}
        onChange={setPage}
      />
      <ConfirmDialog
        open={pending !== null}
        title={S.uncollectConfirm}
        loading={state.loading}
        onConfirm={() => void confirm()}
        onCancel={() => {
          setPending(null);
        }}
      />
    </Stack>
  );
}
