// Chinese wording of the headline pages (spec create-and-write §2, §8). Spec strings are marked.
import { API_ERRORS } from '@adstudio/domain';

export const TITLE_STRINGS = {
  // spec §5 / §8
  enterKeyword: API_ERRORS.quickKeywordEmpty.message,
  noResults: '找不到符合您搜索条件的内容，请尝试别的关键词',
  loadFailed: '获取标题失败',
  comingSoon: '敬请期待',
  // Labels.
  keyword: '关键字',
  keywordPlaceholder: '输入关键字，多个关键字用空格分开',
  search: '搜索',
  all: '全部',
  index: '序号',
  title: '标题',
  reading: '热度',
  source: '来源',
  actions: '操作',
  copy: '复制',
  total: (n: number) => `共 ${n} 条标题`,
  originIntro: '知乎热榜与新闻中的真实标题，按热度排序；多个关键字用空格分开，命中处标红。',
  tenWIntro: '登上微博热搜的真实话题，每一条的阅读都远超 10 万。',
  smartTitle: '智能标题',
  smartIntro: '输入关键字或主题，从十万级真实标题中归纳的句式里生成候选标题，每条都经过禁词检测。',
  topic: '关键字或主题',
  topicPlaceholder: '如：咖啡、新能源汽车',
  style: '风格',
  anyStyle: '不限风格',
  count: '数量',
  generate: '生成标题',
  generated: (n: number) => `为你生成 ${n} 条标题`,
  timeout: '智能模型响应超时，以下标题由离线生成器给出',
  clean: '未发现禁用词',
  flagged: (n: number) => `${n} 处需注意`,
  generatorLlm: '大模型',
  generatorOffline: '句式生成',
} as const;

// spec create-and-write §9: original titles 20 a page.
export const TITLE_PAGE_SIZE = 20;
export const SMART_COUNT_OPTIONS = [5, 10, 20, 30] as const;
