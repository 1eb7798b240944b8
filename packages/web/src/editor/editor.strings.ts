// Chinese wording of the editor page (the editor's own controls speak through @adstudio/editor).
export const EDITOR_PAGE_STRINGS = {
  title: '在线编辑',
  // create-and-write §9
  noTemplate: '没有模板信息',
  loadFailed: '获取模板失败了，请刷新重试!',
  // create-and-write §8
  pleaseLogin: '请先登录！',
  goLogin: '去登录',
  opening: '正在打开模板…',
  submitted: '模板已提交审核',
  draftRestored: '已恢复上次自动保存的内容',
  designerBlankName: '设计师模板',
} as const;
