import { useSearchParams } from 'react-router-dom';

const KEYWORD = 'keyword';
const PAGE = 'page';
// One parameter per filter group: tag.<group id>=<chosen tag id>.
const FILTER_PREFIX = 'tag.';

export interface ListParams {
  keyword: string | null;
  page: number;
  /** The chosen tag per filter group; a group left out is 全部. */
  filters: Record<string, string>;
  setKeyword: (keyword: string) => void;
  setPage: (page: number) => void;
  setFilters: (filters: Record<string, string>) => void;
}

/**
 * A searchable list's keyword, page and filters, kept in the address so a reload, the back button
 * or a shared link shows the same page. A new keyword or filter goes back to page 1.
 */
export function useListParams(): ListParams {
  const [params, setParams] = useSearchParams();
  const page = Number(params.get(PAGE));
  const filters = Object.fromEntries(
    [...params]
      .filter(([key, value]) => key.startsWith(FILTER_PREFIX) && value)
      .map(([key, value]) => [key.slice(FILTER_PREFIX.length), value]),
  );
  const update = (change: (next: URLSearchParams) => void) => {
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      change(next);
      return next;
    });
  };
  return {
    keyword: params.get(KEYWORD) || null,
    page: Number.isInteger(page) && page > 0 ? page : 1,
    filters,
    setKeyword: (keyword) => {
      update((next) => {
        next.set(KEYWORD, keyword);
        next.delete(PAGE);
      });
    },
    setPage: (value) => {
      update((next) => {
        next.set(PAGE, String(value));
      });
    },
    setFilters: (chosen) => {
      update((next) => {
        for (const key of [...next.keys()]) {
          if (key.startsWith(FILTER_PREFIX)) next.delete(key);
        }
        for (const [group, tag] of Object.entries(chosen)) next.set(FILTER_PREFIX + group, tag);
        next.delete(PAGE);
      });
    },
  };
}
