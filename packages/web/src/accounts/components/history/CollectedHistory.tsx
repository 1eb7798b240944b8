import { Box, Button, Flex, Image, SimpleGrid, Spinner, Stack, Tabs, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { CollectedMaterialsDocument, UncollectMaterialDocument } from '@adstudio/schema/client';
import { Link as RouterLink } from 'react-router-dom';
import { notify } from '../../../app/toaster';
import { handleUnauthenticated } from '../../../materials/hooks/graphqlErrors';
import { detailHref, formatDateTime, thumbUrl } from '../../../materials/materials.utils';
import { ConfirmDialog } from '../../../shared/components/ConfirmDialog';
import { EmptyRecords, NO_RECORDS } from '../../../shared/components/EmptyRecords';
import { Pager } from '../../../shared/components/Pager';
import { CollectedTemplates } from '../../../templates/components/CollectedTemplates';
import { WritingCollections } from '../../../titles/components/WritingCollections';
import { HISTORY_PAGE_SIZE, HISTORY_STRINGS } from './history.strings';

/**
 * spec platform-core §2 favourites: tabs 素材库 / 秒创 / 秒撰; only un-collecting is offered, after
 * the 确定取消收藏吗？ confirmation, and the item then leaves the list.
 */
export function CollectedHistory() {
  const [tab, setTab] = useState('materials');
  const [page, setPage] = useState(1);
  const [pendingId, setPendingId] = useState<string | null>(null);
  const { data, loading } = useQuery(CollectedMaterialsDocument, {
    variables: { page, pageSize: HISTORY_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const [uncollect, uncollectState] = useMutation(UncollectMaterialDocument, {
    context: { handlesErrors: true },
    refetchQueries: [CollectedMaterialsDocument],
    awaitRefetchQueries: true,
  });
  const items = data?.collectedMaterials.items ?? [];
  const total = data?.collectedMaterials.total ?? 0;

  const confirm = async () => {
    if (!pendingId) return;
    try {
      await uncollect({ variables: { id: pendingId } });
      notify({ type: 'success', title: HISTORY_STRINGS.cancelSuccess });
      // The last item of a later page: step back so the list is not empty.
      if (items.length === 1 && page > 1) setPage(page - 1);
    } catch (error) {
      if (!handleUnauthenticated(error))
        notify({ type: 'error', title: HISTORY_STRINGS.cancelFailed });
    } finally {
      setPendingId(null);
    }
  };

  return (
    <Stack p="6" gap="4">
      <Text as="h1" fontSize="xl" fontWeight="semibold">
        {HISTORY_STRINGS.myCollections}
      </Text>
      <Tabs.Root
        value={tab}
        onValueChange={(details) => {
          setTab(details.value);
        }}
        variant="line"
        lazyMount
      >
        <Tabs.List>
          <Tabs.Trigger value="materials">{HISTORY_STRINGS.tabLibrary}</Tabs.Trigger>
          <Tabs.Trigger value="templates">{HISTORY_STRINGS.tabCreate}</Tabs.Trigger>
          <Tabs.Trigger value="copy">{HISTORY_STRINGS.tabWrite}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="materials">
          {loading && items.length === 0 ? (
            <Flex justify="center" py="16">
              <Spinner />
            </Flex>
          ) : items.length === 0 ? (
            <EmptyRecords />
          ) : (
            <SimpleGrid columns={{ base: 2, md: 3, lg: 5 }} gap="4">
              {items.map((item) => (
                <Stack key={item.id} gap="1" data-testid="collected-card">
                  <Box bg="gray.100" borderRadius="md" overflow="hidden" h="36">
                    <RouterLink to={detailHref(item.id)} target="_blank">
                      <Image
                        src={thumbUrl(item.url, 300)}
                        alt={item.title}
                        w="full"
                        h="36"
                        objectFit="cover"
                      />
                    </RouterLink>
                  </Box>
                  <Text fontSize="sm" truncate title={item.title}>
                    {item.title}
                  </Text>
                  <Flex justify="space-between" align="center">
                    <Text fontSize="xs" color="gray.500">
                      {formatDateTime(item.createdAt)}
                    </Text>
                    <Button
                      size="2xs"
                      variant="outline"
                      aria-label={`${HISTORY_STRINGS.uncollect} ${item.title}`}
                      onClick={() => {
                        setPendingId(item.id);
                      }}
                    >
                      {HISTORY_STRINGS.uncollect}
                    </Button>
                  </Flex>
                </Stack>
              ))}
            </SimpleGrid>
          )}
          <Pager page={page} pageSize={HISTORY_PAGE_SIZE} total={total} onChange={setPage} />
        </Tabs.Content>
        <Tabs.Content value="templates">
          <CollectedTemplates
            confirmTitle={HISTORY_STRINGS.uncollectConfirm}
            emptyText={NO_RECORDS}
          />
        </Tabs.Content>
        <Tabs.Content value="copy">
          <WritingCollections />
        </Tabs.Content>
      </Tabs.Root>
      <ConfirmDialog
        open={pendingId !== null}
        title={HISTORY_STRINGS.uncollectConfirm}
        loading={uncollectState.loading}
        onConfirm={() => void confirm()}
        onCancel={() => {
          setPendingId(null);
        }}
      />
    </Stack>
  );
}
