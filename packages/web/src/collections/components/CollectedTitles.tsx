import { useQuery } from '@apollo/client/react';
import { Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { CollectedTitlesDocument } from '@adstudio/schema/client';
import { ListStatus } from '../../shared/components/ListStatus';
import { TITLE_TABLE_SKELETON, TitleTable } from '../../titles/components/TitleTable';
import { TITLE_STRINGS } from '../../titles/titles.strings';
import { COLLECTED_PAGE_SIZE } from '../collections.strings';
import { useCancelConfirm } from '../hooks/useCancelConfirm';
import { CollectedFooter } from './CollectedFooter';
import { UncollectButton } from './UncollectButton';

/**
 * Collected headlines (spec create-and-write §2 favourites, writing tab): a table of 10 a page;
 * only un-collecting is offered, after 确定取消收藏吗？, and the title then leaves the list.
 */
export function CollectedTitles() {
  const [page, setPage] = useState(1);
  const { data, loading, error, refetch } = useQuery(CollectedTitlesDocument, {
    variables: { page, pageSize: COLLECTED_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const list = data?.collectedTitles;
  const items = list?.items ?? [];
  const { ask, dialog } = useCancelConfirm('title', () => {
    if (items.length === 1 && page > 1) setPage(page - 1);
  });

  return (
    <Stack gap="2">
      <ListStatus
        loading={loading}
        error={error}
        empty={items.length === 0}
        onRetry={() => refetch()}
        failedText={TITLE_STRINGS.loadFailed}
        skeleton={TITLE_TABLE_SKELETON}
      >
        <TitleTable
          rows={items.map((title) => ({ title }))}
          first={(page - 1) * COLLECTED_PAGE_SIZE + 1}
          action={(title) => (
            <UncollectButton
              size="xs"
              name={title.content}
              onClick={() => {
                ask(title.id);
              }}
            />
          )}
        />
      </ListStatus>
      <CollectedFooter page={page} total={list?.total ?? 0} onPage={setPage} dialog={dialog} />
    </Stack>
  );
}
