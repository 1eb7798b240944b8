import type { ComponentProps } from 'react';
import { Pager } from '../../shared/components/Pager';
import { CopyCardGrid } from './CopyCardGrid';
import type { CopyCard } from './CopyCardView';

type Props = Omit<ComponentProps<typeof CopyCardGrid>, 'cards'> & {
  /** The page of a copy search, once one has answered. */
  result: { items: readonly CopyCard[]; page: number; pageSize: number; total: number } | undefined;
  onPage: (page: number) => void;
};

/** A copy search's cards (or its loading, empty or failed state) and, once answered, its pager. */
export function CopyCardResults({ result, onPage, ...grid }: Props) {
  return (
    <>
      <CopyCardGrid cards={result?.items} {...grid} />
      {result && (
        <Pager
          page={result.page}
          pageSize={result.pageSize}
          total={result.total}
          onChange={onPage}
        />
      )}
    </>
  );
}
