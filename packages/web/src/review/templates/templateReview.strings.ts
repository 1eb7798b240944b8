// Chinese wording of the 模板审核 tab (issue 15; the spec has no review screens). The server's
// messages (模板已被审核，请刷新后重试, 请选择或填写拒绝原因) reach the toast as they are.
export const TEMPLATE_REVIEW_STRINGS = {
  tab: '模板审核',
  list: '待审核模板',
  empty: '没有待审核的模板',
  pass: '通过',
  reject: '不通过',
  passed: (name: string) => `已通过模板「${name}」，已进入模板中心`,
  rejected: (name: string) => `已拒绝模板「${name}」`,
  rejectTitle: (name: string) => `不通过模板「${name}」`,
  designer: '设计师',
  submittedAt: '提交时间',
  size: '尺寸',
  category: '类型',
  slots: '插槽',
  noSlots: '没有插槽（智能创作无法填入内容）',
  required: '必填',
  tags: '标签',
  lint: '模板检查',
  lintPassed: '通过（不出画布、插槽在画布内、文字在最小字号下放得下）',
  noTags: '无',
  preview: (name: string) => `${name} 预览图`,
  categories: { OFFICIAL: '新媒体首图', POSTER: '海报' },
} as const;

// Reasons a reviewer picks most often; free text can replace or add to them.
export const TEMPLATE_REJECT_REASONS = [
  '文字溢出或遮挡重要内容',
  '插槽标记不完整',
  '图片或字体授权不明',
  '与已有模板重复',
  '标签与内容不符',
];

export const TEMPLATE_REVIEW_PAGE_SIZE = 10;
