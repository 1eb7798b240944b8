// Colour schemes of the generated template library (QUICKCREATE §7), each tied to the design style
// (class 131) it reads as. `ink` is the text colour on `bg`, `onPrimary` the text colour on
// `primary`; the build checks both pairs for contrast before a template is kept.
export interface Palette {
  name: string;
  /** Tag of class 131 (设计风格): 13101 简约 … 13106 可爱. */
  style: number;
  bg: string;
  bg2: string;
  primary: string;
  accent: string;
  ink: string;
  onPrimary: string;
}

export const STYLE = {
  minimal: 13101,
  guochao: 13102,
  tech: 13103,
  fresh: 13104,
  business: 13105,
  cute: 13106,
} as const;

export const PALETTES: readonly Palette[] = [
  {
    name: '米白墨绿',
    style: STYLE.fresh,
    bg: '#F6F1E7',
    bg2: '#E7EFE4',
    primary: '#2F6B4F',
    accent: '#E8B04A',
    ink: '#22402F',
    onPrimary: '#FFFFFF',
  },
  {
    name: '薄荷青柠',
    style: STYLE.fresh,
    bg: '#EAF7F1',
    bg2: '#D3F0E2',
    primary: '#0F7A57',
    accent: '#F5C542',
    ink: '#0E4A37',
    onPrimary: '#FFFFFF',
  },
  {
    name: '晴空蓝',
    style: STYLE.fresh,
    bg: '#EEF6FF',
    bg2: '#D9EBFF',
    primary: '#1F6FD1',
    accent: '#FF8A3D',
    ink: '#123A6B',
    onPrimary: '#FFFFFF',
  },
  {
    name: '樱花粉',
    style: STYLE.fresh,
    bg: '#FFF1F3',
    bg2: '#FFE0E6',
    primary: '#C2335A',
    accent: '#6BB39A',
    ink: '#6B1E31',
    onPrimary: '#FFFFFF',
  },
  {
    name: '故宫红',
    style: STYLE.guochao,
    bg: '#B3261E',
    bg2: '#8E1B15',
    primary: '#F2C14E',
    accent: '#FBE7B5',
    ink: '#FFF4D6',
    onPrimary: '#5A120D',
  },
  {
    name: '黛蓝金',
    style: STYLE.guochao,
    bg: '#1E2A4A',
    bg2: '#142038',
    primary: '#E0B15A',
    accent: '#F5E6C4',
    ink: '#F8EBD0',
    onPrimary: '#1E2A4A',
  },
  {
    name: '青瓷',
    style: STYLE.guochao,
    bg: '#E6EFE9',
    bg2: '#CFE0D6',
    primary: '#2E6E5E',
    accent: '#B3261E',
    ink: '#1D4A3F',
    onPrimary: '#FFFFFF',
  },
  {
    name: '朱砂米',
    style: STYLE.guochao,
    bg: '#F7EEDC',
    bg2: '#EEDFC0',
    primary: '#C0392B',
    accent: '#2E4A62',
    ink: '#5A1A12',
    onPrimary: '#FFFFFF',
  },
  {
    name: '夜空蓝紫',
    style: STYLE.tech,
    bg: '#0E1630',
    bg2: '#1B2550',
    primary: '#2D5BD6',
    accent: '#34E0C8',
    ink: '#F2F6FF',
    onPrimary: '#FFFFFF',
  },
  {
    name: '极光青',
    style: STYLE.tech,
    bg: '#081C24',
    bg2: '#0F3340',
    primary: '#19C3B0',
    accent: '#9BF36B',
    ink: '#E9FFFB',
    onPrimary: '#04221F',
  },
  {
    name: '电光紫',
    style: STYLE.tech,
    bg: '#1A0F3A',
    bg2: '#2C1766',
    primary: '#7C3AED',
    accent: '#F472B6',
    ink: '#F5F0FF',
    onPrimary: '#FFFFFF',
  },
  {
    name: '石墨橙',
    style: STYLE.tech,
    bg: '#16181D',
    bg2: '#262A33',
    primary: '#FF7A1A',
    accent: '#FFD166',
    ink: '#F5F5F5',
    onPrimary: '#1A0D00',
  },
  {
    name: '纯白黑',
    style: STYLE.minimal,
    bg: '#FFFFFF',
    bg2: '#F1F1F1',
    primary: '#111111',
    accent: '#E63946',
    ink: '#111111',
    onPrimary: '#FFFFFF',
  },
  {
    name: '燕麦灰',
    style: STYLE.minimal,
    bg: '#F3EFEA',
    bg2: '#E4DED6',
    primary: '#3A3A3A',
    accent: '#C8793B',
    ink: '#2B2B2B',
    onPrimary: '#FFFFFF',
  },
  {
    name: '雾蓝',
    style: STYLE.minimal,
    bg: '#E9EEF2',
    bg2: '#D5DEE6',
    primary: '#2C3E50',
    accent: '#E67E22',
    ink: '#1F2D3A',
    onPrimary: '#FFFFFF',
  },
  {
    name: '奶咖',
    style: STYLE.minimal,
    bg: '#F5EDE3',
    bg2: '#E8D9C6',
    primary: '#6F4E37',
    accent: '#D98E04',
    ink: '#3E2A1D',
    onPrimary: '#FFFFFF',
  },
  {
    name: '藏青金',
    style: STYLE.business,
    bg: '#0F2540',
    bg2: '#173356',
    primary: '#C9A45C',
    accent: '#E8D5A8',
    ink: '#F3F6FA',
    onPrimary: '#0F2540',
  },
  {
    name: '商务蓝',
    style: STYLE.business,
    bg: '#F4F7FB',
    bg2: '#E2EAF4',
    primary: '#0B4EA2',
    accent: '#F0A202',
    ink: '#0A2A52',
    onPrimary: '#FFFFFF',
  },
  {
    name: '墨绿金',
    style: STYLE.business,
    bg: '#0F3B2E',
    bg2: '#155040',
    primary: '#D4AF6A',
    accent: '#F2E3BF',
    ink: '#F2F7F4',
    onPrimary: '#0F3B2E',
  },
  {
    name: '酒红',
    style: STYLE.business,
    bg: '#F8F3F0',
    bg2: '#EADCD5',
    primary: '#7A1E2C',
    accent: '#B08D57',
    ink: '#4A111A',
    onPrimary: '#FFFFFF',
  },
  {
    name: '柠檬黄',
    style: STYLE.cute,
    bg: '#FFF6C7',
    bg2: '#FFE98A',
    primary: '#D03A40',
    accent: '#3DB2FF',
    ink: '#5A3300',
    onPrimary: '#FFFFFF',
  },
  {
    name: '糖果粉蓝',
    style: STYLE.cute,
    bg: '#FFE9F1',
    bg2: '#DDEBFF',
    primary: '#C8336E',
    accent: '#5AA9FF',
    ink: '#5B2140',
    onPrimary: '#FFFFFF',
  },
  {
    name: '橘子汽水',
    style: STYLE.cute,
    bg: '#FFEBD6',
    bg2: '#FFD3A8',
    primary: '#B85000',
    accent: '#00A6A6',
    ink: '#5A2A00',
    onPrimary: '#FFFFFF',
  },
  {
    name: '草莓牛奶',
    style: STYLE.cute,
    bg: '#FFF4F4',
    bg2: '#FFD9DE',
    primary: '#C42D52',
    accent: '#FFC94D',
    ink: '#6B1F33',
    onPrimary: '#FFFFFF',
  },
];

