// Font files behind each registry family (src/fonts.registry.ts), from the npm packages named in
// fonts/CREDITS.md. Sliced web fonts are registered slice by slice under one family: Skia falls back
// from slice to slice per glyph, so the family behaves as one complete font.
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { GlobalFonts } from '@napi-rs/canvas';
import { FONT_FAMILIES } from '../src/fonts.registry.js';

const require = createRequire(import.meta.url);
const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`));
const filesIn = (dir: string, keep: (file: string) => boolean) =>
  readdirSync(dir)
    .filter(keep)
    .sort()
    .map((f) => join(dir, f));

const NOTO_WEIGHTS = ['100Thin', '200ExtraLight', '300Light', '400Regular', '500Medium', '600SemiBold', '700Bold', '800ExtraBold', '900Black'];

/** Every font file of a family, by registry family name. */
export const FONT_FILES: Record<string, () => string[]> = {
  'noto-sans-sc': () => {
    const dir = packageDir('@expo-google-fonts/noto-sans-sc');
    return NOTO_WEIGHTS.map((w) => join(dir, w, `NotoSansSC_${w}.ttf`));
  },
  'smiley-sans': () => filesIn(join(packageDir('@chinese-fonts/dyh'), 'dist', 'SmileySans-Oblique'), (f) => f.endsWith('.woff2')),
  'zcool-kuaile': () => filesIn(join(packageDir('@fontsource/zcool-kuaile'), 'files'), (f) => f.endsWith('.woff2')),
  'zcool-qingke-huangyou': () =>
    filesIn(join(packageDir('@fontsource/zcool-qingke-huangyou'), 'files'), (f) => f.endsWith('.woff2')),
  'zcool-xiaowei': () => filesIn(join(packageDir('@fontsource/zcool-xiaowei'), 'files'), (f) => f.endsWith('.woff2')),
  'ma-shan-zheng': () => filesIn(join(packageDir('@fontsource/ma-shan-zheng'), 'files'), (f) => f.endsWith('.woff2')),
  'lxgw-wenkai': () =>
    filesIn(join(packageDir('lxgw-wenkai-webfont'), 'files'), (f) => /^lxgwwenkai-(light|regular|bold)-/u.test(f)),
};

const registered = new Set<string>();

/**
 * Registers licensed families with @napi-rs/canvas, each once per thread. Parsing every file costs
 * seconds on a loaded machine, so renders register only the families they use; unknown names are
 * left to the lint.
 */
export function registerFonts(families: Iterable<string> = FONT_FAMILIES.map((f) => f.family)): void {
  for (const family of families) {
    if (registered.has(family)) continue;
    const files = FONT_FILES[family]?.();
    if (!files) continue;
    if (files.length === 0) throw new Error(`font files missing for ${family}`);
    for (const file of files) GlobalFonts.registerFromPath(file, family);
    registered.add(family);
  }
}
