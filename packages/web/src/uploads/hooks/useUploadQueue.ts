import { useMutation } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { RegisterUploadDocument, RequestUploadGrantDocument } from '@adstudio/schema/client';
import type { RegisterUploadMutation } from '@adstudio/schema/client';
import { notify } from '../../shared/toaster';
import { isUnauthenticated } from '../../shared/graphqlErrors';
import { StorageUploadError, sendToStorage } from '../sendToStorage';
import { EMPTY_INFO, precheckFile } from '../uploads.rules';
import type { FileInfo } from '../uploads.rules';
import { UPLOAD_STRINGS } from '../uploads.strings';
import { graphqlMessage } from '../uploads.utils';

export type UploadedFile = RegisterUploadMutation['registerUpload'];

/** One file of the list (spec platform-core §4 upload file item). */
export interface UploadItem {
  key: string;
  name: string;
  size: number;
  // A local object URL, shown until the stored file's thumbnail is known.
  previewUrl: string;
  // 0..1, from the XHR upload progress.
  progress: number;
  status: 'uploading' | 'done' | 'failed';
  error: string | null;
  // Set once the server has registered the stored file (the id the material keeps).
  file: UploadedFile | null;
  info: FileInfo;
  // Marked by a publish attempt (local check or the server's extensions.details).
  flagged: boolean;
}

let nextKey = 0;

function objectUrl(file: File): string {
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '';
}

/**
 * The file list of /uploadPage. Each added file is pre-checked, then: upload grant → bytes straight
 * to storage with real progress → registerUpload. Failures keep the item with a warning and the
 * server's message.
 */
export function useUploadQueue(transfer = sendToStorage) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const options = { context: { handlesErrors: true } } as const;
  const [requestGrant] = useMutation(RequestUploadGrantDocument, options);
  const [register] = useMutation(RegisterUploadDocument, options);
  const itemsRef = useRef(items);
  useEffect(() => {
    itemsRef.current = items;
  }, [items]);

  const patch = useCallback((key: string, change: Partial<UploadItem>) => {
    setItems((prev) => prev.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }, []);

  const upload = useCallback(
    async (key: string, file: File) => {
      try {
        const { data: granted } = await requestGrant({ variables: { purpose: 'MATERIAL' } });
        if (!granted) throw new Error('no upload grant');
        const grant = granted.requestUploadGrant;
        await transfer(grant, file, (progress) => {
          patch(key, { progress });
        });
        const { data: registered } = await register({
          variables: { objectKey: grant.objectKey, fileName: file.name },
        });
        if (!registered) throw new Error('registerUpload returned no data');
        patch(key, { status: 'done', progress: 1, file: registered.registerUpload, error: null });
      } catch (error) {
        if (isUnauthenticated(error)) {
          patch(key, { status: 'failed', error: UPLOAD_STRINGS.uploadFailed });
          return;
        }
        const message =
          error instanceof StorageUploadError
            ? error.message
            : graphqlMessage(error, UPLOAD_STRINGS.serverFailed);
        patch(key, { status: 'failed', error: message });
        notify({ type: 'error', title: message });
      }
    },
    [patch, register, requestGrant, transfer],
  );

  const addFiles = useCallback(
    (files: Iterable<File>): string[] => {
      const added: UploadItem[] = [];
      const started: [string, File][] = [];
      for (const file of files) {
        const refusal = precheckFile(file);
        if (refusal) {
          notify({ type: 'warning', title: refusal, description: file.name });
          continue;
        }
        nextKey += 1;
        const key = `upload-${nextKey}`;
        added.push({
          key,
          name: file.name,
          size: file.size,
          previewUrl: objectUrl(file),
          progress: 0,
          status: 'uploading',
          error: null,
          file: null,
          info: EMPTY_INFO,
          flagged: false,
        });
        started.push([key, file]);
      }
      if (added.length === 0) return [];
      setItems((prev) => [...prev, ...added]);
      for (const [key, file] of started) void upload(key, file);
      return added.map((item) => item.key);
    },
    [upload],
  );

  const remove = useCallback((key: string) => {
    setItems((prev) => {
      const gone = prev.find((item) => item.key === key);
      if (gone?.previewUrl && typeof URL.revokeObjectURL === 'function') {
        URL.revokeObjectURL(gone.previewUrl);
      }
      return prev.filter((item) => item.key !== key);
    });
  }, []);

  /** Applies `change` to the info of the files in `keys` (one file, or all in select-all mode). */
  const updateInfo = useCallback((keys: readonly string[], change: Partial<FileInfo>) => {
    setItems((prev) =>
      prev.map((item) =>
        keys.includes(item.key)
          ? { ...item, info: { ...item.info, ...change }, flagged: false }
          : item,
      ),
    );
  }, []);

  const flag = useCallback((keys: readonly string[]) => {
    setItems((prev) => prev.map((item) => ({ ...item, flagged: keys.includes(item.key) })));
  }, []);

  // Object URLs of the files still listed when the page goes away.
  useEffect(
    () => () => {
      if (typeof URL.revokeObjectURL !== 'function') return;
      for (const item of itemsRef.current)
        if (item.previewUrl) URL.revokeObjectURL(item.previewUrl);
    },
    [],
  );

  return { items, addFiles, remove, updateInfo, flag };
}