/** Display families that suit each style; the body text is always 思源黑体. */
export const TITLE_FONTS: Record<number, readonly { family: string; weight: number }[]> = {
  [STYLE.minimal]: [
    { family: 'noto-sans-sc', weight: 800 },
    { family: 'smiley-sans', weight: 400 },
  ],
  [STYLE.guochao]: [
    { family: 'lxgw-wenkai', weight: 700 },
    { family: 'zcool-xiaowei', weight: 400 },
    { family: 'ma-shan-zheng', weight: 400 },
  ],
  [STYLE.tech]: [
    { family: 'smiley-sans', weight: 400 },
    { family: 'noto-sans-sc', weight: 900 },
  ],
  [STYLE.fresh]: [
    { family: 'smiley-sans', weight: 400 },
    { family: 'zcool-xiaowei', weight: 400 },
  ],
  [STYLE.business]: [
    { family: 'noto-sans-sc', weight: 700 },
    { family: 'lxgw-wenkai', weight: 700 },
  ],
  [STYLE.cute]: [
    { family: 'zcool-kuaile', weight: 400 },
    { family: 'zcool-qingke-huangyou', weight: 400 },
  ],
};

function luminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1, 7), 16);
  const channel = (v: number) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return (
    0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255)
  );
}

/** WCAG contrast ratio of two #RRGGBB colours. */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}
