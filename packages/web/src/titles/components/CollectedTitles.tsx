import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Flex, Spinner, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { CollectedTitlesDocument, UncollectTitleDocument } from '@adstudio/schema/client';
import { notify } from '../../app/toaster';
import { handleUnauthenticated } from '../../materials/hooks/graphqlErrors';
import { ConfirmDialog } from '../../shared/components/ConfirmDialog';
import { EmptyRecords } from '../../shared/components/EmptyRecords';
import { Pager } from '../../shared/components/Pager';
import { COLLECTED_TITLE_PAGE_SIZE, TITLE_STRINGS as S } from '../titles.strings';
import { TitleTable } from './TitleTable';

/**
 * Collected headlines (spec create-and-write §2 favourites, writing tab): a table of 10 a page;
 * only un-collecting is offered, after 确定取消收藏吗？, and the title then leaves the list.
 */
export function CollectedTitles() {
  const [page, setPage] = useState(1);
  const [pending, setPending] = useState<string | null>(null);
  const { data, loading } = useQuery(CollectedTitlesDocument, {
    variables: { page, pageSize: COLLECTED_TITLE_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const [uncollect, uncollectState] = useMutation(UncollectTitleDocument, {
    context: { handlesErrors: true },
    refetchQueries: [CollectedTitlesDocument],
    awaitRefetchQueries: true,
  });
  const list = data?.collectedTitles;
  const items = list?.items ?? [];

  const confirm = async () => {
    if (!pending) return;
    try {
      await uncollect({ variables: { id: pending } });
      notify({ type: 'success', title: S.cancelSuccess });
      if (items.length === 1 && page > 1) setPage(page - 1);
    } catch (error) {
      if (!handleUnauthenticated(error)) notify({ type: 'error', title: S.cancelFailed });
    } finally {
      setPending(null);
    }
  };

  if (loading && !list) {
    return (
      <Flex justify="center" py="16">
        <Spinner />
      </Flex>
    );
  }
  return (
    <Stack gap="2">
      {items.length === 0 ? (
        <EmptyRecords />
      ) : (
        <TitleTable
          rows={items.map((title) => ({ title }))}
          first={(page - 1) * COLLECTED_TITLE_PAGE_SIZE + 1}
          action={(title) => (
            <Button
              size="xs"
              variant="outline"
              aria-label={`${S.uncollect} ${title.content}`}
              onClick={() => {
                setPending(title.id);
              }}
            >
              {S.uncollect}
            </Button>
          )}
        />
      )}
      <Pager
        page={page}
        pageSize={COLLECTED_TITLE_PAGE_SIZE}
        total={list?.total ?? 0}
        onChange={setPage}
      />
      <ConfirmDialog
        open={pending !== null}
        title={S.uncollectConfirm}
        loading={uncollectState.loading}
        onConfirm={() => void confirm()}
        onCancel={() => {
          setPending(null);
        }}
      />
    </Stack>
  );
}
