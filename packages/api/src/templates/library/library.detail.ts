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

export type DetailVariant = 'grid' | 'rows';
export const DETAIL_VARIANTS: readonly DetailVariant[] = ['grid', 'rows'];

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

// Written for the product, one per node (class 166: 春节 … 日常); no absolute terms (广告法).
export const DETAIL_COPY: Record<number, DetailCopy> = {
  16601: {
    main: ['新春年货', '福满到家'],
    second: '坚果礼盒 满199减30',
    code: '扫码抢年货',
    top: '六种坚果 一盒装齐',
    promo: '限时特惠',
    groups: [
      ['每日鲜烘', '当日烘焙出货', '锁住坚果香脆'],
      ['六种搭配', '夏威夷果腰果', '巴旦木与榛子'],
      ['独立小包', '一次一包不受潮', '方便分享'],
      ['礼盒包装', '送礼体面大方', '附赠手提袋'],
    ],
    table: ['规格：礼盒装 6袋×150克', '保质期：180天 常温避光保存'],
    notes: '*活动时间：1月10日至2月8日',
    copyright: '*图片仅供参考，以实物为准',
  },
  16602: {
    main: ['心动礼盒', '为你而来'],
    second: '情人节限定 预约定制',
    code: '扫码预约',
    top: '玫瑰香氛 手作礼盒',
    promo: '限量款',
    groups: [
      ['玫瑰香氛', '法国玫瑰精油', '清甜不腻'],
      ['手工包装', '每一盒都手作', '附赠手写卡片'],
      ['刻字定制', '免费刻字服务', '提前三天下单'],
      ['准时送达', '2月14日达', '顺丰包邮'],
    ],
    table: ['规格：香氛蜡烛200克+花束', '燃烧时长：约40小时'],
    notes: '*定制商品需提前三天下单',
    copyright: '*图片仅供参考，以实物为准',
  },
  16603: {
    main: ['618', '年中好物'],
    second: '爆款直降 叠券再减',
    code: '扫码领券',
    top: '新一代变频空调',
    promo: '直降',
    groups: [
      ['新能效', '变频更省电', '睡眠模式安静'],
      ['快速制冷', '30秒出冷风', '温度精准可控'],
      ['自清洁', '高温除菌', '滤网可拆洗'],
      ['静音运行', '低至18分贝', '夜里安心入睡'],
    ],
    table: ['适用面积：12–18平方米', '安装：送货入户 免费安装'],
    notes: '*活动时间：6月1日至6月18日',
    copyright: '*能效数据来自实验室测试',
  },
  16604: {
    main: ['月圆团圆', '礼在中秋'],
    second: '中秋礼盒 企业团购',
    code: '扫码订购',
    top: '广式月饼 八味八饼',
    promo: '团购价',
    groups: [
      ['八种口味', '莲蓉蛋黄五仁', '豆沙与果仁'],
      ['现做现发', '中秋前准时到', '新鲜看得见'],
      ['精美礼盒', '送礼体面大方', '可印企业标志'],
      ['团购优惠', '满10盒九折', '全国配送'],
    ],
    table: ['规格：8枚×100克 礼盒装', '保质期：45天 阴凉干燥处保存'],
    notes: '*礼盒内容以实物为准',
    copyright: '*月饼为预包装食品',
  },
  16605: {
    main: ['双11', '好物节'],
    second: '叠券满减 今晚开抢',
    code: '扫码抢购',
    top: '轻薄笔记本电脑',
    promo: '预售',
    groups: [
      ['轻薄机身', '约1.2千克', '随身带着走'],
      ['长续航', '一次充电一整天', '快充一小时'],
      ['高清屏幕', '2.5K分辨率', '护眼低蓝光'],
      ['多接口', '双USB-C', 'HDMI接口'],
    ],
    table: ['配置：16GB内存 512GB硬盘', '保修：整机两年 全国联保'],
    notes: '*以页面实际价格为准',
    copyright: '*续航因使用情况而异',
  },
  16606: {
    main: ['夏日新品', '清爽上市'],
    second: '第二杯半价 全城门店同享',
    code: '扫码点单',
    top: '鲜果茶 现做现卖',
    promo: '新品',
    groups: [
      ['新鲜水果', '每日新鲜到店', '现切现做'],
      ['少糖可选', '甜度自由调', '无糖也好喝'],
      ['大杯容量', '700毫升', '一杯喝个够'],
      ['冰爽口感', '加冰去冰可选', '夏日解渴'],
    ],
    table: ['规格：大杯700毫升 中杯500毫升', '配料：鲜果 茶底 冰块 糖浆可选'],
    notes: '*活动时间：7月1日至8月31日',
    copyright: '*图片仅供参考，以实物为准',
  },
};

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
  copy.main.forEach((line, i) => {
    layers.push(
      slotText('mainLabel', i, { x: M, y: 108 + i * 100, w: inner, h: 96 }, line, {
        z: 20 + i,
        family: title.family,
        weight: title.weight,
        color: titleColour,
        align: 'center',
        required: i === 0,
        maxChars: MAX.mainLabel,
      }),
    );
  });
  const pill = { x: 65, y: 324, w: W - 130, h: 64 };
  layers.push(
    rect('secondTextFrame_0', 4, pill, p.primary, pill.h / 2),
    slotText(
      'secondLabel',
      0,
      { x: pill.x + 32, y: pill.y + 12, w: pill.w - 64, h: 40 },
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
    slotText('productTopLabel', 0, { x: M, y: 408, w: inner, h: 44 }, copy.top, {
      z: 23,
      weight: 700,
      align: 'center',
      maxChars: MAX.productTopLabel,
    }),
    rect('deco_stage_0', 5, { x: 60, y: 470, w: W - 120, h: 300 }, p.bg2, 24),
    productSprite({ x: 110, y: 480, w: 400, h: 280 }, W),
    rect('thirdTextFrame_0', 6, { x: 540, y: 500, w: 170, h: 60 }, p.primary, 30),
    slotText('thirdLabel', 0, { x: 555, y: 510, w: 140, h: 40 }, copy.promo, {
      z: 24,
      weight: 700,
      color: p.onPrimary,
      align: 'center',
      maxChars: MAX.thirdLabel,
    }),
  );

  // The four content groups: a 2×2 grid of cards, or four rows.
  const groupTop = 796;
  copy.groups.forEach(([main, a, b], g) => {
    const cell: Box =
      variant === 'grid'
        ? { x: M + (g % 2) * 345, y: groupTop + Math.floor(g / 2) * 152, w: 325, h: 136 }
        : { x: M, y: groupTop + g * 72, w: inner, h: 64 };
    const boxes: [Box, Box, Box] =
      variant === 'grid'
        ? [
            { x: cell.x + 16, y: cell.y + 14, w: cell.w - 32, h: 44 },
            { x: cell.x + 16, y: cell.y + 64, w: cell.w - 32, h: 30 },
            { x: cell.x + 16, y: cell.y + 98, w: cell.w - 32, h: 30 },
          ]
        : [
            { x: cell.x + 20, y: cell.y + 12, w: 230, h: 40 },
            { x: cell.x + 270, y: cell.y + 17, w: 185, h: 30 },
            { x: cell.x + 470, y: cell.y + 17, w: 185, h: 30 },
          ];
    layers.push(rect(`group_card_${g}`, 12 + g, cell, p.bg2, variant === 'grid' ? 16 : 12));
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
