import { Button, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { MasonrySkeleton } from '../../materials/components/MasonrySkeleton';
import { TEMPLATE_STRINGS } from '../templates.strings';

interface ListStatusProps {
  loading: boolean;
  failed: boolean;
  empty: boolean;
  onRetry: () => void;
  // What an empty list says (each page has its spec text).
  emptyText: string;
  emptyHint?: string;
  children: ReactNode;
}

/** Loading, failed (with 重试), empty or the list itself: every 秒创 list tells them apart. */
export function ListStatus({
  loading,
  failed,
  empty,
  onRetry,
  emptyText,
  emptyHint,
  children,
}: ListStatusProps) {
  if (failed && empty)
    return (
      <Stack align="center" py="16" gap="3" role="alert">
        <Text color="gray.600">{TEMPLATE_STRINGS.listFailed}</Text>
        <Button size="sm" variant="outline" onClick={onRetry}>
          {TEMPLATE_STRINGS.retry}
        </Button>
      </Stack>
    );
  if (loading && empty) return <MasonrySkeleton />;
  if (empty)
    return (
      <Stack align="center" py="16" gap="1" data-testid="list-empty">
        <Text color="gray.600">{emptyText}</Text>
        {emptyHint && (
          <Text color="gray.400" fontSize="sm">
            {emptyHint}
          </Text>
        )}
      </Stack>
    );
  return <>{children}</>;
}
