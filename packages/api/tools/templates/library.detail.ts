// The single-image poster (智能创作（单张）, spec create-and-write §2): a 750x1334 product detail
// page whose slots are the form's fields. Title halves mainLabel_0/1, subtitle, QR text, product
// top title and promotion text, four content groups, two table-description lines, supplements a
// and b. The groups have no field of their own in the template document: group g's main content,
// sub-content a and b are productLabel slots 3g, 3g + 1 and 3g + 2 (the api fills productLabel as
// that list of twelve). Each slot's maxChars is the form's maximum length where the spec gives one,
// so the lint proves those lengths fit at the minimum size.
import type { Constraints, Layer, SlotField } from '@adstudio/render';
import {
  label,
  PLACEHOLDERS,
  productSprite,
  rect,
  sprite,
  type TextSpec,
} from './library.layouts.js';
import { contrast, type Palette } from './library.palettes.js';

export const DETAIL_SIZE = { w: 750, h: 1334 } as const;
/** Content groups of the form (spec §2: four). */
export const DETAIL_GROUPS = 4;
/** Group g's three lines are productLabel slots GROUP_STRIDE × g + 0, 1, 2. */
export const GROUP_STRIDE = 3;

// spec §2 maximum lengths; the fields the spec does not limit get a suggestion and an ellipsis.
const MAX = {
  mainLabel: 6,
  secondLabel: 12,
  productTopLabel: 12,
  thirdLabel: 4,
  groupMain: 6,
  groupSub: 7,
  productNotesLabel: 18,
  codeLabel: 12,
  notesLabel: 20,
  copyrightNotice: 20,
} as const;

/**
 * Seven detail-page families (issue 28 item 1), each its own structure — where the product sits,
 * how the four groups are set and what frames them — not one skeleton recoloured: the head
 * stacked over the product and a 2×2 grid of cards; the product in a tall panel beside the head
 * with the groups as rows; the product large in the middle with the groups as callouts round it;
 * a colour band over the head with the product breaking out of it and the groups as a ruled list;
 * a colour column down the left holding the head and the QR code; a framed page with the product
 * in a circle and the groups in one table card; the product on a full-width block with the groups
 * as four columns.
 */
export type DetailVariant =
  | 'stacked-grid'
  | 'side-rows'
  | 'hero-callouts'
  | 'band-list'
  | 'split-column'
  | 'framed-circle'
  | 'block-columns';
export const DETAIL_VARIANTS: readonly DetailVariant[] = [
  'stacked-grid',
  'side-rows',
  'hero-callouts',
  'band-list',
  'split-column',
  'framed-circle',
  'block-columns',
];

/** Sample copy of a detail page, every line within the form's maximum length. */
export interface DetailCopy {
  main: readonly [string, string];
  second: string;
  code: string;
  top: string;
  promo: string;
  groups: readonly (readonly [string, string, string])[];
  table: readonly [string, string];
  notes: string;
  copyright: string;
}

/** The spec's replaceObj of a detail page's sample copy. */
export function detailReplaceObj(copy: DetailCopy) {
  return {
    mainLabel: [...copy.main],
    secondLabel: copy.second,
    codeLabel: copy.code,
    productTopLabel: copy.top,
    thirdLabel: copy.promo,
    productLabel: copy.groups.flat(),
    productNotesLabel: [...copy.table],
    notesLabel: copy.notes,
    copyrightNotice: copy.copyright,
  };
}

/** A detail page's sample: its marketing node (library.copy.ts NODE_TAGS), industry, the product its preview shows, and its copy. */
export interface DetailPage {
  node: string;
  industry: string;
  sample: string;
  copy: DetailCopy;
}

