import type { RequestUploadGrantMutation } from '@adstudio/schema/client';
import { UPLOAD_STRINGS } from './uploads.strings';

export type Grant = RequestUploadGrantMutation['requestUploadGrant'];

export class StorageUploadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StorageUploadError';
  }
}

function envelopeMessage(text: string): string | null {
  try {
    const body = JSON.parse(text) as { message?: unknown };
    return typeof body.message === 'string' && body.message ? body.message : null;
  } catch {
    return null;
  }
}

/**
 * Sends `file` straight to storage as the grant says, with XMLHttpRequest so `onProgress` gets the
 * real upload progress (0..1). LOCAL: the raw bytes as the body of the grant's method (same origin);
 * OSS: a multipart POST with the signed policy fields first, then the file. A refusal carries the
 * server's message (e.g. 上传的素材大小不能超过 10MB!), other failures the spec's upload message.
 */
export function sendToStorage(
  grant: Grant,
  file: File,
  onProgress: (fraction: number) => void,
  createXhr: () => XMLHttpRequest = () => new XMLHttpRequest(),
): Promise<void> {
  const failed = grant.driver === 'OSS' ? UPLOAD_STRINGS.ossFailed : UPLOAD_STRINGS.uploadFailed;
  return new Promise((resolve, reject) => {
    const xhr = createXhr();
    xhr.open(grant.driver === 'OSS' ? 'POST' : grant.method, grant.url);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve();
        return;
      }
      reject(new StorageUploadError(envelopeMessage(xhr.responseText) ?? failed));
    };
    xhr.onerror = () => {
      reject(new StorageUploadError(failed));
    };
    xhr.onabort = () => {
      reject(new StorageUploadError(failed));
    };
    if (grant.driver === 'OSS') {
      const form = new FormData();
      for (const field of grant.fields) form.append(field.name, field.value);
      form.append(grant.fileField ?? 'file', file);
      xhr.send(form);
    } else {
      xhr.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
      xhr.send(file);
    }
  });
}
