import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { CollectMaterialDocument, UncollectMaterialDocument } from '@adstudio/schema/client';
import { getToken } from '../../accounts/session';
import { notify } from '../../app/toaster';
import { MATERIAL_STRINGS } from '../materials.strings';
import { handleUnauthenticated } from './graphqlErrors';

interface Favouritable {
  id: string;
  isCollected: boolean;
}

/**
 * Favourite / un-favourite a material. Both mutations return the material with `isCollected`, so
 * the normalised cache (Material:id) updates every mounted grid and the detail page; no refetch.
 * Guests get 请先登录！ (spec platform-core §5).
 */
export function useToggleFavorite(): {
  toggle: (material: Favouritable) => Promise<void>;
  pending: boolean;
} {
  const options = { context: { handlesErrors: true } } as const;
  const [collect, collectState] = useMutation(CollectMaterialDocument, options);
  const [uncollect, uncollectState] = useMutation(UncollectMaterialDocument, options);

  const toggle = useCallback(
    async ({ id, isCollected }: Favouritable) => {
      if (!getToken()) {
        notify({ type: 'warning', title: MATERIAL_STRINGS.pleaseLogin });
        return;
      }
      const optimistic = { __typename: 'Material' as const, id, isCollected: !isCollected };
      try {
        if (isCollected) {
          await uncollect({
            variables: { id },
            optimisticResponse: { uncollectMaterial: optimistic },
          });
          notify({ type: 'success', title: MATERIAL_STRINGS.uncollectSuccess });
        } else {
          await collect({ variables: { id }, optimisticResponse: { collectMaterial: optimistic } });
          notify({ type: 'success', title: MATERIAL_STRINGS.collectSuccess });
        }
      } catch (error) {
        if (handleUnauthenticated(error)) return;
        notify({
          type: 'error',
          title: isCollected ? MATERIAL_STRINGS.uncollectFailed : MATERIAL_STRINGS.collectFailed,
        });
      }
    },
    [collect, uncollect],
  );

  return { toggle, pending: collectState.loading || uncollectState.loading };
}
