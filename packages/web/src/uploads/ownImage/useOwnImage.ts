import { USER_IMAGE_MAX_BYTES } from '@adstudio/domain';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import {
  CutoutImageDocument,
  RegisterUploadDocument,
  RequestUploadGrantDocument,
} from '@adstudio/schema/client';
import { notify, withdraw } from '../../shared/toaster';
import { StorageUploadError, sendToStorage } from '../sendToStorage';
import { checkImage } from './checkImage';
import { OWN_IMAGE_STRINGS as S } from './ownImage.strings';

/**
 * One picture of the viewer's own (spec §2, §5): JPG/PNG/SVG up to 5 MB, not empty, stored through
 * the upload grant (USER_IMAGE); `url` is what smartProfile or a copy card is given.
 * `noImage` is 一键抠图's warning without a picture (spec §4: 秒创's person and product images say
 * 请先上传人物主图～, every other picture 请先上传图片～).
 */
export function useOwnImage(noImage: string = S.uploadFirst) {
  const [url, setUrl] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [grant] = useMutation(RequestUploadGrantDocument);
  const [register] = useMutation(RegisterUploadDocument);
  const [cut, cutState] = useMutation(CutoutImageDocument);

  const choose = async (file: File | undefined) => {
    if (!file || uploading) return;
    const verdict = await checkImage(file, USER_IMAGE_MAX_BYTES);
    if (verdict !== 'ok') {
      notify({ type: 'warning', title: S[verdict] });
      return;
    }
    setUploading(true);
    try {
      const granted = await grant({ variables: { purpose: 'USER_IMAGE' } });
      const permission = granted.data?.requestUploadGrant;
      if (!permission) return;
      await sendToStorage(permission, file, () => undefined);
      const stored = await register({
        variables: { objectKey: permission.objectKey, fileName: file.name },
      });
      if (stored.data) setUrl(stored.data.registerUpload.url);
    } catch (error) {
      // GraphQL errors are shown by the client's error link; storage refusals carry their message.
      if (error instanceof StorageUploadError) notify({ type: 'error', title: error.message });
    } finally {
      setUploading(false);
    }
  };
  // spec §4 cutout: idle → running (pressing again repeats the notice) → success, the image
  // replaced by its cut-out; a failure is shown by the client's error link and leaves it as it was.
  const cutout = async () => {
    if (!url) {
      notify({ type: 'warning', title: noImage });
      return;
    }
    // The running notice leaves when the cutout has ended, whichever way.
    const running = { type: 'warning', title: S.cutoutRunning } as const;
    notify(running);
    if (cutState.loading) return;
    try {
      const { data } = await cut({ variables: { url } }).finally(() => {
        withdraw(running);
      });
      if (!data) return;
      if (data.cutoutImage === null) {
        notify({ type: 'warning', title: S.cutoutOff });
        return;
      }
      setUrl(data.cutoutImage);
      notify({ type: 'success', title: S.cutoutDone });
    } catch {
      // The error link has shown the api's message.
    }
  };
  return { url, uploading, cutting: cutState.loading, choose, cutout };
}
