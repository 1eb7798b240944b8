import { Button, Flex, Spinner, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { openLogin } from '../../accounts/loginPrompt';
import { isNotFound, isUnauthenticated } from '../graphqlErrors';
import { STRINGS } from '../strings';
import { NO_RECORDS } from './EmptyRecords';
import { MasonrySkeleton } from './MasonrySkeleton';

// The loading state of lists that are not grids of images (tables, account records).
export const LIST_SPINNER = (
  <Flex justify="center" py="16" aria-busy="true">
    <Spinner />
  </Flex>
);

export type ListState = 'ready' | 'loading' | 'empty' | 'notFound' | 'guest' | 'failed';

interface QueryOutcome {
  loading: boolean;
  // The query's error, if any (Apollo's `error`).
  error: unknown;
  // Nothing loaded to show.
  empty: boolean;
}

/**
 * What a list or detail shows. What was loaded stays on screen even when a refetch fails; with
 * nothing loaded, a failure is a failure (issue 17 item 5), never "no data".
 */
export function listState({ loading, error, empty }: QueryOutcome): ListState {
  if (!empty) return 'ready';
  if (loading) return 'loading';
  if (error) {
    if (isNotFound(error)) return 'notFound';
    // A guest on a page the spec leaves unguarded (favourites, history): the 401 opened the login
    // dialog; what lies under it asks for a login too, not a failure (issue 30 item 10).
    return isUnauthenticated(error) ? 'guest' : 'failed';
  }
  return 'empty';
}

export interface ListStatusProps extends QueryOutcome {
  // Usually the query's `refetch`.
  onRetry: () => unknown;
  // The spec's failure string for this list (获取相似图失败, 获取模板列表失败 …).
  failedText?: string;
  // A second line under the failure, e.g. the spec's 请刷新重试 for template lists.
  failedHint?: string;
  emptyText?: string;
  emptyHint?: string;
  // A page's own empty state, in place of the text.
  emptyState?: ReactNode;
  notFoundText?: string;
  skeleton?: ReactNode;
  children?: ReactNode;
}

/** Every list and detail: the content, or loading, empty, not found, or failed with 重试. */
export function ListStatus({
  onRetry,
  failedText = STRINGS.listFailed,
  failedHint,
  emptyText = NO_RECORDS,
  emptyHint,
  emptyState,
  notFoundText = STRINGS.notFound,
  skeleton = <MasonrySkeleton />,
  children,
  ...outcome
}: ListStatusProps) {
  switch (listState(outcome)) {
    case 'ready':
      return <>{children}</>;
    case 'loading':
      return <>{skeleton}</>;
    case 'notFound':
      return <StatusText testId="not-found" text={notFoundText} />;
    case 'guest':
      return (
        <Stack align="center" py="16" gap="3" data-testid="list-guest">
          <Text color="gray.600">{STRINGS.pleaseLogin}</Text>
          <Button
            size="sm"
            colorPalette="brand"
            onClick={() => {
              openLogin();
            }}
          >
            {STRINGS.login}
          </Button>
        </Stack>
      );
    case 'failed':
      return (
        <Stack align="center" py="16" gap="3" role="alert" data-testid="list-failed">
          <Text color="gray.600">{failedText}</Text>
          {failedHint && (
            <Text color="gray.400" fontSize="sm">
              {failedHint}
            </Text>
          )}
          <Button
            size="sm"
            variant="outline"
            onClick={() => {
              // The failure reaches the page through the query's `error`; the rejected
              // promise only repeats it.
              void Promise.resolve(onRetry()).catch(() => undefined);
            }}
          >
            {STRINGS.retry}
          </Button>
        </Stack>
      );
    case 'empty':
      return emptyState ?? <StatusText testId="list-empty" text={emptyText} hint={emptyHint} />;
  }
}

function StatusText({ testId, text, hint }: { testId: string; text: string; hint?: string }) {
  return (
    <Stack align="center" py="16" gap="1" data-testid={testId}>
      <Text color="gray.600">{text}</Text>
      {hint && (
        <Text color="gray.400" fontSize="sm">
          {hint}
        </Text>
      )}
    </Stack>
  );
}
