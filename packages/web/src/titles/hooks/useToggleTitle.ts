import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { CollectTitleDocument, UncollectTitleDocument } from '@adstudio/schema/client';
import { getToken } from '../../accounts/session';
import { notify } from '../../app/toaster';
import { handleUnauthenticated } from '../../materials/hooks/graphqlErrors';
import { TITLE_STRINGS as S } from '../titles.strings';

/**
 * Collect / un-collect a headline (the star). The mutations return the Title, so every view of it
 * updates through the normalised cache; guests get 请先登录！ like the material cards.
 */
export function useToggleTitle() {
  const options = { context: { handlesErrors: true } } as const;
  const [collect] = useMutation(CollectTitleDocument, options);
  const [uncollect] = useMutation(UncollectTitleDocument, options);

  return useCallback(
    async ({ id, isCollected }: { id: string; isCollected: boolean }) => {
      if (!getToken()) {
        notify({ type: 'warning', title: S.pleaseLogin });
        return;
      }
      const optimistic = { __typename: 'Title' as const, id, isCollected: !isCollected };
      try {
        if (isCollected) {
          await uncollect({
            variables: { id },
            optimisticResponse: { uncollectTitle: optimistic },
          });
          notify({ type: 'success', title: S.uncollectSuccess });
        } else {
          await collect({ variables: { id }, optimisticResponse: { collectTitle: optimistic } });
          notify({ type: 'success', title: S.collectSuccess });
        }
      } catch (error) {
        if (!handleUnauthenticated(error)) notify({ type: 'error', title: S.cancelFailed });
      }
    },
    [collect, uncollect],
  );
}
