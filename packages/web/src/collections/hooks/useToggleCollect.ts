import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { getToken } from '../../accounts/session';
import { isUnauthenticated } from '../../shared/graphqlErrors';
import { notify } from '../../shared/toaster';
import { syncCollectedPages } from '../collectedPages';
import { KINDS } from '../collections.kinds';
import { COLLECT_STRINGS, KIND_WORDING, type CollectKind } from '../collections.strings';

interface Collectable {
  id: string;
  isCollected: boolean;
}

export interface ToggleCollect {
  /** The star: 收藏成功 / 取消收藏成功. */
  toggle: (item: Collectable) => Promise<void>;
  /** A favourites list's confirmed 取消收藏, in its own words; true when it is done. */
  cancel: (id: string) => Promise<boolean>;
  pending: boolean;
}

/**
 * Favourite and un-favourite an item of any kind with one mutation. The mutation returns the item
 * with `isCollected`, so its one normalised cache entry updates every view that shows it, and the
 * cached favourites pages follow (syncCollectedPages): no refetch. Guests get 请先登录！.
 */
export function useToggleCollect(kind: CollectKind): ToggleCollect {
  const spec = KINDS[kind];
  const wording = KIND_WORDING[kind];
  const options = { context: { handlesErrors: true } } as const;
  const [collect, collectState] = useMutation(spec.collect.document, options);
  const [uncollect, uncollectState] = useMutation(spec.uncollect.document, options);

  const setCollected = useCallback(
    async (id: string, collected: boolean, outcome: { success: string; failure: string }) => {
      if (!getToken()) {
        notify({ type: 'warning', title: COLLECT_STRINGS.pleaseLogin });
        return false;
      }
      const { field } = collected ? spec.collect : spec.uncollect;
      const answer = { __typename: spec.typename, id, isCollected: collected };
      try {
        await (collected ? collect : uncollect)({
          variables: { id },
          // Only an answer of { id, isCollected } can be given before the server's.
          ...((!collected || !spec.joinsList) && { optimisticResponse: { [field]: answer } }),
          update: (cache: ApolloCache) => {
            syncCollectedPages(cache, spec, id, collected);
          },
        });
        notify({ type: 'success', title: outcome.success });
        return true;
      } catch (error) {
        if (!isUnauthenticated(error)) notify({ type: 'error', title: outcome.failure });
        return false;
      }
    },
    [collect, uncollect, spec],
  );

  const toggle = useCallback(
    async ({ id, isCollected }: Collectable) => {
      await setCollected(id, !isCollected, isCollected ? wording.uncollect : wording.collect);
    },
    [setCollected, wording],
  );

  const cancel = useCallback(
    (id: string) => setCollected(id, false, wording.cancel),
    [setCollected, wording],
  );

  return { toggle, cancel, pending: collectState.loading || uncollectState.loading };
}
