import type { ApiClient } from '../api/client.js';
import type { MaterialDto } from '../materials/materials.api.js';

// spec platform-core §7: collectType 0 title, 1 material, 2 template (3 copy card, ours).
export const COLLECT_TYPE = { title: 0, material: 1, template: 2, copyCard: 3 } as const;
export type CollectKind = keyof typeof COLLECT_TYPE;

export function collect(api: ApiClient, kind: CollectKind, id: string) {
  return api.post<null>('/client/collection/collect', { id, collectType: COLLECT_TYPE[kind] });
}

export function cancelCollect(api: ApiClient, kind: CollectKind, id: string) {
  return api.post<null>('/client/collection/cancelCollect', {
    id,
    collectType: COLLECT_TYPE[kind],
  });
}

export function getCollectedMaterials(api: ApiClient, page: number, pageSize: number) {
  return api.get<{ list: MaterialDto[]; total: number }>('/client/collection/getMaterials', {
    page,
    pageSize,
  });
}
