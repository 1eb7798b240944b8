import { useMutation } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { DownloadTemplateDocument } from '@adstudio/schema/client';
import type { TemplateCard_TemplateFragment } from '@adstudio/schema/client';
import { useToggleCollect } from '../../collections/hooks/useToggleCollect';
import { getToken } from '../../accounts/session';
import { notify } from '../../shared/toaster';
import { isUnauthenticated } from '../../shared/graphqlErrors';
import { startBrowserDownload } from '../../shared/utils/download';
import { TEMPLATE_STRINGS } from '../templates.strings';

type Collectable = Pick<TemplateCard_TemplateFragment, 'id' | 'isCollected'>;

export interface TemplateActions {
  // The star: 收藏成功 / 取消收藏成功 (create-and-write §4).
  toggleCollect: (template: Collectable) => void;
  // The template at its canvas size (create-and-write §2 下载), not its preview.
  download: (template: Pick<TemplateCard_TemplateFragment, 'id'>) => void;
  downloadingId: string | null;
}

/**
 * The star (useToggleCollect: one normalised Template:id entry updates the centre, the favourites
 * and the collection tab) and the download of a template. Guests get 请先登录！
 * (create-and-write §8).
 */
export function useTemplateActions(
  start: (href: string) => void = startBrowserDownload,
): TemplateActions {
  const { toggle } = useToggleCollect('template');
  const [record] = useMutation(DownloadTemplateDocument, { context: { handlesErrors: true } });
  const [downloadingId, setDownloadingId] = useState<string | null>(null);

  const toggleCollect = useCallback<TemplateActions['toggleCollect']>(
    (template) => {
      void toggle(template);
    },
    [toggle],
  );

  const download = useCallback<TemplateActions['download']>(
    ({ id }) => {
      if (!getToken()) {
        notify({ type: 'warning', title: TEMPLATE_STRINGS.pleaseLogin });
        return;
      }
      setDownloadingId(id);
      const run = async () => {
        try {
          const { data } = await record({ variables: { id } });
          const url = data?.exportDesign.url;
          if (!url) throw new Error('exportDesign gave no image');
          start(url);
          notify({ type: 'success', title: TEMPLATE_STRINGS.downloadSuccess });
        } catch (error) {
          if (!isUnauthenticated(error))
            notify({ type: 'error', title: TEMPLATE_STRINGS.downloadFailed });
        } finally {
          setDownloadingId(null);
        }
      };
      void run();
    },
    [record, start],
  );

  return { toggleCollect, download, downloadingId };
}
