// Chinese wording of favourites in every product (spec platform-core §2, §5, §8; create-and-write
// §2, §4, §8). The two spec documents word failures and confirmations differently; each kind keeps
// its document's words.
import { API_ERRORS } from '@adstudio/domain';

export const COLLECT_STRINGS = {
  pleaseLogin: API_ERRORS.unauthenticated.message,
  collectSuccess: '收藏成功',
  uncollectSuccess: '取消收藏成功',
  uncollect: '取消收藏',
  // platform-core §2 / §8 and the collection page; the 秒创 favourites page asks without 吗.
  uncollectConfirm: '确定取消收藏吗？',
  templateUncollectConfirm: '确定取消收藏？',
  myCollections: '我的收藏',
  tabLibrary: '素材库',
  tabCreate: '创作模板（秒创）',
  tabWrite: '文案（秒撰）',
  titleAssistant: '标题助手',
  copyMaterial: '文案素材',
  collectedOn: (time: string) => `收藏于 ${time}`,
} as const;

// spec platform-core §9 / create-and-write §9: favourites lists 10 a page (templates: the centre's 40).
export const COLLECTED_PAGE_SIZE = 10;

export type CollectKind = 'material' | 'title' | 'copyCard' | 'template';

interface Outcome {
  success: string;
  failure: string;
}

export interface KindWording {
  /** The star: 收藏 and 取消收藏. */
  collect: Outcome;
  uncollect: Outcome;
  /** A favourites list's confirmed 取消收藏. */
  cancel: Outcome;
}

// 素材库 (platform-core) asks to try again; 秒创 and 秒撰 (create-and-write) say 取消成功 / 取消失败.
const WRITING: KindWording = {
  collect: { success: COLLECT_STRINGS.collectSuccess, failure: '取消失败' },
  uncollect: { success: COLLECT_STRINGS.uncollectSuccess, failure: '取消失败' },
  cancel: { success: '取消成功', failure: '取消失败' },
};

export const KIND_WORDING: Record<CollectKind, KindWording> = {
  material: {
    collect: { success: COLLECT_STRINGS.collectSuccess, failure: '收藏失败请重新尝试' },
    uncollect: { success: COLLECT_STRINGS.uncollectSuccess, failure: '取消收藏失败请重新尝试' },
    cancel: { success: COLLECT_STRINGS.uncollectSuccess, failure: '取消收藏失败请重新尝试' },
  },
  title: WRITING,
  copyCard: WRITING,
  template: {
    ...WRITING,
    collect: { success: COLLECT_STRINGS.collectSuccess, failure: '收藏失败' },
  },
};