// Written for the product, one or two a node of the year (class 166); no absolute terms (广告法), every line within the form's
// maximum length. One page a block of thirteen lines: node|industry|sample, the title halves, the
// subtitle, the QR line, the product's top title, the promotion, the four groups (main|a|b), the
// two table lines, supplements a and b.
const DETAIL_TEXT = `
春节|general|wrapped-gift
新春年货|福满到家
坚果礼盒 满199减30
扫码抢年货
六种坚果 一盒装齐
限时特惠
每日鲜烘|当日烘焙出货|锁住坚果香脆
六种搭配|夏威夷果腰果|巴旦木与榛子
独立小包|一次一包不受潮|方便分享
礼盒包装|送礼体面大方|附赠手提袋
规格：礼盒装 6袋×150克|保质期：180天 常温避光保存
*活动时间：1月10日至2月8日
*图片仅供参考，以实物为准

情人节|general|rose
心动礼盒|为你而来
情人节限定 预约定制
扫码预约
玫瑰香氛 手作礼盒
限量款
玫瑰香氛|法国玫瑰精油|清甜不腻
手工包装|每一盒都手作|附赠手写卡片
刻字定制|免费刻字服务|提前三天下单
准时送达|2月14日达|顺丰包邮
规格：香氛蜡烛200克+花束|燃烧时长：约40小时
*定制商品需提前三天下单
*图片仅供参考，以实物为准

618|appliance|television
618|大屏焕新
爆款直降 叠券再减
扫码领券
85英寸 大屏电视
直降
大屏影院|85英寸巨幕|客厅变影院
高清画质|4K超清分辨率|色彩更真实
护眼模式|低蓝光屏幕|久看不累
语音控制|说一句就换台|老人孩子都会用
尺寸：85英寸 4K超清|安装：送货入户 免费挂装
*活动时间：6月1日至6月18日
*画面为模拟效果

中秋|food|moon-cake
月圆团圆|礼在中秋
中秋礼盒 企业团购
扫码订购
广式月饼 八味八饼
团购价
八种口味|莲蓉蛋黄五仁|豆沙与果仁
现做现发|中秋前准时到|新鲜看得见
精美礼盒|送礼体面大方|可印企业标志
团购优惠|满10盒九折|全国配送
规格：8枚×100克 礼盒装|保质期：45天 阴凉干燥处保存
*礼盒内容以实物为准
*月饼为预包装食品

双11|digital|laptop
双11|好物节
叠券满减 今晚开抢
扫码抢购
轻薄笔记本电脑
预售
轻薄机身|约1.2千克|随身带着走
长续航|一次充电一整天|快充一小时
高清屏幕|2.5K分辨率|护眼低蓝光
多接口|双USB-C|HDMI接口
配置：16GB内存 512GB硬盘|保修：整机两年 全国联保
*以页面实际价格为准
*续航因使用情况而异

日常|food|bubble-tea
夏日新品|清爽上市
第二杯半价 全城门店同享
扫码点单
鲜果茶 现做现卖
新品
新鲜水果|每日新鲜到店|现切现做
少糖可选|甜度自由调|无糖也好喝
大杯容量|700毫升|一杯喝个够
冰爽口感|加冰去冰可选|夏日解渴
规格：大杯700毫升 中杯500毫升|配料：鲜果 茶底 冰块 糖浆可选
*活动时间：7月1日至8月31日
*图片仅供参考，以实物为准

春节|food|dumpling
手工水饺|团圆滋味
年货节 满99元包邮
扫码囤年货
三鲜水饺 现包速冻
年货价
现包速冻|手工现包|锁住鲜味
三种馅料|猪肉白菜|虾仁三鲜
皮薄馅大|一口一个|汤汁饱满
冷链到家|顺丰冷链|新鲜直达
规格：每袋30只 约600克|保存：零下18度冷冻保存
*活动时间：1月5日至2月5日
*图片仅供参考，以实物为准

七夕|beauty|lipstick
七夕告白|唇色心动
丝绒口红 礼盒刻字
扫码定制
丝绒哑光口红礼盒
限定
丝绒质地|细腻不拔干|一抹显色
三支色号|正红豆沙|枫叶棕
免费刻字|刻上你们的名字|独一份心意
礼盒包装|附赠手写卡片|七夕前送达
规格：3.5克×3支 礼盒装|保质期：开封后12个月
*刻字商品需提前三天下单
*色号以实物为准

618|digital|headphone
618|听见好声音
降噪耳机 直降200元
扫码抢购
主动降噪蓝牙耳机
直降
主动降噪|地铁里也安静|专心听歌
长续航|单次8小时|总续航30小时
佩戴舒适|单只4.5克|久戴不累
快速配对|开盖即连|手机电脑切换
续航：单次8小时 总30小时|保修：一年 全国联保
*活动时间：6月1日至6月18日
*续航因使用情况而异

中秋|food|teapot
中秋茶礼|敬一杯团圆
明前龙井 礼盒装
扫码订购
西湖龙井 250克礼盒
团购价
明前采摘|春天第一批|嫩芽鲜爽
手工炒制|老师傅炒青|豆香清雅
锡罐密封|双罐装|防潮保鲜
送礼体面|礼盒手提袋|可印企业标志
规格：125克×2罐 礼盒装|保质期：18个月 密封避光
*礼盒内容以实物为准
*图片仅供参考，以实物为准

双11|home|bed
双11|好床好眠
乳胶床垫 百晚试睡
扫码抢购
天然乳胶床垫
预售
天然乳胶|透气不闷热|回弹有支撑
七区支撑|肩腰分区|贴合身体
百晚试睡|睡不好可退|安心下单
送货上门|免费搬运|旧床垫回收
尺寸：1.8米×2米 厚20厘米|质保：十年 全国联保
*以页面实际价格为准
*试睡规则以页面为准

日常|fashion|running-shoe
轻跑新品|跑出好状态
缓震跑鞋 新品9折
扫码选码
轻量缓震跑步鞋
新品
轻量鞋身|单只约220克|越跑越轻松
缓震中底|脚感软弹|护膝更安心
透气鞋面|网面编织|夏天不闷脚
多色可选|黑白灰蓝|男女同款
尺码：35–46码 偏标准|鞋面：网布 中底：缓震泡棉
*活动时间：7月1日至7月31日
*颜色以实物为准

元旦|food|birthday-cake
跨年蛋糕|甜蜜跨年
元旦限定 提前预订
扫码订蛋糕
动物奶油 新鲜现做
早鸟价
新鲜现做|当天烘焙|当天配送
动物奶油|口感轻盈|甜而不腻
多种尺寸|6寸到12寸|聚会都够分
准点送达|跨年夜送到|附赠蜡烛
规格：6寸 8寸 10寸可选|保存：0–4度冷藏 当天食用
*元旦当天订单需提前两天预订
*图片仅供参考，以实物为准

女神|beauty|lotion-bottle
女神节|宠爱自己
面霜礼盒 第二件半价
扫码领券
保湿面霜礼盒
半价
深层保湿|锁水一整天|干皮也够用
温和配方|无香精添加|成分简单
质地轻薄|一抹就推开|不黏腻
礼盒包装|附赠小样|可写贺卡
规格：50毫升 附赠15毫升小样|保质期：3年 开封后12个月
*活动时间：3月1日至3月8日
*效果因人而异

国庆|travel|luggage
国庆出游|说走就走
行李箱 满300减50
扫码抢购
20寸登机行李箱
满减
轻量箱体|约2.8千克|拎着不费力
静音万向轮|四轮转向|推起来很稳
大容量|一周行李|装得下
密码锁|密码锁扣|出行安心
尺寸：20寸 可登机|保修：箱体三年 轮子一年
*活动时间：9月25日至10月7日
*图片仅供参考，以实物为准

双12|digital|watch
双12|智能手表
年末好价 叠券再减
扫码领券
运动智能手表
好价
心率监测|全天候心率|运动更安心
长续航|一次充电两周|少充电
多种运动|一百多种模式|跑步游泳
消息提醒|来电微信提醒|不错过
规格：1.4英寸屏 50米防水|保修：一年 全国联保
*以页面实际价格为准
*续航因使用情况而异

年终|home|couch-and-lamp
年终焕新|家的温度
布艺沙发 年终特惠
扫码预约
三人位布艺沙发
特惠
可拆洗|沙发套可拆|脏了就洗
高回弹|坐感柔软|久坐不塌
耐磨面料|科技布面料|不怕猫抓
送装一体|送货上门|免费安装
尺寸：2.1米×0.9米 三人位|面料：科技布 填充：高回弹海绵
*活动时间：12月1日至12月31日
*颜色以实物为准
`;

