// The PSD goes to the api as a multipart form through the bff's upload route (too large for a
// GraphQL body), with XMLHttpRequest so the designer sees the real upload progress; the
// envelope's Chinese message is the failure.
import { PSD_STRINGS as S } from './psd.strings';

export const PSD_IMPORT_URL = '/api/v1/client/composeTemplate/importPsd';

export interface PsdImported {
  template: { id: number; name: string };
  warnings: string[];
  slots: { key: string; field: string; index: number }[];
}

interface Envelope {
  code: number;
  message: string;
  data: PsdImported | null;
}

function envelopeOf(text: string): Envelope | null {
  try {
    return JSON.parse(text) as Envelope;
  } catch {
    return null;
  }
}

/** Uploads the PSD; `onProgress` gets the share sent (0..1); resolves with the imported design. */
export function uploadPsd(
  file: File,
  token: string | null,
  onProgress: (fraction: number) => void,
  createXhr: () => XMLHttpRequest = () => new XMLHttpRequest(),
): Promise<PsdImported> {
  return new Promise((resolve, reject) => {
    const xhr = createXhr();
    xhr.open('POST', PSD_IMPORT_URL);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = envelopeOf(xhr.responseText);
      if (body?.code === 200 && body.data) resolve(body.data);
      else reject(new Error(body?.message || S.failed));
    };
    xhr.onerror = () => {
      reject(new Error(S.failed));
    };
    xhr.onabort = xhr.onerror;
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}
