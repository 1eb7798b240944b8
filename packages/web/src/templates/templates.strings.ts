// Chinese wording of the quick-create (秒创) pages. Spec strings are marked with their section.
import { API_ERRORS } from '@adstudio/domain';

export const TEMPLATE_STRINGS = {
  // create-and-write §2
  noMatch: '抱歉，未找到与筛选条件相关的模型',
  reselect: '请重新选择筛选条件',
  referenceOnly: '公众号模板素材中的人物仅供参考，未获商用授权，请替换为本地素材后使用。',
  noRecords: '哎呀！当前还没有记录~',
  // 创作记录 with batches above: the single designs' list is named, and its emptiness said as such.
  singleRecords: '单张作品',
  noSingleRecords: '这段时间没有单张作品',
  onlineEdit: '在线编辑',
  // create-and-write §4 / §8
  deleteConfirm: '确定删除这个作图记录吗？',
  deleteSuccess: '删除成功',
  pleaseLogin: API_ERRORS.unauthenticated.message,
  downloadFailed: '下载失败',
  listFailed: '获取模板列表失败',
  // platform-core §8: the common model (template) list failure.
  refreshRetry: '请刷新重试',
  comingSoon: '敬请期待',
  // The designer's page (create-and-write §2 designer/modelLists).
  designerTemplates: '设计师模板列表',
  newTemplate: '新建模板',
  newTemplateHint:
    '选择画布尺寸，在新标签页的空白画布上设计模板，标记插槽后提交审核；审核通过后进入模板中心和智能创作。',
  newTemplateSize: (width: number, height: number) => `${width} × ${height}`,
  // issue 30 item 7: any user's blank design, in the size their preference names.
  newBlankDesign: '新建空白设计',
  smartModelIntro: '智能模板按你选的使用场景推荐，自动填入你的文案与图片，生成后仍可在线编辑。',
  // Labels.
  all: '全部',
  category: '分类',
  sort: '排序',
  sortComplex: '综合',
  sortFresh: '最新上传',
  sortMaxdown: '最多下载',
  collect: '收藏',
  downloadSuccess: '下载成功',
  deleteRecord: '删除记录',
  deleteFailed: '删除失败',
  total: (n: number) => `共 ${n} 个模板`,
  tabCreate: '秒创',
  tabWrite: '秒撰',
  dateFrom: '开始日期',
  dateTo: '结束日期',
  createdAt: '创建时间',
  favourites: '收藏模板',
  designHistory: '创作记录',
  designRecords: '设计记录',
  titleSearch: '搜索标题',
  search: '搜索',
} as const;

/** What a template list says when it fails: the spec's internal error and its 请刷新重试. */
export const TEMPLATE_LIST_FAILED = {
  failedText: TEMPLATE_STRINGS.listFailed,
  failedHint: TEMPLATE_STRINGS.refreshRetry,
} as const;
