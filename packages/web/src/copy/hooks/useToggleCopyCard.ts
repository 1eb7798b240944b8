import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { CollectCopyCardDocument, UncollectCopyCardDocument } from '@adstudio/schema/client';
import { getToken } from '../../accounts/session';
import { notify } from '../../app/toaster';
import { handleUnauthenticated } from '../../materials/hooks/graphqlErrors';
import { COPY_STRINGS as S } from '../copy.strings';

/** Collect / un-collect a copy card; guests get 请先登录！ like the material cards. */
export function useToggleCopyCard() {
  const options = { context: { handlesErrors: true } } as const;
  const [collect] = useMutation(CollectCopyCardDocument, options);
  const [uncollect] = useMutation(UncollectCopyCardDocument, options);
  return useCallback(
    async ({ id, isCollected }: { id: string; isCollected: boolean }) => {
      if (!getToken()) {
        notify({ type: 'warning', title: S.pleaseLogin });
        return;
      }
      const optimistic = { __typename: 'CopyCard' as const, id, isCollected: !isCollected };
      try {
        if (isCollected) {
          await uncollect({
            variables: { id },
            optimisticResponse: { uncollectCopyCard: optimistic },
          });
          notify({ type: 'success', title: S.uncollectSuccess });
        } else {
          await collect({ variables: { id }, optimisticResponse: { collectCopyCard: optimistic } });
          notify({ type: 'success', title: S.collectSuccess });
        }
      } catch (error) {
        if (!handleUnauthenticated(error)) notify({ type: 'error', title: S.cancelFailed });
      }
    },
    [collect, uncollect],
  );
}
