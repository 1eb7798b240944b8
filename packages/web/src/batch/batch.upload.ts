// The sheet and the picture zip go to the api as raw bytes through the bff's upload route (too
// large for a GraphQL body); the envelope's Chinese message is the failure.
import { getToken } from '../accounts/session';
import { BATCH_STRINGS as S } from './batch.strings';

export interface CreatedBatch {
  id: number;
  columns: string[];
  total: number;
  encoding: 'utf-8' | 'gbk' | 'xlsx';
  sample_rows: string[][];
  images: string[];
}

async function send<T>(url: string, file: File): Promise<T> {
  const token = getToken();
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      body: file,
      headers: {
        'content-type': 'application/octet-stream',
        ...(token && { authorization: `Bearer ${token}` }),
      },
    });
  } catch {
    throw new Error(S.uploadFailed);
  }
  const body = (await res.json().catch(() => null)) as {
    code: number;
    message: string;
    data: T;
  } | null;
  if (!body || body.code !== 200) throw new Error(body?.message ?? S.uploadFailed);
  return body.data;
}

/** POST /api/v1/client/batch/create: a new batch from the sheet. */
export const uploadSheet = (file: File) =>
  send<CreatedBatch>(`/api/v1/client/batch/create?name=${encodeURIComponent(file.name)}`, file);

/** POST /api/v1/client/batch/images: the zip's pictures, referenced in the sheet by file name. */
export const uploadImages = (batchId: string, file: File) =>
  send<{ images: string[] }>(`/api/v1/client/batch/images?batch_id=${batchId}`, file);
