import {
  Box,
  Heading,
  Image,
  LinkBox,
  LinkOverlay,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { formatDateTime } from '../../shared/utils/format';
import { Pager } from '../../shared/components/Pager';
import { BATCH_STRINGS as S, batchHref } from '../batch.strings';
import { BATCH_RECORDS_PAGE_SIZE, useBatchRecords } from '../hooks/useBatchRecords';

/**
 * 创作记录's batches (issue 33 item 4): each batch one entry, opening 批量生成 on it, where its items
 * list and each opens in the editor. Nothing shows for a user who never made a batch.
 */
export function BatchRecords() {
  const [page, setPage] = useState(1);
  const { data } = useBatchRecords(page);
  const list = data?.batches;
  if (!list || list.total === 0) return null;
  return (
    <Stack gap="2" as="section" aria-label={S.recordsTitle}>
      <Heading size="sm">{S.recordsTitle}</Heading>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
        {list.items.map((b) => (
          <LinkBox
            key={b.id}
            as="article"
            borderWidth="1px"
            borderRadius="md"
            p="3"
            display="flex"
            gap="3"
            data-testid="batch-record"
          >
            <Box w="20" h="20" bg="gray.100" borderRadius="md" overflow="hidden" flexShrink={0}>
              {b.coverUrl && (
                <Image src={b.coverUrl} alt={b.name} w="full" h="full" objectFit="cover" />
              )}
            </Box>
            <Stack gap="1" minW="0">
              <LinkOverlay asChild>
                <RouterLink to={batchHref(b.id)}>
                  <Text fontWeight="medium" truncate>
                    {S.recordName(b.name, b.total)}
                  </Text>
                </RouterLink>
              </LinkOverlay>
              <Text fontSize="xs" color="fg.muted" truncate>
                {b.mode === 'SMART' ? S.smartPerRowRecord : (b.templateName ?? S.noTemplate)} ·{' '}
                {S.statusOf[b.status]}
              </Text>
              <Text fontSize="xs" color="fg.muted">
                {S.recordCounts(b.done, b.failed, b.blocked)}
              </Text>
              <Text fontSize="xs" color="gray.500">
                {formatDateTime(b.createdAt)}
              </Text>
            </Stack>
          </LinkBox>
        ))}
      </SimpleGrid>
      <Pager page={page} pageSize={BATCH_RECORDS_PAGE_SIZE} total={list.total} onChange={setPage} />
    </Stack>
  );
}
