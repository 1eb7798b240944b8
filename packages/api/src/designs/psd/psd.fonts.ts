// A PSD's fonts mapped to the licensed families the product ships (render's FONT_FAMILIES): the
// same design under another name keeps it silently; anything else takes the nearest family by kind
// (楷 to 霞鹜文楷, 毛笔 to 马善政, 宋 to 站酷小薇, every 黑体 and Latin sans to 思源黑体) and a warning.
import { FONT_FAMILIES, type FontFamily } from '@adstudio/render';

interface Rule {
  test: RegExp;
  family: string;
  /** The PSD's font is this family under another name (思源黑体 is Source Han Sans). */
  same: boolean;
}

// First match wins: brush scripts before 楷, which they often contain.
const RULES: readonly Rule[] = [
  {
    test: /source\s*han\s*sans|noto\s*sans\s*(cjk|sc)|思源黑体/iu,
    family: 'noto-sans-sc',
    same: true,
  },
  { test: /smiley\s*sans|得意黑/iu, family: 'smiley-sans', same: true },
  { test: /zcool\s*kuai\s*le|快乐体/iu, family: 'zcool-kuaile', same: true },
  { test: /qing\s*ke|huang\s*you|黄油体/iu, family: 'zcool-qingke-huangyou', same: true },
  { test: /xiao\s*wei|小薇/iu, family: 'zcool-xiaowei', same: true },
  { test: /lxgw|wen\s*kai|文楷/iu, family: 'lxgw-wenkai', same: true },
  { test: /ma\s*shan\s*zheng|马善政/iu, family: 'ma-shan-zheng', same: true },
  {
    test: /xing\s*kai|xing\s*shu|cao\s*shu|brush|mao\s*bi|shu\s*fa|行楷|行书|草书|毛笔|书法/iu,
    family: 'ma-shan-zheng',
    same: false,
  },
  { test: /kai|楷/iu, family: 'lxgw-wenkai', same: false },
  { test: /song|sim\s*sun|ming|serif|宋|明朝/iu, family: 'zcool-xiaowei', same: false },
];
const BODY = 'noto-sans-sc';

// PostScript style suffixes (Photoshop stores the PostScript name, e.g. MicrosoftYaHei-Bold).
const WEIGHTS: readonly [RegExp, number][] = [
  [/thin|hairline/iu, 100],
  [/extra\s*light|ultra\s*light/iu, 200],
  [/light/iu, 300],
  [/medium/iu, 500],
  [/semi\s*bold|demi\s*bold/iu, 600],
  [/extra\s*bold|ultra\s*bold|heavy/iu, 800],
  [/black/iu, 900],
  [/bold|粗/iu, 700],
];

export interface MappedFont {
  family: string;
  weight: number;
  label: string;
  /** The PSD's font is not among the licensed ones: the designer is told which took its place. */
  replaced: boolean;
}

const familyOf = (name: string): FontFamily =>
  FONT_FAMILIES.find((f) => f.family === name) ?? (FONT_FAMILIES[0] as FontFamily);

const nearest = (weights: readonly number[], wanted: number) =>
  weights.reduce((best, w) => (Math.abs(w - wanted) < Math.abs(best - wanted) ? w : best));

/** The licensed family and weight closest to the PSD's font (its PostScript name), faux bold too. */
export function mapFont(psdFont: string | undefined, fauxBold = false): MappedFont {
  const name = psdFont ?? '';
  const rule = RULES.find((r) => r.test.test(name));
  const family = familyOf(rule?.family ?? BODY);
  // The style is what follows the last hyphen of a PostScript name, else anywhere in the name.
  const style = name.includes('-') ? name.slice(name.lastIndexOf('-') + 1) : name;
  const styled = WEIGHTS.find(([re]) => re.test(style))?.[1] ?? 400;
  const wanted = fauxBold ? Math.max(styled, 700) : styled;
  return {
    family: family.family,
    weight: nearest(family.weights, wanted),
    label: family.label,
    // A text layer with no font at all (a writer that stores none) has nothing to warn about.
    replaced: name !== '' && !rule?.same,
  };
}