const DETAIL_LINES = 13;

function detailPage(block: string): DetailPage {
  const lines = block.split('\n');
  if (lines.length !== DETAIL_LINES)
    throw new Error(`detail page of ${lines.length} lines: ${block}`);
  const [head = '', main = '', second = '', code = '', top = '', promo = ''] = lines;
  const [node = '', industry = '', sample = ''] = head.split('|');
  const pair = (line: string) => {
    const [a = '', b = ''] = line.split('|');
    return [a, b] as const;
  };
  const three = (line: string) => {
    const [a = '', b = '', c = ''] = line.split('|');
    return [a, b, c] as const;
  };
  return {
    node,
    industry,
    sample,
    copy: {
      main: pair(main),
      second,
      code,
      top,
      promo,
      groups: lines.slice(6, 6 + DETAIL_GROUPS).map(three),
      table: pair(lines[10] ?? ''),
      notes: lines[11] ?? '',
      copyright: lines[12] ?? '',
    },
  };
}

/** Every detail page's sample, in the order the build deals them. */
export const DETAIL_PAGES: readonly DetailPage[] = DETAIL_TEXT.trim().split('\n\n').map(detailPage);

/** A palette suits the detail page when its text also reads on the group cards (bg2). */
export const detailReadable = (p: Palette) => contrast(p.ink, p.bg2) >= 4.5;

