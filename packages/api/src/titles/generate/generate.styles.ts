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

/**
 * Why a list is shorter than asked (empty when it is not): every frame of the style that reads
 * well around the topic was used; near-repeats and frames whose slot wants a clause were left out.
 */
export function shortfallNote(
  styleLabel: string | undefined,
  topic: string,
  made: number,
  asked: number,
): string {
  if (made >= asked) return '';
  const scope = styleLabel ? `「${styleLabel}」风格` : '';
  if (made === 0) return `${scope}没有适合“${topic}”的句式，请换个关键字或风格试试`;
  return `${scope}适合“${topic}”的句式只有${made}个（重复和读不通的已去掉），已全部列出，少于所要的${asked}条`;
}
