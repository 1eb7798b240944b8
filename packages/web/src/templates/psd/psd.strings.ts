// The designer's PSD import (issue 32 item 2), in one place.
export const PSD_STRINGS = {
  importPsd: '导入 PSD',
  hint: '上传 RGB、8 位/通道、画布为六种尺寸之一的 PSD（最大 100MB）：文字图层成为可编辑文字，图片图层成为图片，组保留；图层名为 mainLabel_0、role_0、logo_0 等的设为插槽。',
  uploading: (percent: number) => `上传中 ${percent}%`,
  progressLabel: (percent: number) => `PSD 上传进度 ${percent}%`,
  converting: '正在转换图层…',
  imported: (name: string) => `「${name}」已导入`,
  slots: (n: number) =>
    n > 0 ? `按图层名设了 ${n} 个插槽` : '没有按图层名设插槽，请在编辑器里标记',
  warningsTitle: '请注意',
  openInEditor: '在编辑器中打开',
  failed: 'PSD 导入失败，请稍后再试',
} as const;
