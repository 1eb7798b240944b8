// The single-image poster (智能创作（单张）, spec create-and-write §2): a 750x1334 product detail
// page whose slots are the form's fields. Title halves mainLabel_0/1, subtitle, QR text, product
// top title and promotion text, four content groups, two table-description lines, supplements a
// and b. The groups have no field of their own in the template document: group g's main content,
// sub-content a and b are productLabel slots 3g, 3g + 1 and 3g + 2 (the api fills productLabel as
// that list of twelve). Each slot's maxChars is the form's maximum length where the spec gives one,
// so the lint proves those lengths fit at the minimum size.
import type { Layer, SlotField } from '@adstudio/render';
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
 * Six detail-page families (issue 28 item 1): the head stacked over the product, beside it, or on a
 * colour band, with the four groups as a 2×2 grid of cards or as four rows.
 */
export type DetailVariant = 'grid' | 'rows' | 'side-grid' | 'side-rows' | 'band-grid' | 'band-rows';
export const DETAIL_VARIANTS: readonly DetailVariant[] = [
  'grid',
  'rows',
  'side-grid',
  'side-rows',
  'band-grid',
  'band-rows',
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

/** The layers of one detail page (750x1334) in a variant, palette and title font. */
export function buildDetailLayers({ variant, palette: p, title, copy }: DetailInput): Layer[] {
  const { w: W, h: H } = DETAIL_SIZE;
  const M = 40;
  const inner = W - 2 * M;
  type Placed = Partial<TextSpec> & Pick<TextSpec, 'z' | 'align'>;
  const slotText = (field: SlotField, index: number, box: Box, sample: string, extra: Placed) =>
    label({
      key: `${field}_${index}`,
      field,
      index,
      box,
      text: sample,
      family: BODY,
      weight: 400,
      color: p.ink,
      lines: 1,
      ...extra,
    });
  const titleColour = contrast(p.primary, p.bg) >= 3 ? p.primary : p.ink;

  const layers: Layer[] = [
    rect('background', 0, { x: 0, y: 0, w: W, h: H }, p.bg),
    sprite('logo_0', 30, { x: M, y: 36, w: 150, h: 56 }, PLACEHOLDERS.logo, 'contain', {
      slot: { field: 'logo', index: 0, required: false, whenEmpty: 'hide', accepts: ['logo'] },
    }),
  ];
  const side = variant.startsWith('side');
  const band = variant.startsWith('band');
  const rows = variant.endsWith('rows');
  if (band) layers.push(rect('deco_band_0', 3, { x: 0, y: 100, w: W, h: 212 }, p.primary));
  // The head: two title halves, the subtitle pill, the product's top line, the product on its
  // stage and the promotion badge — stacked above the product, or to its right.
  const head = side
    ? {
        title: (i: number): Box => ({ x: 372, y: 116 + i * 92, w: 338, h: 86 }),
        pill: { x: 372, y: 316, w: 338, h: 60 },
        top: { x: 372, y: 394, w: 338, h: 40 },
        stage: { x: M, y: 110, w: 310, h: 400 },
        product: { x: 55, y: 130, w: 280, h: 340 },
        promo: { x: 372, y: 452, w: 170, h: 58 },
        align: 'left' as const,
      }
    : {
        title: (i: number): Box => ({ x: M, y: 108 + i * 100, w: inner, h: 96 }),
        pill: { x: 65, y: 324, w: W - 130, h: 64 },
        top: { x: M, y: 408, w: inner, h: 44 },
        stage: { x: 60, y: 470, w: W - 120, h: 300 },
        product: { x: 110, y: 480, w: 400, h: 280 },
        promo: { x: 540, y: 500, w: 170, h: 60 },
        align: 'center' as const,
      };
  copy.main.forEach((line, i) => {
    layers.push(
      slotText('mainLabel', i, head.title(i), line, {
        z: 20 + i,
        family: title.family,
        weight: title.weight,
        color: band ? p.onPrimary : titleColour,
        align: head.align,
        required: i === 0,
        maxChars: MAX.mainLabel,
      }),
    );
  });
  const pill = head.pill;
  layers.push(
    rect('secondTextFrame_0', 4, pill, p.primary, pill.h / 2),
    slotText(
      'secondLabel',
      0,
      { x: pill.x + 16, y: pill.y + (pill.h - 40) / 2, w: pill.w - 32, h: 40 },
      copy.second,
      {
        z: 22,
        weight: 500,
        color: p.onPrimary,
        align: 'center',
        required: true,
        maxChars: MAX.secondLabel,
      },
    ),
    slotText('productTopLabel', 0, head.top, copy.top, {
      z: 23,
      weight: 700,
      align: head.align,
      maxChars: MAX.productTopLabel,
    }),
    rect('deco_stage_0', 5, head.stage, p.bg2, 24),
    productSprite(head.product, W),
    rect('thirdTextFrame_0', 6, head.promo, p.primary, head.promo.h / 2),
    slotText(
      'thirdLabel',
      0,
      {
        x: head.promo.x + 15,
        y: head.promo.y + (head.promo.h - 40) / 2,
        w: head.promo.w - 30,
        h: 40,
      },
      copy.promo,
      {
        z: 24,
        weight: 700,
        color: p.onPrimary,
        align: 'center',
        maxChars: MAX.thirdLabel,
      },
    ),
  );

  // The four content groups: a 2×2 grid of cards, or four rows.
  // Beside the product the head ends higher, so the groups start higher and take more room.
  const groupTop = side ? 540 : 796;
  const gridH = side ? 200 : 136;
  const rowH = side ? 96 : 64;
  copy.groups.forEach(([main, a, b], g) => {
    const cell: Box = !rows
      ? { x: M + (g % 2) * 345, y: groupTop + Math.floor(g / 2) * (gridH + 16), w: 325, h: gridH }
      : { x: M, y: groupTop + g * (rowH + 8), w: inner, h: rowH };
    const dy = !rows ? (gridH - 136) / 2 : (rowH - 64) / 2;
    const boxes: [Box, Box, Box] = !rows
      ? [
          { x: cell.x + 16, y: cell.y + dy + 14, w: cell.w - 32, h: 44 },
          { x: cell.x + 16, y: cell.y + dy + 64, w: cell.w - 32, h: 30 },
          { x: cell.x + 16, y: cell.y + dy + 98, w: cell.w - 32, h: 30 },
        ]
      : [
          { x: cell.x + 20, y: cell.y + dy + 12, w: 230, h: 40 },
          { x: cell.x + 270, y: cell.y + dy + 17, w: 185, h: 30 },
          { x: cell.x + 470, y: cell.y + dy + 17, w: 185, h: 30 },
        ];
    layers.push(rect(`group_card_${g}`, 12 + g, cell, p.bg2, !rows ? 16 : 12));
    [main, a, b].forEach((sample, k) => {
      const index = GROUP_STRIDE * g + k;
      layers.push(
        slotText('productLabel', index, boxes[k] as Box, sample, {
          z: 40 + index,
          weight: k === 0 ? 700 : 400,
          align: 'left',
          required: k < 2,
          maxChars: k === 0 ? MAX.groupMain : MAX.groupSub,
        }),
      );
    });
  });

  copy.table.forEach((line, i) => {
    layers.push(
      slotText('productNotesLabel', i, { x: M, y: 1100 + i * 38, w: inner, h: 34 }, line, {
        z: 60 + i,
        align: 'center',
        required: i === 0,
        maxChars: MAX.productNotesLabel,
      }),
    );
  });

  // The bottom row: the QR code, its line, supplements a and b.
  const row = { x: 170, w: W - 170 - M };
  layers.push(
    sprite('code_0', 31, { x: M, y: 1190, w: 110, h: 110 }, PLACEHOLDERS.qr, 'contain', {
      slot: { field: 'code', index: 0, required: false, whenEmpty: 'hide', accepts: ['qr'] },
    }),
    slotText('codeLabel', 0, { ...row, y: 1194, h: 40 }, copy.code, {
      z: 70,
      weight: 700,
      align: 'left',
      mode: 'ellipsis',
      maxChars: MAX.codeLabel,
    }),
    slotText('notesLabel', 0, { ...row, y: 1242, h: 28 }, copy.notes, {
      z: 71,
      align: 'left',
      mode: 'ellipsis',
      required: true,
      maxChars: MAX.notesLabel,
    }),
    slotText('copyrightNotice', 0, { ...row, y: 1276, h: 24 }, copy.copyright, {
      z: 72,
      align: 'left',
      mode: 'ellipsis',
      maxChars: MAX.copyrightNotice,
    }),
  );
  return layers;
}
