import { Badge, Flex, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { ReviewLogDocument } from '@adstudio/schema/client';
import type { ReviewEventRow_EventFragment } from '@adstudio/schema/client';
import { Thumb } from '../../accounts/components/history/Thumb';
import { formatDateTime } from '../../shared/utils/format';
import { LIST_SPINNER, ListStatus } from '../../shared/components/ListStatus';
import { Pager } from '../../shared/components/Pager';
import { ACTION_LABEL, REVIEW_PAGE_SIZE, REVIEW_STRINGS } from '../review.strings';

export function ActionBadge({ action }: { action: ReviewEventRow_EventFragment['action'] }) {
  const color = action === 'PASS' ? 'green' : action === 'REJECT' ? 'red' : 'gray';
  return <Badge colorPalette={color}>{ACTION_LABEL[action]}</Badge>;
}

/** The decision log: every approval and rejection, newest first, with who and when. */
export function ReviewLog() {
  const [page, setPage] = useState(1);
  const { data, loading, error, refetch } = useQuery(ReviewLogDocument, {
    variables: { page, pageSize: REVIEW_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const items = data?.reviewLog.items ?? [];
  if (items.length === 0) {
    return (
      <ListStatus
        loading={loading}
        error={error}
        empty
        onRetry={() => refetch()}
        skeleton={LIST_SPINNER}
      />
    );
  }
  return (
    <Stack gap="2">
      <Table.ScrollArea>
        <Table.Root size="sm" aria-label={REVIEW_STRINGS.logTab}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{REVIEW_STRINGS.time}</Table.ColumnHeader>
              <Table.ColumnHeader>{REVIEW_STRINGS.material}</Table.ColumnHeader>
              <Table.ColumnHeader>{REVIEW_STRINGS.action}</Table.ColumnHeader>
              <Table.ColumnHeader>{REVIEW_STRINGS.reason}</Table.ColumnHeader>
              <Table.ColumnHeader>{REVIEW_STRINGS.actor}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {items.map((event) => (
              <Table.Row key={event.id} data-testid="log-row">
                <Table.Cell whiteSpace="nowrap">{formatDateTime(event.createdAt)}</Table.Cell>
                <Table.Cell>
                  <Flex gap="2" align="center">
                    <Thumb url={event.materialUrl} alt={event.materialTitle} />
                    <Text fontSize="sm">
                      {event.materialTitle}
                      <Text as="span" color="gray.500">
                        {' '}
                        #{event.materialId}
                      </Text>
                    </Text>
                  </Flex>
                </Table.Cell>
                <Table.Cell>
                  <ActionBadge action={event.action} />
                </Table.Cell>
                <Table.Cell maxW="64">{event.reason ?? '—'}</Table.Cell>
                <Table.Cell>{event.actor.name}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <Pager
        page={page}
        pageSize={REVIEW_PAGE_SIZE}
        total={data?.reviewLog.total ?? 0}
        onChange={setPage}
      />
    </Stack>
  );
}
