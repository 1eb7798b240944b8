// Chinese wording of the editor page (the editor's own controls speak through @adstudio/editor).
import { API_ERRORS } from '@adstudio/domain';

export const EDITOR_PAGE_STRINGS = {
  title: '在线编辑',
  // create-and-write §9
  noTemplate: API_ERRORS.designNoTemplate.message,
  loadFailed: '获取模板失败了，请刷新重试!',
  // create-and-write §8
  pleaseLogin: API_ERRORS.unauthenticated.message,
  goLogin: '去登录',
  opening: '正在打开模板…',
  submitted: '模板已提交审核',
  draftRestored: '已恢复上次自动保存的内容',
  // issue 32 item 8: a draft is offered, never imposed; the clean document is one click away.
  draftOffer: '继续上次编辑？',
  continueDraft: '继续编辑',
  dismissDraft: '不用了',
  backToTemplate: '回到原模板',
  backToSaved: '回到上次保存的版本',
  designerBlankName: '设计师模板',
  // A user's blank design until the first save names it 我的作品 (the api's default).
  userBlankName: '空白设计',
} as const;
