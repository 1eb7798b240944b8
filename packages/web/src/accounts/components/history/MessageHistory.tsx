import { Badge, Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import {
  MarkMessagesReadDocument,
  MyMessagesDocument,
  UnreadMessageCountDocument,
} from '@adstudio/schema/client';
import { formatDateTime } from '../../../shared/utils/format';
import { LIST_SPINNER, ListStatus } from '../../../shared/components/ListStatus';
import { Pager } from '../../../shared/components/Pager';
import { HISTORY_PAGE_SIZE, HISTORY_STRINGS } from './history.strings';

/** 消息管理: the viewer's notices (review results with the reason), unread count, mark read. */
export function MessageHistory() {
  const [page, setPage] = useState(1);
  const { data, loading, error, refetch } = useQuery(MyMessagesDocument, {
    variables: { page, pageSize: HISTORY_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const [markRead, markState] = useMutation(MarkMessagesReadDocument, {
    refetchQueries: [MyMessagesDocument, UnreadMessageCountDocument],
    awaitRefetchQueries: true,
  });
  const items = data?.myMessages.items ?? [];
  const unread = data?.myMessages.unread ?? 0;

  return (
    <Stack p="6" gap="4">
      <Flex justify="space-between" align="center" wrap="wrap" gap="3">
        <Flex align="center" gap="3">
          <Text as="h1" fontSize="xl" fontWeight="semibold">
            {HISTORY_STRINGS.messages}
          </Text>
          <Badge colorPalette={unread > 0 ? 'red' : 'gray'} data-testid="unread-count">
            {HISTORY_STRINGS.unread(unread)}
          </Badge>
        </Flex>
        <Button
          size="xs"
          variant="outline"
          disabled={unread === 0}
          loading={markState.loading}
          onClick={() => void markRead({ variables: {} })}
        >
          {HISTORY_STRINGS.markAllRead}
        </Button>
      </Flex>
      <ListStatus
        loading={loading}
        error={error}
        empty={items.length === 0}
        onRetry={() => refetch()}
        skeleton={LIST_SPINNER}
      >
        <Stack as="ul" gap="2" listStyleType="none">
          {items.map((message) => (
            <Box
              as="li"
              key={message.id}
              data-testid="message"
              data-read={message.isRead}
              borderWidth="1px"
              borderRadius="md"
              p="3"
              bg={message.isRead ? 'white' : 'blue.50'}
            >
              <Flex justify="space-between" gap="3" align="flex-start">
                <Stack gap="1" minW="0">
                  <Flex gap="2" align="center">
                    {!message.isRead && (
                      <Box w="2" h="2" borderRadius="full" bg="red.500" aria-label="未读" />
                    )}
                    <Text fontWeight="medium">{message.title}</Text>
                    <Badge colorPalette={message.kind === 'REVIEW_PASS' ? 'green' : 'red'}>
                      {message.kind === 'REVIEW_PASS' ? '审核通过' : '审核未通过'}
                    </Badge>
                  </Flex>
                  <Text fontSize="sm" color="gray.700" whiteSpace="pre-wrap">
                    {message.content}
                  </Text>
                  <Text fontSize="xs" color="gray.500">
                    {formatDateTime(message.createdAt)}
                  </Text>
                </Stack>
                {message.isRead ? (
                  <Text fontSize="xs" color="gray.400" flexShrink={0}>
                    {HISTORY_STRINGS.read}
                  </Text>
                ) : (
                  <Button
                    size="2xs"
                    variant="ghost"
                    flexShrink={0}
                    onClick={() => void markRead({ variables: { ids: [message.id] } })}
                  >
                    {HISTORY_STRINGS.markRead}
                  </Button>
                )}
              </Flex>
            </Box>
          ))}
        </Stack>
      </ListStatus>
      <Pager
        page={page}
        pageSize={HISTORY_PAGE_SIZE}
        total={data?.myMessages.total ?? 0}
        onChange={setPage}
      />
    </Stack>
  );
}
