import { useMutation } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { DownloadMaterialDocument } from '@adstudio/schema/client';
import { openLogin } from '../../accounts/loginPrompt';
import { getToken } from '../../accounts/session';
import { notify } from '../../shared/toaster';
import { MATERIAL_STRINGS } from '../materials.strings';
import { downloadUrl, startBrowserDownload } from '../../shared/utils/download';
import { isUnauthenticated } from '../../shared/graphqlErrors';

/**
 * Download the original: record it (`downloadMaterial` returns the new downloadCount into the
 * cache), then let the browser fetch `url?download=true`. Guests get the login dialog (spec
 * platform-core §5). The button shows its loading state meanwhile (spec §4).
 */
export function useDownloadMaterial(start: (href: string) => void = startBrowserDownload): {
  download: (id: string) => Promise<void>;
  // The material whose download is in flight (one at a time, like the spec's single loading flag).
  downloadingId: string | null;
} {
  const [record] = useMutation(DownloadMaterialDocument, { context: { handlesErrors: true } });
  const [downloadingId, setDownloadingId] = useState<string | null>(null);

  const download = useCallback(
    async (id: string) => {
      if (!getToken()) {
        openLogin();
        return;
      }
      setDownloadingId(id);
      try {
        const { data } = await record({ variables: { id } });
        if (!data) throw new Error('downloadMaterial returned no data');
        start(downloadUrl(data.downloadMaterial.url));
        notify({ type: 'success', title: MATERIAL_STRINGS.downloadSuccess });
      } catch (error) {
        if (!isUnauthenticated(error)) {
          notify({ type: 'error', title: MATERIAL_STRINGS.downloadFailed });
        }
      } finally {
        setDownloadingId(null);
      }
    },
    [record, start],
  );

  return { download, downloadingId };
}
