import type { ApolloCache, Reference } from '@apollo/client';
import type { KindSpec } from './collections.kinds';

interface CachedPage {
  total: number;
  items: readonly Reference[];
}

/**
 * Keep every cached favourites page of a kind true without a refetch: an un-collected item leaves
 * every page; a collected one joins the front of page 1 when the mutation returned the list's
 * whole item (create-and-write §4: applied locally after success).
 */
export function syncCollectedPages(
  cache: ApolloCache,
  spec: KindSpec,
  id: string,
  collected: boolean,
): void {
  const ref = cache.identify({ __typename: spec.typename, id });
  if (!ref) return;
  cache.modify<Record<string, CachedPage>>({
    fields: {
      [spec.list]: (cached, { storeFieldName, readField, toReference }) => {
        const existing = cached as CachedPage;
        const has = existing.items.some((item) => readField('id', item) === id);
        if (!collected) {
          return has
            ? {
                ...existing,
                total: existing.total - 1,
                items: existing.items.filter((item) => readField('id', item) !== id),
              }
            : existing;
        }
        const firstPage = !/"page":(?!1[,}])/.test(storeFieldName);
        const item = toReference(ref);
        if (has || !firstPage || !item || !spec.joinsList) return existing;
        return { ...existing, total: existing.total + 1, items: [item, ...existing.items] };
      },
    },
  });
}
