// Reads the two tables a browser needs to compose a family the way Skia does on the server: the
// characters a file maps (cmap) and its weight class (OS/2). TrueType/OpenType files are read as
// they are; WOFF2 slices are decompressed with Node's own Brotli (cmap and OS/2 are never
// transformed by WOFF2, so their bytes are the original tables).
import { brotliDecompressSync } from 'node:zlib';

export interface FontFacts {
  /** OS/2 usWeightClass: what Skia matches a requested weight against. */
  weight: number;
  /** Every code point the file maps to a real glyph, ascending. */
  codePoints: number[];
}

type Tables = Map<string, Buffer>;

const WOFF2 = 0x774f4632;
// WOFF2 known-table indices that matter here (spec §5.1); other tables are only skipped over.
const KNOWN_TAGS: Readonly<Record<number, string>> = { 0: 'cmap', 6: 'OS/2', 10: 'glyf', 11: 'loca' };
const NEEDED = ['cmap', 'OS/2'];

function sfntTables(font: Buffer): Tables {
  const tables: Tables = new Map();
  const count = font.readUInt16BE(4);
  for (let i = 0; i < count; i += 1) {
    const at = 12 + i * 16;
    const tag = font.toString('latin1', at, at + 4);
    const offset = font.readUInt32BE(at + 8);
    tables.set(tag, font.subarray(offset, offset + font.readUInt32BE(at + 12)));
  }
  return tables;
}

function woff2Tables(font: Buffer): Tables {
  let at = 48;
  const base128 = () => {
    let value = 0;
    for (let i = 0; i < 5; i += 1) {
      const byte = font.readUInt8(at);
      at += 1;
      value = value * 128 + (byte & 0x7f);
      if ((byte & 0x80) === 0) return value;
    }
    throw new Error('woff2: bad UIntBase128');
  };
  const directory: { tag: string; length: number; stored: number }[] = [];
  for (let i = font.readUInt16BE(12); i > 0; i -= 1) {
    const flags = font.readUInt8(at);
    at += 1;
    let tag = KNOWN_TAGS[flags & 0x3f] ?? '';
    if ((flags & 0x3f) === 0x3f) {
      tag = font.toString('latin1', at, at + 4);
      at += 4;
    }
    const length = base128();
    const version = flags >> 6;
    // glyf/loca are transformed at version 0; every other table at any version but 0.
    const transformed = tag === 'glyf' || tag === 'loca' ? version === 0 : version !== 0;
    directory.push({ tag, length, stored: transformed ? base128() : length });
  }
  const stream = brotliDecompressSync(font.subarray(at, at + font.readUInt32BE(20)));
  const tables: Tables = new Map();
  let offset = 0;
  for (const entry of directory) {
    if (NEEDED.includes(entry.tag)) tables.set(entry.tag, stream.subarray(offset, offset + entry.length));
    offset += entry.stored;
  }
  return tables;
}

function format4(t: Buffer, out: Set<number>) {
  const segments = t.readUInt16BE(6) / 2;
  const ends = 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  for (let s = 0; s < segments; s += 1) {
    const end = t.readUInt16BE(ends + s * 2);
    const start = t.readUInt16BE(starts + s * 2);
    const delta = t.readUInt16BE(deltas + s * 2);
    const rangeOffset = t.readUInt16BE(rangeOffsets + s * 2);
    for (let c = start; c <= end && c !== 0xffff; c += 1) {
      let glyph = (c + delta) & 0xffff;
      if (rangeOffset !== 0) {
        const raw = t.readUInt16BE(rangeOffsets + s * 2 + rangeOffset + (c - start) * 2);
        glyph = raw === 0 ? 0 : (raw + delta) & 0xffff;
      }
      if (glyph !== 0) out.add(c);
    }
  }
}

function format12(t: Buffer, out: Set<number>) {
  const groups = t.readUInt32BE(12);
  for (let g = 0; g < groups; g += 1) {
    const at = 16 + g * 12;
    const start = t.readUInt32BE(at);
    const end = t.readUInt32BE(at + 4);
    const firstGlyph = t.readUInt32BE(at + 8);
    for (let c = start; c <= end; c += 1) if (firstGlyph + (c - start) !== 0) out.add(c);
  }
}

// The Unicode subtable a shaper uses: full repertoire (format 12) when present, else the BMP one.
function codePointsOf(cmap: Buffer): number[] {
  const subtables = Array.from({ length: cmap.readUInt16BE(2) }, (_, i) => {
    const at = 4 + i * 8;
    const table = cmap.subarray(cmap.readUInt32BE(at + 4));
    return { platform: cmap.readUInt16BE(at), encoding: cmap.readUInt16BE(at + 2), format: table.readUInt16BE(0), table };
  });
  const unicode = subtables.filter((s) => s.platform === 0 || (s.platform === 3 && (s.encoding === 1 || s.encoding === 10)));
  const chosen = unicode.find((s) => s.format === 12) ?? unicode.find((s) => s.format === 4);
  if (!chosen) throw new Error('font has no Unicode cmap subtable (format 4 or 12)');
  const out = new Set<number>();
  if (chosen.format === 12) format12(chosen.table, out);
  else format4(chosen.table, out);
  return [...out].sort((a, b) => a - b);
}

/** The weight and mapped characters of a TrueType, OpenType or WOFF2 file. */
export function readFontFacts(font: Buffer): FontFacts {
  const tables = font.readUInt32BE(0) === WOFF2 ? woff2Tables(font) : sfntTables(font);
  const cmap = tables.get('cmap');
  const os2 = tables.get('OS/2');
  if (!cmap || !os2) throw new Error('font lacks a cmap or OS/2 table');
  return { weight: os2.readUInt16BE(4), codePoints: codePointsOf(cmap) };
}

/** CSS unicode-range for ascending code points, consecutive ones folded into ranges. */
export function unicodeRange(codePoints: readonly number[]): string {
  const parts: string[] = [];
  let i = 0;
  while (i < codePoints.length) {
    const start = codePoints[i] ?? 0;
    let end = start;
    while (codePoints[i + 1] === end + 1) {
      end += 1;
      i += 1;
    }
    i += 1;
    const hex = (n: number) => n.toString(16);
    parts.push(end === start ? `U+${hex(start)}` : `U+${hex(start)}-${hex(end)}`);
  }
  return parts.join(',');
}
