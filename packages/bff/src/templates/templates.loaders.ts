import DataLoader from 'dataloader';
import type { ApiClient } from '../api/client.js';
import { getTemplate, type TemplateDetailDto } from './templates.api.js';

/** Per-request loaders: a page asking for documents calls templateInfo once per template. */
export function createTemplatesLoaders(api: ApiClient) {
  return {
    templateDetail: new DataLoader<string, TemplateDetailDto>((ids) =>
      Promise.all(ids.map((id) => getTemplate(api, id).catch((err: unknown) => err as Error))),
    ),
  };
}
