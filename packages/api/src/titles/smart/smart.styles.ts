// Styles of the intelligent headline generator; the pattern miner (demo/titles/build-patterns.mjs)
// labels every mined frame with one of these ids.
export const SMART_STYLES = [
  { id: 'question', label: '疑问' },
  { id: 'suspense', label: '悬念' },
  { id: 'emotion', label: '情感共鸣' },
  { id: 'guide', label: '干货攻略' },
  { id: 'list', label: '数字清单' },
  { id: 'compare', label: '对比' },
  { id: 'hot', label: '热点感叹' },
] as const;

export type SmartStyleId = (typeof SMART_STYLES)[number]['id'];

export const isSmartStyle = (id: string): id is SmartStyleId =>
  SMART_STYLES.some((s) => s.id === id);

export const SMART_COUNT_DEFAULT = 10;
export const SMART_COUNT_MAX = 30;
