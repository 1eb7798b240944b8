// Chinese wording of the copy pages (spec create-and-write §2, §4, §5, §8). Spec strings marked.
import { API_ERRORS } from '@adstudio/domain';

export const COPY_STRINGS = {
  // spec §2 / §5 / §8
  searchButton: '关键字搜索',
  enterKeyword: API_ERRORS.quickKeywordEmpty.message,
  noResults: '找不到符合您搜索条件的内容，请尝试别的关键词',
  all: '全部',
  library: '文案库',
  lines: '行数',
  examples: '示例文案',
  count: (n: number) => `共${n}个结果`,
  hint: '精选文案可供选择',
  confirmSelection: '确认选择',
  changeCopy: '换一组文案',
  loadFailed: '获取文案素材失败',
  // Card fields (spec §2 copy library drawer).
  mainTitle: '主标题',
  subtitles: ['副标题一', '副标题二', '副标题三', '副标题四'],
  content: '内容',
  brand: '品牌',
  other: '其他',
  phone: '电话',
  product: '产品',
  // Labels.
  keyword: '关键字',
  keywordPlaceholder: '输入关键字，多个关键字用空格分开',
  copy: '复制',
  useCount: (n: number) => `已使用 ${n} 次`,
  classicTitle: '经典文案',
  classicIntro: '唐诗、宋词与千家诗中的名句，按季节、节日、情感与景物筛选。',
  originTitle: '原创文案',
  originIntro: '为各行业营销场景撰写的原创文案，均经过禁词检测。',
  correlativeTitle: '相关文案',
  correlativeIntro: '输入关键字，找到与它相关的经典与原创文案。',
  generator: '文案卡片生成',
  titleLines: '标题行数',
  lineLabels: ['主标题', '第二行标题', '第三行标题'],
  logo: (n: number) => `Logo ${n}`,
  code: '二维码',
  preview: '预览',
  chooseCard: (title: string) => `选择 ${title}`,
  // A poem shown once in a search, with its other matching lines a click away.
  samePoem: (n: number) => `同诗 ${n} 句`,
  collapse: '收起',
} as const;

// spec §9: copy library 20 a page; line counts 1–3, default 2.
export const COPY_PAGE_SIZE = 20;
export const LINE_OPTIONS = [1, 2, 3] as const;
export const DEFAULT_LINES = 2;
