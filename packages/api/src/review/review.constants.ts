// Preset rejection reasons offered in the review console; a reviewer may also write their own.
export const REVIEW_REASONS = [
  '图片模糊或质量过低',
  '涉及版权问题或来源不明',
  '含有违规或敏感内容',
  '标签或分类与内容不符',
  '含有水印、二维码或联系方式',
  '与素材库已有图片重复',
] as const;
export const REASON_MAX_CHARS = 200;
export const REVIEW_BULK_MAX = 100;
export const REVIEW_PAGE_SIZE_DEFAULT = 10;
