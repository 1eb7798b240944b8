import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readFontFacts, unicodeRange } from './font.tables.js';
import { FONT_FILES } from './fonts.node.js';
import { fontSources } from './fonts.sources.js';

const codePointsIn = (range: string) =>
  range.split(',').flatMap((part) => {
    const [from = '', to = from] = part.slice(2).split('-');
    const [a, b] = [parseInt(from, 16), parseInt(to, 16)];
    return Array.from({ length: b - a + 1 }, (_, i) => a + i);
  });

describe('fontSources', () => {
  it('gives the browser the files the server draws from, in registration order', () => {
    for (const family of ['smiley-sans', 'lxgw-wenkai'])
      expect(fontSources([family]).map((s) => s.file)).toEqual(FONT_FILES[family]?.());
    const registered = FONT_FILES['zcool-kuaile']?.() ?? [];
    const drawn = fontSources(['zcool-kuaile']).map((s) => registered.indexOf(s.file));
    expect(drawn.every((at, i) => at >= 0 && (i === 0 || at > (drawn[i - 1] ?? 0)))).toBe(true);
  });

  it('reads weights from OS/2 as Skia does, keeping the file Skia draws a shared weight from', () => {
    const noto = fontSources(['noto-sans-sc']);
    // Thin and ExtraLight both declare 250; Skia draws the later-registered ExtraLight.
    expect(noto.map((s) => s.weight)).toEqual([250, 300, 400, 500, 600, 700, 800, 900]);
    expect(noto[0]?.file).toMatch(/NotoSansSC_200ExtraLight\.ttf$/u);
    expect(noto.every((s) => s.unicodeRange === undefined)).toBe(true);
    expect(new Set(fontSources(['lxgw-wenkai']).map((s) => s.weight))).toEqual(new Set([300, 400, 700]));
  });

  it('gives each character of a weight to exactly one file, the last registered that maps it', () => {
    const sources = fontSources(['zcool-kuaile']);
    const owners = new Map<number, string>();
    for (const s of sources)
      for (const c of codePointsIn(s.unicodeRange ?? '')) {
        expect(owners.has(c), `U+${c.toString(16)}`).toBe(false);
        owners.set(c, s.file);
      }
    const mapped = new Set((FONT_FILES['zcool-kuaile']?.() ?? []).flatMap((f) => readFontFacts(readFileSync(f)).codePoints));
    expect(owners.size).toBe(mapped.size);
    const ownerOf = (c: string) => owners.get(c.codePointAt(0) ?? 0)?.split('/').pop();
    expect([ownerOf('A'), ownerOf('8'), ownerOf('会')]).toEqual([
      'zcool-kuaile-latin-400-normal.woff2',
      'zcool-kuaile-latin-400-normal.woff2',
      'zcool-kuaile-chinese-simplified-400-normal.woff2',
    ]);
  });
});

describe('readFontFacts / unicodeRange', () => {
  it('reads a WOFF2 slice and a TrueType file alike', () => {
    const [slice] = FONT_FILES['smiley-sans']?.() ?? [];
    const [ttf] = FONT_FILES['noto-sans-sc']?.() ?? [];
    expect(slice && readFontFacts(readFileSync(slice)).codePoints.length).toBeGreaterThan(10);
    expect(ttf && readFontFacts(readFileSync(ttf)).codePoints).toContain(0x4e00);
  });

  it('folds consecutive code points into ranges', () => {
    expect(unicodeRange([0x41, 0x42, 0x43, 0x4e00, 0x4e02, 0x1f600, 0x1f601])).toBe('U+41-43,U+4e00,U+4e02,U+1f600-1f601');
    expect(unicodeRange([])).toBe('');
  });
});
