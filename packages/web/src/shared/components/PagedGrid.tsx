import { SimpleGrid } from '@chakra-ui/react';
import type { SimpleGridProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ListStatus } from './ListStatus';
import type { ListStatusProps } from './ListStatus';
import { Pager } from './Pager';

// Most record grids show five thumbnails across on a desktop.
const THUMB_COLUMNS: SimpleGridProps['columns'] = { base: 2, md: 3, lg: 5 };

interface PagedGridProps<T> extends Omit<
  ListStatusProps,
  'empty' | 'loading' | 'error' | 'onRetry'
> {
  // The list's query as Apollo answers it; 重试 refetches it.
  query: { loading: boolean; error?: unknown; refetch: () => unknown };
  // One page of the list.
  items: readonly T[];
  // A keyed card.
  renderItem: (item: T) => ReactNode;
  columns?: SimpleGridProps['columns'];
  paging: { page: number; pageSize: number; total: number; onPage: (page: number) => void };
  // Another layout of the same page in place of the grid (a table view).
  children?: ReactNode;
  // After the pager (a list's confirmation dialog, say).
  footer?: ReactNode;
}

/**
 * A page of records as a grid of cards (uploads, downloads, favourites, creation records): the list
 * status around it (loading, empty, failed with 重试) and the pager under it.
 */
export function PagedGrid<T>({
  query: { loading, error, refetch },
  items,
  renderItem,
  columns = THUMB_COLUMNS,
  paging: { page, pageSize, total, onPage },
  children,
  footer,
  ...status
}: PagedGridProps<T>) {
  return (
    <>
      <ListStatus
        {...status}
        loading={loading}
        error={error}
        onRetry={() => refetch()}
        empty={items.length === 0}
      >
        {children ?? (
          <SimpleGrid columns={columns} gap="4">
            {items.map(renderItem)}
          </SimpleGrid>
        )}
      </ListStatus>
      <Pager page={page} pageSize={pageSize} total={total} onChange={onPage} />
      {footer}
    </>
  );
}
