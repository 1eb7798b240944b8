// Reads pictures out of GCompris' Qt resource bundles (usr/share/gcompris-qt/rcc/*.rcc) and their
// licences out of the READMEs packed beside them. Used by build-photos.mjs only.
// The .rcc layout (Qt's rcc tool, format versions 1–3): a "qres" header with offsets of a node
// tree, a data block and a name table; file data is raw or qCompress'd (4-byte length + zlib).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';

const COMPRESSED_ZLIB = 1;
const DIRECTORY = 2;
const COMPRESSED_ZSTD = 4;

/** Every file of one bundle as path → bytes (paths as the bundle names them, without a leading /). */
export function readRcc(file) {
  const b = readFileSync(file);
  if (b.toString('latin1', 0, 4) !== 'qres') throw new Error(`${file}: not a Qt resource bundle`);
  const version = b.readUInt32BE(4);
  const [tree, data, names] = [b.readUInt32BE(8), b.readUInt32BE(12), b.readUInt32BE(16)];
  // Version 2 added an 8-byte modification time to every node.
  const nodeSize = version >= 2 ? 22 : 14;
  const nameAt = (offset) => {
    const length = b.readUInt16BE(names + offset);
    // 2-byte length, 4-byte hash, then UTF-16BE code units (copied: swap16 works in place).
    const start = names + offset + 6;
    return Buffer.from(b.subarray(start, start + length * 2))
      .swap16()
      .toString('utf16le');
  };
  const files = new Map();
  const walk = (index, prefix) => {
    const at = tree + index * nodeSize;
    const flags = b.readUInt16BE(at + 4);
    const name = index === 0 ? '' : nameAt(b.readUInt32BE(at));
    const path = prefix ? `${prefix}/${name}` : name;
    if (flags & DIRECTORY) {
      const [count, first] = [b.readUInt32BE(at + 6), b.readUInt32BE(at + 10)];
      for (let i = 0; i < count; i += 1) walk(first + i, path);
      return;
    }
    if (flags & COMPRESSED_ZSTD) throw new Error(`${file}: ${path} is zstd-compressed`);
    const offset = data + b.readUInt32BE(at + 10);
    const body = b.subarray(offset + 4, offset + 4 + b.readUInt32BE(offset));
    files.set(path, flags & COMPRESSED_ZLIB ? inflateSync(body.subarray(4)) : Buffer.from(body));
  };
  walk(0, '');
  return files;
}

/**
 * GCompris READMEs are stanzas of Copyright:, License:, Source:/Comment: and a file list (after
 * "Files:" or, in some folders, bare file names). Returns file name → its stanza's fields.
 */
export function parseReadme(text) {
  const byFile = new Map();
  for (const stanza of text.split(/\n\s*\n/)) {
    const fields = {};
    const files = [];
    let key = null;
    for (const line of stanza.split('\n')) {
      const field = /^([A-Za-z]+):\s*(.*)$/.exec(line);
      if (field) {
        key = field[1].toLowerCase();
        if (key === 'files') files.push(...field[2].split(/\s+/).filter(Boolean));
        else fields[key] = field[2].trim();
      } else if (/^\s*\S+\.(webp|png|jpe?g|svg|ogg)\s*$/i.test(line)) {
        files.push(line.trim());
      } else if (key && key !== 'files' && line.trim()) {
        fields[key] = `${fields[key]}; ${line.trim()}`;
      }
    }
    for (const f of files) byFile.set(f, fields);
  }
  return byFile;
}

/**
 * One picture of the bundle `activity` (e.g. "erase/resource/alpaca.webp") with the licence stanza
 * of the nearest README that names it.
 */
export function gcomprisPicture(rccDir, bundles, path) {
  const activity = path.split('/')[0];
  if (!bundles.has(activity)) bundles.set(activity, readRcc(join(rccDir, `${activity}.rcc`)));
  const files = bundles.get(activity);
  const full = `gcompris/src/activities/${path}`;
  const bytes = files.get(full);
  if (!bytes) throw new Error(`${path} is not in ${activity}.rcc`);
  const parts = full.split('/');
  for (let cut = parts.length - 1; cut > 0; cut -= 1) {
    const readme = files.get([...parts.slice(0, cut), 'README'].join('/'));
    const stanza = readme && parseReadme(readme.toString('utf8')).get(parts.slice(cut).join('/'));
    if (stanza) return { bytes, stanza };
  }
  throw new Error(`${path}: no licence in the bundle's READMEs`);
}
