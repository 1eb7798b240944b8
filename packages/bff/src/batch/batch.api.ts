// 批量生成's calls (issue 33), typed from the api's schemas (api/contract.ts); snake_case stops
// here and in batch.mappers.ts.
import type { ApiClient } from '../api/client.js';
import type { ApiData } from '../api/contract.js';
import type { SmartFlow } from '../generated/resolvers.js';

export type BatchDto = ApiData<'/client/batch/info', 'get'>;
export type BatchItemDto = ApiData<'/client/batch/items', 'get'>[number];
export type BatchProblemDto = BatchItemDto['problems'][number];
export type BatchPreflightDto = ApiData<'/client/batch/preflight', 'post'>;

const id = (batchId: string) => ({ batch_id: Number(batchId) });

export const getBatch = (api: ApiClient, batchId: string) =>
  api.get('/client/batch/info', id(batchId));

export const listBatches = (api: ApiClient, page: number, pageSize: number) =>
  api.get('/client/batch/list', { cur_page: page, page_size: pageSize });

export const getBatchItems = (api: ApiClient, batchId: string, page: number, pageSize: number) =>
  api.get('/client/batch/items', { ...id(batchId), cur_page: page, page_size: pageSize });

export const getBatchSlots = (api: ApiClient, templateId: string) =>
  api.get('/client/batch/slots', { template_id: Number(templateId) });

export const getBatchSamples = (api: ApiClient, batchId: string) =>
  api.get('/client/batch/samples', id(batchId));

export const getBatchSmartFields = (api: ApiClient) => api.get('/client/batch/smart-fields', {});

// Smart creation's flows as the api's is_check (as smart.api.ts sends them).
const IS_CHECK = { BANNER: 1, POSTER: 0 } as const satisfies Record<SmartFlow, 0 | 1>;

/**
 * mapping: the column → slot pairs, sent as the api's {"列名":"位置"} JSON; onto one template, or
 * (smart) a scenario ranked per row (每行智能推荐). The api refuses both or neither in Chinese.
 */
export const mapBatch = (
  api: ApiClient,
  batchId: string,
  design: {
    templateId?: string | null;
    smart?: { tagIds: readonly string[]; flow?: SmartFlow | null } | null;
  },
  mapping: readonly { column: string; slot: string }[],
) =>
  api.post('/client/batch/mapping', {
    ...id(batchId),
    ...(design.templateId ? { template_id: Number(design.templateId) } : {}),
    ...(design.smart
      ? {
          tag_id: JSON.stringify(design.smart.tagIds.map(Number)),
          is_check: IS_CHECK[design.smart.flow ?? 'POSTER'],
        }
      : {}),
    mapping: JSON.stringify(Object.fromEntries(mapping.map((m) => [m.column, m.slot]))),
  });

export const preflightBatch = (api: ApiClient, batchId: string) =>
  api.post('/client/batch/preflight', id(batchId));

export const startBatch = (api: ApiClient, batchId: string) =>
  api.post('/client/batch/start', id(batchId));

export const retryBatch = (api: ApiClient, batchId: string) =>
  api.post('/client/batch/retry', id(batchId));
