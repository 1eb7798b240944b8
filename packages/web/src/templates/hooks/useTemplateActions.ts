import type { ApolloCache, Reference } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import {
  CollectTemplateDocument,
  DownloadTemplateDocument,
  UncollectTemplateDocument,
} from '@adstudio/schema/client';
import type { TemplateCard_TemplateFragment } from '@adstudio/schema/client';
import { getToken } from '../../accounts/session';
import { notify } from '../../app/toaster';
import { handleUnauthenticated } from '../../materials/hooks/graphqlErrors';
import { startBrowserDownload, stripQuery } from '../../materials/materials.utils';
import { TEMPLATE_STRINGS } from '../templates.strings';

interface CachedPage {
  total: number;
  items: readonly Reference[];
}

/**
 * Keep every cached favourites page true without a refetch: a collected template joins the front
 * of page 1, an un-collected one leaves every page (create-and-write §4: applied locally after
 * success).
 */
function syncFavourites(cache: ApolloCache, id: string, collected: boolean): void {
  const ref = cache.identify({ __typename: 'Template', id });
  if (!ref) return;
  cache.modify<{ collectedTemplates: CachedPage }>({
    fields: {
      collectedTemplates(existing, { storeFieldName, readField, toReference }) {
        const page = existing as CachedPage;
        const has = page.items.some((item) => readField('id', item) === id);
        if (!collected) {
          return has
            ? {
                ...page,
                total: page.total - 1,
                items: page.items.filter((item) => readField('id', item) !== id),
              }
            : page;
        }
        const firstPage = !/"page":(?!1[,}])/.test(storeFieldName);
        const item = toReference(ref);
        if (has || !firstPage || !item) return page;
        return { ...page, total: page.total + 1, items: [item, ...page.items] };
      },
    },
  });
}

type Collectable = Pick<TemplateCard_TemplateFragment, 'id' | 'isCollected'>;

export interface TemplateActions {
  // The star: 收藏成功 / 取消收藏成功 (create-and-write §4).
  toggleCollect: (template: Collectable) => void;
  // The favourites' confirmed cancel: 取消成功 / 取消失败 (create-and-write §4).
  uncollect: (template: Pick<Collectable, 'id'>) => void;
  download: (template: Pick<TemplateCard_TemplateFragment, 'id' | 'previewUrl'>) => void;
  downloadingId: string | null;
}

interface Outcome {
  success: string;
  failure: string;
}

/**
 * Collect, un-collect and download a template. The mutations return the template, so the one
 * normalised cache entry (Template:id) updates the centre, the favourites and the collection tab.
 * Guests get 请先登录！ (create-and-write §8).
 */
export function useTemplateActions(
  start: (href: string) => void = startBrowserDownload,
): TemplateActions {
  const options = { context: { handlesErrors: true } } as const;
  const [collect] = useMutation(CollectTemplateDocument, options);
  const [uncollectMutation] = useMutation(UncollectTemplateDocument, options);
  const [record] = useMutation(DownloadTemplateDocument, options);
  const [downloadingId, setDownloadingId] = useState<string | null>(null);

  const setCollected = useCallback(
    (id: string, collected: boolean, outcome: Outcome) => {
      if (!getToken()) {
        notify({ type: 'warning', title: TEMPLATE_STRINGS.pleaseLogin });
        return;
      }
      const update = (cache: ApolloCache) => {
        syncFavourites(cache, id, collected);
      };
      const run = async () => {
        try {
          if (collected) await collect({ variables: { id }, update });
          else await uncollectMutation({ variables: { id }, update });
          notify({ type: 'success', title: outcome.success });
        } catch (error) {
          if (!handleUnauthenticated(error)) notify({ type: 'error', title: outcome.failure });
        }
      };
      void run();
    },
    [collect, uncollectMutation],
  );

  const toggleCollect = useCallback<TemplateActions['toggleCollect']>(
    ({ id, isCollected }) => {
      setCollected(
        id,
        !isCollected,
        isCollected
          ? { success: TEMPLATE_STRINGS.uncollectSuccess, failure: TEMPLATE_STRINGS.cancelFailed }
          : { success: TEMPLATE_STRINGS.collectSuccess, failure: TEMPLATE_STRINGS.collectFailed },
      );
    },
    [setCollected],
  );

  const uncollect = useCallback<TemplateActions['uncollect']>(
    ({ id }) => {
      setCollected(id, false, {
        success: TEMPLATE_STRINGS.cancelSuccess,
        failure: TEMPLATE_STRINGS.cancelFailed,
      });
    },
    [setCollected],
  );

  const download = useCallback<TemplateActions['download']>(
    ({ id, previewUrl }) => {
      if (!getToken()) {
        notify({ type: 'warning', title: TEMPLATE_STRINGS.pleaseLogin });
        return;
      }
      setDownloadingId(id);
      const run = async () => {
        try {
          await record({ variables: { id } });
          start(stripQuery(previewUrl));
          notify({ type: 'success', title: TEMPLATE_STRINGS.downloadSuccess });
        } catch (error) {
          if (!handleUnauthenticated(error))
            notify({ type: 'error', title: TEMPLATE_STRINGS.downloadFailed });
        } finally {
          setDownloadingId(null);
        }
      };
      void run();
    },
    [record, start],
  );

  return { toggleCollect, uncollect, download, downloadingId };
}
