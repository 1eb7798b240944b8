// Every user-facing string of 智能创作（新媒体首图） (spec create-and-write §2, §4, §9).
import {
  API_ERRORS,
  CHANNEL_TAG as CHANNEL_TAG_ID,
  CLASS_CHANNEL,
  CLASS_INDUSTRY,
  CLASS_NODE,
  CLASS_POSTER_CHANNEL,
  CLASS_POSTER_TYPE,
  CLASS_STYLE,
  INDUSTRY_GENERAL,
} from '@adstudio/domain';

const IMAGE_LABELS: Readonly<Record<string, string>> = {
  role: '人物图',
  product: '商品图',
  logo: 'Logo',
  code: '二维码',
};

export const SMART_STRINGS = {
  pageTitle: '智能创作（新媒体首图）',
  addScenario: '添加使用场景',
  personImage: '人物主图',
  productImage: '产品主图',
  noMainImage: '请先上传人物主图～',
  // While vision looks at the uploaded picture (faces, subject) that generation places it by.
  analysing: '正在识别图片…',
  mainLabel: '标题文案',
  secondLabel: '副标题文案',
  thirdLabel: '次标题文案',
  changeCopy: '换一组文案',
  library: '文案库',
  generate: '智能创作',
  noScenario: API_ERRORS.smartNoScene.message,
  // A design is never made with the template's sample headline for want of the user's (issue 27;
  // spec §5's 请填写标题文案（上） for a form with one title field).
  noTitle: '请填写标题文案',
  chooseTemplate: '选择模板继续编辑',
  back: '返回',
  recommended: '为你推荐',
  more: '生成更多',
  noMore: '已经到底了呢！',
  noTemplates: '暂无模板数据～',
  onlineEdit: '在线编辑',
  // 在线编辑 saves the filled design as the viewer's draft first (issue 14).
  editFailed: '打开在线编辑失败了，请重试!',
  failed: '获取模板失败了，请刷新重试!',
  // Previews drawn on the server (issue 14): each card waits for its own picture.
  previewFailed: '预览图加载失败',
  previewRetry: '重新加载',
  // Compliance before generation and download (issue 14).
  bannedHit: (word: string) => `「${word}」是禁用词`,
  legalBasis: '依据',
  suggestions: '可改为',
  noSuggestion: '暂无替换建议，请改写',
  bannedConfirmTitle: '文案含有禁用词',
  bannedConfirmBody: (words: readonly string[]) =>
    `这个作品的文案含有禁用词：${words.join('、')}。发布前请修改，否则可能违反《广告法》。仍要继续吗？`,
  bannedConfirm: '仍要继续',
  bannedCancel: '返回修改',
  bannedBadge: '含禁用词',
  // Which of the user's images a design uses (issue 27: every design uses every image given).
  imageUse: (field: string, cutout: boolean) =>
    `已用你的${IMAGE_LABELS[field] ?? '图片'}${cutout ? '（抠图）' : ''}`,
  // 「缩短到 N 字」 on a line shrunk to its minimum (issue 14).
  shortenTo: (n: number) => `缩短到 ${n} 字`,
  shortened: (label: string, line: string) => `已将${label}换为「${line}」`,
  noShorter: (n: number) => `没有找到 ${n} 字内的推荐文案`,
} as const;

/** Debounce of the copy check while typing. */
export const COPY_CHECK_DEBOUNCE_MS = 400;

// The tag and class ids as the scenario pickers key them (GraphQL ids are strings): the default
// industry has the header-image form, appliance and game their own; CHANNEL_TAG is a channel even
// when listed under industry (@adstudio/domain, create-and-write §9).
export const INDUSTRY_CLASS = String(CLASS_INDUSTRY);
export const CHANNEL_CLASS = String(CLASS_CHANNEL);
export const DEFAULT_INDUSTRY = String(INDUSTRY_GENERAL);
export const CHANNEL_TAG = String(CHANNEL_TAG_ID);

// 智能创作（海报） (spec create-and-write §2 smart poster page, §4, §5).
export const SMART_POSTER_STRINGS = {
  pageTitle: '智能创作（海报）',
  qrImage: '二维码',
  logoImage: 'Logo',
  mainLabel_0: '主标题（上）',
  mainLabel_1: '主标题（下）',
  scoendLabel: '副标题文案',
  thirdLabel: '次标题文案',
} as const;

/** The poster form's copy fields in the spec's names (scoendLabel spelt so). */
export const POSTER_FIELDS = ['mainLabel_0', 'mainLabel_1', 'scoendLabel', 'thirdLabel'] as const;
export type PosterField = (typeof POSTER_FIELDS)[number];

// spec §2 "Default poster copy samples exist as placeholder text": the sample poster's copy
// (QUICKCREATE sample-poster.json), shown while a field is empty and never sent.
export const POSTER_SAMPLES: Record<PosterField, string> = {
  mainLabel_0: '春日新品',
  mainLabel_1: '限时尝鲜',
  scoendLabel: '第二杯半价 · 全国门店同享',
  thirdLabel: '4.1–4.30 到店可享',
};

// spec §2, §9: the poster page's scenario classes — 行业, 设计风格, 投放渠道 (海报), 海报类型.
export const POSTER_CLASSES = [
  CLASS_INDUSTRY,
  CLASS_STYLE,
  CLASS_POSTER_CHANNEL,
  CLASS_POSTER_TYPE,
].map(String);

// 智能创作（单张） (spec create-and-write §2 smart single-image page, §5 step prompts and lengths).
export const SMART_SINGLE_STRINGS = {
  pageTitle: '智能创作（单张）',
  chooseCrumb: '选择模板',
  steps: ['图片与主文案', '产品与内容', '表格说明与补充'],
  productImage: '产品图',
  previous: '上一步',
  next: '下一步',
  mainLabel: '标题文案（上）',
  mainLabelSec: '标题文案（下）',
  secondLabel: '副标题文案',
  codeLabel: '二维码信息',
  productTopLabel: '产品顶部标题',
  thirdLabel: '促销文案',
  lableContent: (group: number) => `第${group}组主内容文案`,
  text_a: (group: number) => `第${group}组次内容文案a`,
  text_b: (group: number) => `第${group}组次内容文案b`,
  productNotesLabel: '表格说明（上）',
  productNotesLabelSec: '表格说明（下）',
  notesLabel: '信息补充a',
  copyrightNotice: '信息补充b',
  // spec §5 step prompts and submit checks, exactly.
  needMainLabel: '请填写标题文案（上）',
  needSecondLabel: '请填副标题文案',
  needGroupMain: (group: number) => `请填写第${group}组主内容文案`,
  needGroupSub: (group: number) => `请填写第${group}组次内容文案`,
  needTableNote: '请填写表格说明',
  needNotesA: '请填写信息补充a',
} as const;

// spec §2, §9: the single-image page's scenario is class 166 (节点).
export const SINGLE_CLASSES = [String(CLASS_NODE)];
/** spec §2: four content groups. */
export const SINGLE_GROUPS = 4;

// spec §2 maximum lengths, each shown with a counter; fields not listed have none.
export const SINGLE_MAX_CHARS = {
  mainLabel: 6,
  mainLabelSec: 6,
  secondLabel: 12,
  productTopLabel: 12,
  thirdLabel: 4,
  lableContent: 6,
  text_a: 7,
  text_b: 7,
  productNotesLabel: 18,
  productNotesLabelSec: 18,
} as const;
