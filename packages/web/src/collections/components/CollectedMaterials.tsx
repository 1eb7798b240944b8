import { Box, Flex, Image, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { CollectedMaterialsDocument } from '@adstudio/schema/client';
import { Link as RouterLink } from 'react-router-dom';
import { detailHref, thumbUrl } from '../../materials/materials.utils';
import { formatDateTime } from '../../shared/utils/format';
import { ConfirmDialog } from '../../shared/components/ConfirmDialog';
import { LIST_SPINNER } from '../../shared/components/ListStatus';
import { PagedGrid } from '../../shared/components/PagedGrid';
import { COLLECT_STRINGS, COLLECTED_PAGE_SIZE } from '../collections.strings';
import { useCancelConfirm } from '../hooks/useCancelConfirm';
import { UncollectButton } from './UncollectButton';

/** The 素材库 tab of 我的收藏: favourite materials, 10 a page, with a confirmed 取消收藏. */
export function CollectedMaterials() {
  const [page, setPage] = useState(1);
  const { data, loading, error, refetch } = useQuery(CollectedMaterialsDocument, {
    variables: { page, pageSize: COLLECTED_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const items = data?.collectedMaterials.items ?? [];
  const total = data?.collectedMaterials.total ?? 0;
  // The last item of a later page: step back so the list is not empty.
  const { ask, dialog } = useCancelConfirm('material', () => {
    if (items.length === 1 && page > 1) setPage(page - 1);
  });

  return (
    <PagedGrid
      query={{ loading, error, refetch }}
      skeleton={LIST_SPINNER}
      items={items}
      paging={{ page, pageSize: COLLECTED_PAGE_SIZE, total, onPage: setPage }}
      renderItem={(item) => (
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
              {COLLECT_STRINGS.collectedOn(formatDateTime(item.collectedAt ?? item.createdAt))}
            </Text>
            <UncollectButton
              name={item.title}
              onClick={() => {
                ask(item.id);
              }}
            />
          </Flex>
        </Stack>
      )}
      footer={<ConfirmDialog title={COLLECT_STRINGS.uncollectConfirm} {...dialog} />}
    />
  );
}
