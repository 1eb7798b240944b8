import type { ApiClient } from '../api/client.js';
import type { ApiData } from '../api/contract.js';
import { jsonIds } from '../api/id-list.js';
import type { SmartCopyInput, SmartFlow } from '../generated/resolvers.js';

// Wire shapes of getSmartProfile (spec create-and-write §7), read from the api's schemas
// (api/contract.ts); snake_case and the Chinese type names stop here and in smart.resolvers.ts.
export type SmartProfileDto = ApiData<'/client/composeTemplate/getSmartProfile', 'post'>;
export type SmartTemplateDto = SmartProfileDto['templateLists'][number];

export interface SmartRequest {
  tagIds: readonly string[];
  copy?: SmartCopyInput | null;
  role?: string | null;
  product?: string | null;
  code?: string | null;
  logo?: string | null;
  templateIds?: readonly string[] | null;
  flow: SmartFlow;
}

const IS_CHECK = { BANNER: 1, POSTER: 0 } as const satisfies Record<SmartFlow, number>;

export function getSmartProfile(api: ApiClient, r: SmartRequest) {
  const copy = Object.fromEntries(
    Object.entries(r.copy ?? {}).filter(([, lines]) => lines != null),
  );
  return api.post('/client/composeTemplate/getSmartProfile', {
    // The api takes ids as JSON numbers.
    tagId: jsonIds(r.tagIds, 'numbers'),
    text: JSON.stringify(copy),
    role: r.role,
    product: r.product,
    code: r.code,
    logo: r.logo,
    templateIds: r.templateIds ? jsonIds(r.templateIds, 'numbers') : undefined,
    is_check: IS_CHECK[r.flow],
  });
}