interface DetailInput {
  variant: DetailVariant;
  palette: Palette;
  title: { family: string; weight: number };
  copy: DetailCopy;
}

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

const BODY = 'noto-sans-sc';
const { w: W, h: H } = DETAIL_SIZE;
const M = 40;
const INNER = W - 2 * M;

/** What a text or a frame stands on: the page, the palette's primary colour, or a card (bg2). */
type Ground = 'bg' | 'primary' | 'card';
type Align = 'left' | 'center' | 'right';

/** Where one family puts everything, in canvas pixels. */
interface Plan {
  logo: Box;
  /** Shapes drawn over the background and under the text: bands, columns, frames, rules. */
  decor: (p: Palette) => Layer[];
  title: { boxes: readonly [Box, Box]; align: Align; on: Ground };
  /** The subtitle in a pill of the primary colour, or set plain on its ground over two lines. */
  second: { box: Box; pill: boolean; on: Ground };
  top: { box: Box; align: Align; on: Ground };
  stage?: { box: Box; shape: 'rect' | 'ellipse'; radius?: number };
  product: Box;
  /** The promotion as a pill or a round badge, of the primary colour or (on a band of it) the page's. */
  promo: { box: Box; disc: boolean; on: 'primary' | 'bg' };
  /**
   * The four groups: each cell holds its main line and lines a and b stacked (aligned to the
   * cell's side) or in one row; `card` draws a card under each cell, `rule` an accent bar above.
   */
  groups: {
    cells: readonly Box[];
    set: 'stack' | 'row';
    align: (g: number) => Align;
    card: boolean;
    rule: boolean;
    on: Ground;
  };
  table: { boxes: readonly [Box, Box]; align: Align; on: Ground };
  footer: { code: Box; codeLabel: Box; notes: Box; copyright: Box; align: Align; on: Ground };
  /**
   * How the page goes wider: every other canvas size is wider than 750x1334, so a resize spreads
   * the spare room sideways, and without constraints it pins each layer by the third of the page
   * its box sits in — a group's rule left behind its column, the four columns split one, two, one
   * across the canvas, a ruled row's three lines torn apart. Set, the page's content travels
   * together in the centre under its full-width band (which stretches), the logo keeps the left
   * edge and the promotion its side of the band.
   */
  widen?: { promo: 'center' | 'right' };
}

const grid2 = (x: number, y: number, w: number, h: number, gap: number): Box[] =>
  [0, 1, 2, 3].map((g) => ({
    x: x + (g % 2) * (w + gap),
    y: y + Math.floor(g / 2) * (h + gap),
    w,
    h,
  }));
const rows4 = (x: number, y: number, w: number, h: number, gap: number): Box[] =>
  [0, 1, 2, 3].map((g) => ({ x, y: y + g * (h + gap), w, h }));
// The bottom row most families share: the QR code, its line, supplements a and b beside it.
const FOOTER = {
  code: { x: M, y: 1190, w: 110, h: 110 },
  codeLabel: { x: 170, y: 1194, w: W - 170 - M, h: 40 },
  notes: { x: 170, y: 1242, w: W - 170 - M, h: 28 },
  copyright: { x: 170, y: 1276, w: W - 170 - M, h: 24 },
  align: 'left' as const,
  on: 'bg' as const,
};
const LOGO = { x: M, y: 36, w: 150, h: 56 };
/** Two boxes of one size, the second `step` below the first: the title halves, the table lines. */
const two = (x: number, y: number, w: number, h: number, step: number): readonly [Box, Box] => [
  { x, y, w, h },
  { x, y: y + step, w, h },
];
const lines = (boxes: readonly [Box, Box], align: Align, on: Ground) => ({ boxes, align, on });
const line = (key: string, z: number, b: Box, colour: string) => rect(key, z, b, colour);

