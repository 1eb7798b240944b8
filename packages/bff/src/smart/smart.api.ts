import type { ApiClient } from '../api/client.js';
import type { ApiData } from '../api/contract.js';
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

const IS_CHECK: Record<SmartFlow, number> = { BANNER: 1, POSTER: 0 };

// The api takes ids as JSON numbers; an id that is not a number goes as-is for the api to refuse.
const idList = (ids: readonly string[]) =>
  JSON.stringify(ids.map((id) => (/^\d+$/u.test(id) ? Number(id) : id)));

export function getSmartProfile(api: ApiClient, r: SmartRequest) {
  const copy = Object.fromEntries(
    Object.entries(r.copy ?? {}).filter(([, lines]) => lines != null),
  );
  return api.post('/client/composeTemplate/getSmartProfile', {
    tagId: idList(r.tagIds),
    text: JSON.stringify(copy),
    role: r.role,
    product: r.product,
    code: r.code,
    logo: r.logo,
    templateIds: r.templateIds ? idList(r.templateIds) : undefined,
    is_check: IS_CHECK[r.flow],
  });
}
