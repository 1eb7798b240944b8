// Chinese wording of the material-library pages. Strings the spec fixes are marked with their
// section; the rest are labels the spec leaves open.
export const MATERIAL_STRINGS = {
  // spec platform-core §5/§8
  downloadSuccess: '下载成功',
  downloadFailed: '下载失败',
  similarFailed: '获取相似图失败',
  listFailed: '获取素材列表失败',
  // spec platform-core §2
  downloading: '正在下载',
  downloadNow: '立即下载',
  sortFresh: '最新',
  sortMaxdown: '最热',
  emptyTitle: '抱歉，未找到与关键词相关的图片',
  emptyHint: '同时您也可以使用同义关键词或减少筛选范围再进行尝试。',
  themeEmpty: '该主题下暂时还没有图片',
  more: '更多',
  // Labels.
  searchTitle: '搜索结果',
  detailTitle: '图片详情',
  collect: '收藏',
  collected: '已收藏',
  uncollect: '取消收藏',
  closePreview: '关闭',
  searchLabel: '搜索素材',
  search: '搜索',
  hotTopics: '热门专题',
  recommend: '主题推荐',
  categories: '分类',
  themes: '主题',
  allThemes: '全部',
  similar: '相似图片',
  back: '返回',
  previousSlide: '上一组',
  nextSlide: '下一组',
  previousPage: '上一页',
  nextPage: '下一页',
  notFound: '素材不存在或已下架',
  detailFailed: '获取素材详情失败',
  noSimilar: '暂无相似图片',
  themeIntroTitle: '主题专题',
  themeNotFound: '主题不存在',
} as const;

// The api counts matches up to a cap and says when more matched: 共 1000+ 个结果.
const countText = (total: number, capped: boolean) => `${total}${capped ? '+' : ''}`;

/** spec platform-core §2: 共 N 个结果. */
export function resultCount(total: number, capped = false): string {
  return `共 ${countText(total, capped)} 个结果`;
}

/** Theme detail list total line ('found N images'). */
export function themeCount(total: number, capped = false): string {
  return `共找到 ${countText(total, capped)} 张图片`;
}