const PLANS: Record<DetailVariant, Plan> = {
  'stacked-grid': {
    logo: LOGO,
    decor: () => [],
    title: lines(two(M, 108, INNER, 96, 100), 'center', 'bg'),
    second: { box: { x: 65, y: 324, w: W - 130, h: 64 }, pill: true, on: 'bg' },
    top: { box: { x: M, y: 408, w: INNER, h: 44 }, align: 'center', on: 'bg' },
    stage: { box: { x: 60, y: 470, w: W - 120, h: 300 }, shape: 'rect' },
    product: { x: 110, y: 480, w: 400, h: 280 },
    promo: { box: { x: 540, y: 500, w: 170, h: 60 }, disc: false, on: 'primary' },
    groups: {
      cells: grid2(M, 796, 325, 136, 20),
      set: 'stack',
      align: () => 'left',
      card: true,
      rule: false,
      on: 'card',
    },
    table: lines(two(M, 1100, INNER, 34, 38), 'center', 'bg'),
    footer: FOOTER,
  },
  'side-rows': {
    logo: LOGO,
    decor: () => [],
    title: lines(two(372, 116, 338, 86, 92), 'left', 'bg'),
    second: { box: { x: 372, y: 316, w: 338, h: 60 }, pill: true, on: 'bg' },
    top: { box: { x: 372, y: 394, w: 338, h: 40 }, align: 'left', on: 'bg' },
    stage: { box: { x: M, y: 110, w: 310, h: 560 }, shape: 'rect' },
    product: { x: 55, y: 140, w: 280, h: 500 },
    promo: { box: { x: 372, y: 452, w: 170, h: 58 }, disc: false, on: 'primary' },
    groups: {
      cells: rows4(M, 700, INNER, 88, 10),
      set: 'row',
      align: () => 'left',
      card: true,
      rule: false,
      on: 'card',
    },
    table: lines(two(M, 1092, INNER, 34, 38), 'left', 'bg'),
    footer: FOOTER,
  },
  'hero-callouts': {
    logo: { x: 300, y: 24, w: 150, h: 56 },
    decor: (p) =>
      // Leader lines from each callout to the product.
      [0, 1, 2, 3].map((g) =>
        line(
          `deco_leader_${g}`,
          16 + g,
          { x: g % 2 === 0 ? 226 : 474, y: 454 + Math.floor(g / 2) * 240, w: 50, h: 3 },
          p.primary,
        ),
      ),
    title: lines(two(M, 92, INNER, 80, 84), 'center', 'bg'),
    second: { box: { x: 140, y: 272, w: 470, h: 60 }, pill: true, on: 'bg' },
    top: { box: { x: M, y: 964, w: INNER, h: 44 }, align: 'center', on: 'bg' },
    stage: { box: { x: 190, y: 350, w: 370, h: 500 }, shape: 'ellipse' },
    product: { x: 225, y: 380, w: 300, h: 440 },
    promo: { box: { x: 318, y: 836, w: 114, h: 114 }, disc: true, on: 'primary' },
    groups: {
      cells: [
        { x: M, y: 420, w: 186, h: 140 },
        { x: 524, y: 420, w: 186, h: 140 },
        { x: M, y: 660, w: 186, h: 140 },
        { x: 524, y: 660, w: 186, h: 140 },
      ],
      set: 'stack',
      align: (g) => (g % 2 === 0 ? 'right' : 'left'),
      card: false,
      rule: false,
      on: 'bg',
    },
    table: lines(two(M, 1030, INNER, 34, 40), 'center', 'bg'),
    footer: FOOTER,
  },
  'band-list': {
    logo: LOGO,
    decor: (p) => [
      rect('deco_band_0', 1, { x: 0, y: 0, w: W, h: 560 }, p.primary),
      ...[0, 1, 2, 3].map((g) =>
        line(`deco_rule_${g}`, 16 + g, { x: M, y: 770 + g * 96, w: INNER, h: 2 }, p.bg2),
      ),
      ...[0, 1, 2, 3].map((g) =>
        rect(`deco_marker_${g}`, 25 + g, { x: M, y: 700 + g * 96, w: 14, h: 40 }, p.primary, 4),
      ),
    ],
    title: lines(two(M, 120, 420, 96, 102), 'left', 'primary'),
    second: { box: { x: M, y: 340, w: 330, h: 80 }, pill: false, on: 'primary' },
    top: { box: { x: M, y: 604, w: INNER, h: 44 }, align: 'left', on: 'bg' },
    stage: { box: { x: 390, y: 250, w: 340, h: 340 }, shape: 'ellipse' },
    product: { x: 415, y: 270, w: 290, h: 300 },
    promo: { box: { x: M, y: 450, w: 170, h: 58 }, disc: false, on: 'bg' },
    groups: {
      cells: rows4(70, 690, 640, 76, 20),
      set: 'row',
      align: () => 'left',
      card: false,
      rule: false,
      on: 'bg',
    },
    table: lines(two(M, 1090, INNER, 34, 38), 'left', 'bg'),
    footer: FOOTER,
    widen: { promo: 'center' },
  },
  'split-column': {
    logo: { x: 30, y: 40, w: 150, h: 56 },
    decor: (p) => [rect('deco_column_0', 1, { x: 0, y: 0, w: 300, h: H }, p.primary)],
    title: lines(two(30, 150, 240, 66, 72), 'left', 'primary'),
    second: { box: { x: 30, y: 310, w: 240, h: 84 }, pill: false, on: 'primary' },
    top: { box: { x: 330, y: 700, w: 380, h: 34 }, align: 'left', on: 'bg' },
    product: { x: 330, y: 110, w: 380, h: 450 },
    promo: { box: { x: 590, y: 570, w: 120, h: 120 }, disc: true, on: 'primary' },
    groups: {
      cells: grid2(330, 750, 180, 150, 16),
      set: 'stack',
      align: () => 'left',
      card: false,
      rule: true,
      on: 'bg',
    },
    table: lines(two(330, 1080, 380, 34, 38), 'left', 'bg'),
    footer: {
      code: { x: 95, y: 1040, w: 110, h: 110 },
      codeLabel: { x: 30, y: 1166, w: 240, h: 30 },
      notes: { x: 330, y: 1230, w: 380, h: 28 },
      copyright: { x: 330, y: 1266, w: 380, h: 24 },
      align: 'left',
      on: 'primary',
    },
  },
  'framed-circle': {
    logo: { x: 300, y: 50, w: 150, h: 56 },
    decor: (p) => [
      {
        ...rect('deco_frame_0', 1, { x: 18, y: 18, w: W - 36, h: H - 36 }, p.bg, 18),
        stroke: { color: p.primary, width: 4 },
      },
      // The four rows share one table card, ruled in the page colour.
      rect('group_card_0', 12, { x: 60, y: 764, w: 630, h: 280 }, p.bg2, 20),
      ...[1, 2, 3].map((g) =>
        line(`deco_rule_${g}`, 16 + g, { x: 84, y: 780 + g * 64 - 1, w: 582, h: 2 }, p.bg),
      ),
    ],
    title: lines(two(60, 116, 630, 88, 96), 'center', 'bg'),
    second: { box: { x: 150, y: 690, w: 450, h: 56 }, pill: true, on: 'bg' },
    top: { box: { x: 60, y: 312, w: 630, h: 40 }, align: 'center', on: 'bg' },
    stage: { box: { x: 185, y: 360, w: 380, h: 320 }, shape: 'ellipse' },
    product: { x: 235, y: 375, w: 280, h: 290 },
    promo: { box: { x: 560, y: 380, w: 110, h: 110 }, disc: true, on: 'primary' },
    groups: {
      cells: rows4(84, 780, 582, 64, 0),
      set: 'row',
      align: () => 'left',
      card: false,
      rule: false,
      on: 'card',
    },
    table: lines(two(60, 1056, 630, 30, 34), 'center', 'bg'),
    footer: {
      code: { x: 60, y: 1150, w: 110, h: 110 },
      codeLabel: { x: 190, y: 1154, w: 500, h: 40 },
      notes: { x: 190, y: 1202, w: 500, h: 28 },
      copyright: { x: 190, y: 1236, w: 500, h: 24 },
      align: 'left',
      on: 'bg',
    },
  },
  'block-columns': {
    logo: { x: M, y: 30, w: 150, h: 56 },
    decor: () => [],
    title: lines(two(M, 624, 420, 90, 96), 'left', 'bg'),
    second: { box: { x: 480, y: 650, w: 230, h: 84 }, pill: false, on: 'bg' },
    top: { box: { x: M, y: 818, w: 420, h: 34 }, align: 'left', on: 'bg' },
    stage: { box: { x: 0, y: 0, w: W, h: 600 }, shape: 'rect', radius: 0 },
    product: { x: 120, y: 100, w: 430, h: 470 },
    promo: { box: { x: 580, y: 60, w: 130, h: 130 }, disc: true, on: 'primary' },
    groups: {
      cells: [0, 1, 2, 3].map((g) => ({ x: M + g * 168, y: 870, w: 166, h: 160 })),
      set: 'stack',
      align: () => 'left',
      card: false,
      rule: true,
      on: 'bg',
    },
    table: lines(two(M, 1040, INNER, 34, 40), 'left', 'bg'),
    footer: FOOTER,
    widen: { promo: 'right' },
  },
};

