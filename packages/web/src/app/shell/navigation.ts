import { PATHS } from '../../shared/paths';

export interface NavEntry {
  label: string;
  to: string;
}

export interface NavGroup {
  label: string;
  to: string;
  children: NavEntry[];
}

// spec platform-core §2 "Header and shell": the navigation bar's groups and their sub-entries.
export const NAV_GROUPS: NavGroup[] = [
  { label: '素材库', to: PATHS.home, children: [] },
  {
    label: '秒创',
    to: PATHS.modelHome,
    children: [
      { label: '秒创首页', to: PATHS.modelHome },
      { label: '模板中心', to: PATHS.modelCenter },
      { label: '智能生成', to: PATHS.smartGenerate },
      { label: '智能创作', to: PATHS.smartPoster },
      { label: '单张创作', to: PATHS.smartSingle },
    ],
  },
  {
    label: '秒撰',
    to: PATHS.copyHome,
    children: [
      { label: '秒撰首页', to: PATHS.copyHome },
      { label: '10w+标题', to: PATHS.title10plus },
      { label: '智能标题', to: PATHS.titleIntelligent },
      { label: '经典文案', to: PATHS.docClassics },
      { label: '原创文案', to: PATHS.docOrigin },
      { label: '禁词检测', to: PATHS.wordCheck },
    ],
  },
];

/** spec platform-core §2: the mobile quick-create link depends on the role. */
export function quickCreateHref(isDesigner: boolean): string {
  return isDesigner ? PATHS.modelPageDesignHistory : PATHS.modelCenter;
}

// Mobile side menu: writing title assistant and creation entries.
export const MOBILE_WRITING_ENTRIES: NavEntry[] = [
  { label: '原创标题', to: PATHS.titleOrigin },
  { label: '10w+标题', to: PATHS.title10plus },
  { label: '智能标题', to: PATHS.titleIntelligent },
  { label: '经典文案', to: PATHS.docClassics },
  { label: '原创文案', to: PATHS.docOrigin },
  { label: '禁词检测', to: PATHS.wordCheck },
];
