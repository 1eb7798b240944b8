import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import {
  CutoutImageDocument,
  RegisterUploadDocument,
  RequestUploadGrantDocument,
} from '@adstudio/schema/client';
import { IMAGE_MAX_BYTES, COPY_STRINGS } from '../../copy/copy.strings';
import { checkImage } from '../../copy/copy.utils';
import { notify } from '../../shared/toaster';
import { StorageUploadError, sendToStorage } from '../../uploads/sendToStorage';
import { SMART_STRINGS as S } from '../smart.strings';

const REFUSALS = {
  wrongType: COPY_STRINGS.wrongType,
  tooLarge: COPY_STRINGS.tooLarge,
  emptyFile: COPY_STRINGS.emptyFile,
} as const;

/**
 * One main image (spec §2, §5): JPG/PNG/SVG up to 5 MB, not empty, stored as the viewer's own
 * picture through the upload grant (USER_IMAGE); `url` is what smartProfile is given.
 * `noImage` is 一键抠图's warning without a picture (spec §4: the poster pages say 请先上传图片～).
 */
export function useMainImage(noImage: string = S.noMainImage) {
  const [url, setUrl] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [grant] = useMutation(RequestUploadGrantDocument);
  const [register] = useMutation(RegisterUploadDocument);
  const [cut, cutState] = useMutation(CutoutImageDocument);

  const choose = async (file: File | undefined) => {
    if (!file || uploading) return;
    const verdict = await checkImage(file, IMAGE_MAX_BYTES);
    if (verdict !== 'ok') {
      notify({ type: 'warning', title: REFUSALS[verdict] });
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
    if (cutState.loading) {
      notify({ type: 'warning', title: S.cutoutRunning });
      return;
    }
    notify({ type: 'warning', title: S.cutoutRunning });
    try {
      const { data } = await cut({ variables: { url } });
      if (!data) return;
      if (data.cutoutImage === null) {
        notify({ type: 'warning', title: COPY_STRINGS.cutoutOff });
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