/** The horizontal pin of a layer of a page whose plan says how it widens (Plan.widen). */
function widenPin(l: Layer, widen: NonNullable<Plan['widen']>): Constraints['h'] {
  if (l.key === 'background') return undefined;
  if (l.key === 'logo_0') return 'left';
  if (l.key === 'thirdTextFrame_0' || l.key === 'thirdLabel_0') return widen.promo;
  // A band across the page stretches with it (decoration only: the resize never stretches text).
  if (l.type !== 'label' && l.pos[0] <= 0 && l.width * l.scale >= W) return 'stretch';
  return 'center';
}

/** The layers of one detail page (750x1334) in a family, palette and title font. */
export function buildDetailLayers({ variant, palette: p, title, copy }: DetailInput): Layer[] {
  const plan = PLANS[variant];
  type Placed = Partial<TextSpec> & Pick<TextSpec, 'z' | 'align'>;
  const ink = (on: Ground) => (on === 'primary' ? p.onPrimary : p.ink);
  const slotText = (
    field: SlotField,
    index: number,
    box: Box,
    sample: string,
    on: Ground,
    extra: Placed,
  ) =>
    label({
      key: `${field}_${index}`,
      field,
      index,
      box,
      text: sample,
      family: BODY,
      weight: 400,
      color: ink(on),
      lines: 1,
      ...extra,
    });
  const titleColour =
    plan.title.on === 'primary' ? p.onPrimary : contrast(p.primary, p.bg) >= 3 ? p.primary : p.ink;

  const layers: Layer[] = [
    rect('background', 0, { x: 0, y: 0, w: W, h: H }, p.bg),
    ...plan.decor(p),
    sprite('logo_0', 30, plan.logo, PLACEHOLDERS.logo, 'contain', {
      slot: { field: 'logo', index: 0, required: false, whenEmpty: 'hide', accepts: ['logo'] },
    }),
  ];
  copy.main.forEach((text, i) => {
    layers.push(
      slotText('mainLabel', i, plan.title.boxes[i] as Box, text, plan.title.on, {
        z: 20 + i,
        family: title.family,
        weight: title.weight,
        color: titleColour,
        align: plan.title.align,
        required: i === 0,
        maxChars: MAX.mainLabel,
      }),
    );
  });
  const { second } = plan;
  if (second.pill)
    layers.push(
      rect('secondTextFrame_0', 4, second.box, p.primary, second.box.h / 2),
      slotText(
        'secondLabel',
        0,
        {
          x: second.box.x + 16,
          y: second.box.y + (second.box.h - 40) / 2,
          w: second.box.w - 32,
          h: 40,
        },
        copy.second,
        'primary',
        { z: 22, weight: 500, align: 'center', required: true, maxChars: MAX.secondLabel },
      ),
    );
  else
    layers.push(
      slotText('secondLabel', 0, second.box, copy.second, second.on, {
        z: 22,
        weight: 500,
        align: plan.title.align,
        lines: 2,
        required: true,
        maxChars: MAX.secondLabel,
      }),
    );
  if (plan.stage) {
    const stage = rect('deco_stage_0', 5, plan.stage.box, p.bg2, plan.stage.radius ?? 24);
    layers.push(plan.stage.shape === 'ellipse' ? { ...stage, shape: 'ellipse' } : stage);
  }
  const promo = plan.promo.box;
  const promoFrame = rect(
    'thirdTextFrame_0',
    8,
    promo,
    plan.promo.on === 'primary' ? p.primary : p.bg,
    plan.promo.disc ? 0 : promo.h / 2,
  );
  layers.push(
    slotText('productTopLabel', 0, plan.top.box, copy.top, plan.top.on, {
      z: 23,
      weight: 700,
      align: plan.top.align,
      maxChars: MAX.productTopLabel,
    }),
    productSprite(plan.product, W),
    plan.promo.disc ? { ...promoFrame, shape: 'ellipse' } : promoFrame,
    slotText(
      'thirdLabel',
      0,
      plan.promo.disc
        ? { x: promo.x + 10, y: promo.y + (promo.h - 34) / 2, w: promo.w - 20, h: 34 }
        : { x: promo.x + 15, y: promo.y + (promo.h - 40) / 2, w: promo.w - 30, h: 40 },
      copy.promo,
      plan.promo.on,
      { z: 24, weight: 700, align: 'center', maxChars: MAX.thirdLabel },
    ),
  );

  const { groups } = plan;
  copy.groups.forEach(([main, a, b], g) => {
    const cell = groups.cells[g] as Box;
    const align = groups.align(g);
    // Narrow cells (callouts, columns) keep less padding and a smaller main line, so six
    // characters fit well above the minimum size.
    const pad = cell.w < 200 ? 8 : 16;
    const top = cell.y + (groups.rule ? 24 : 14);
    const boxes: [Box, Box, Box] =
      groups.set === 'stack'
        ? [
            { x: cell.x + pad, y: top, w: cell.w - 2 * pad, h: pad === 8 ? 36 : 40 },
            { x: cell.x + pad, y: top + 48, w: cell.w - 2 * pad, h: 28 },
            { x: cell.x + pad, y: top + 80, w: cell.w - 2 * pad, h: 28 },
          ]
        : [
            { x: cell.x + 20, y: cell.y + (cell.h - 40) / 2, w: 200, h: 40 },
            { x: cell.x + 236, y: cell.y + (cell.h - 30) / 2, w: (cell.w - 272) / 2, h: 30 },
            {
              x: cell.x + 252 + (cell.w - 272) / 2,
              y: cell.y + (cell.h - 30) / 2,
              w: (cell.w - 272) / 2,
              h: 30,
            },
          ];
    if (groups.card) layers.push(rect(`group_card_${g}`, 12 + g, cell, p.bg2, 16));
    if (groups.rule)
      layers.push(
        rect(`group_rule_${g}`, 12 + g, { x: cell.x + pad, y: cell.y, w: 56, h: 8 }, p.primary, 4),
      );
    [main, a, b].forEach((sample, k) => {
      const index = GROUP_STRIDE * g + k;
      layers.push(
        slotText('productLabel', index, boxes[k] as Box, sample, groups.on, {
          z: 40 + index,
          weight: k === 0 ? 700 : 400,
          align,
          required: k < 2,
          maxChars: k === 0 ? MAX.groupMain : MAX.groupSub,
        }),
      );
    });
  });
  plan.table.boxes.forEach((box, i) => {
    layers.push(
      slotText('productNotesLabel', i, box, copy.table[i] ?? '', plan.table.on, {
        z: 60 + i,
        align: plan.table.align,
        required: i === 0,
        maxChars: MAX.productNotesLabel,
      }),
    );
  });

  const { footer } = plan;
  layers.push(
    sprite('code_0', 31, footer.code, PLACEHOLDERS.qr, 'contain', {
      slot: { field: 'code', index: 0, required: false, whenEmpty: 'hide', accepts: ['qr'] },
    }),
    slotText('codeLabel', 0, footer.codeLabel, copy.code, footer.on, {
      z: 70,
      weight: 700,
      align: footer.on === 'primary' ? 'center' : footer.align,
      mode: 'ellipsis',
      maxChars: MAX.codeLabel,
    }),
    slotText('notesLabel', 0, footer.notes, copy.notes, 'bg', {
      z: 71,
      align: footer.align,
      mode: 'ellipsis',
      required: true,
      maxChars: MAX.notesLabel,
    }),
    slotText('copyrightNotice', 0, footer.copyright, copy.copyright, 'bg', {
      z: 72,
      align: footer.align,
      mode: 'ellipsis',
      maxChars: MAX.copyrightNotice,
    }),
  );
  const { widen } = plan;
  if (!widen) return layers;
  return layers.map((l) => {
    const h = widenPin(l, widen);
    return h ? { ...l, constraints: { h } } : l;
  });
}
