// The licensed font registry (QUICKCREATE §4): the only families a template may use. The files
// behind each family are registered by the node and browser entries; licences are in
// fonts/CREDITS.md. Commercial families (微软雅黑, 方正) and fonts whose npm licence is not the
// font's own (MiSans, HarmonyOS Sans) are deliberately absent.
export interface FontFamily {
  /** The name templates use in fontFamily and the canvas font string. */
  family: string;
  label: string;
  licence: 'OFL-1.1';
  role: 'body' | 'display';
  weights: readonly number[];
}

export const FONT_FAMILIES: readonly FontFamily[] = [
  {
    family: 'noto-sans-sc',
    label: '思源黑体',
    licence: 'OFL-1.1',
    role: 'body',
    weights: [100, 200, 300, 400, 500, 600, 700, 800, 900],
  },
  { family: 'smiley-sans', label: '得意黑', licence: 'OFL-1.1', role: 'display', weights: [400] },
  {
    family: 'zcool-kuaile',
    label: '站酷快乐体',
    licence: 'OFL-1.1',
    role: 'display',
    weights: [400],
  },
  {
    family: 'zcool-qingke-huangyou',
    label: '站酷庆科黄油体',
    licence: 'OFL-1.1',
    role: 'display',
    weights: [400],
  },
  {
    family: 'zcool-xiaowei',
    label: '站酷小薇体',
    licence: 'OFL-1.1',
    role: 'display',
    weights: [400],
  },
  {
    family: 'lxgw-wenkai',
    label: '霞鹜文楷',
    licence: 'OFL-1.1',
    role: 'display',
    weights: [300, 400, 700],
  },
  {
    family: 'ma-shan-zheng',
    label: '马善政毛笔楷书',
    licence: 'OFL-1.1',
    role: 'display',
    weights: [400],
  },
];

export const isLicensedFont = (family: string) => FONT_FAMILIES.some((f) => f.family === family);

/** One font file of a registry family as a browser declares it; sliced fonts give each its unicode-range. */
export interface FontSource {
  family: string;
  url: string;
  weight?: number;
  style?: 'normal' | 'italic';
  unicodeRange?: string;
}
