// The collect kinds are the domain's (platform-core §7); these are the api's names for them.
import { COLLECT_TYPE } from '@adstudio/domain';

export type { CollectType } from '@adstudio/domain';
export const COLLECT_TYPE_TITLE = COLLECT_TYPE.title;
export const COLLECT_TYPE_MATERIAL = COLLECT_TYPE.material;
export const COLLECT_TYPE_TEMPLATE = COLLECT_TYPE.template;
export const COLLECT_TYPE_COPY_CARD = COLLECT_TYPE.copyCard;

// spec platform-core §9: collections list 10 per page.
export const COLLECTIONS_PAGE_SIZE_DEFAULT = 10;
