// A batch's results (issue 33 item 4): the zip of its designs named by row and template, the
// manifest (CSV and JSON: row, template, size, output file, warnings, status) and a proof sheet
// (one PNG showing every output small).
import { zipSync, type Zippable } from 'fflate';
import sharp from 'sharp';
import { TEXTURE_MAX_BYTES } from '../render/render.constants.js';
import type { StorageDriver } from '../uploads/uploads.storage.js';
import { PROOF_COLUMNS, PROOF_THUMB_PX } from './batch.constants.js';
import type { ItemRow } from './batch.repo.js';

export interface ManifestRow {
  row: number;
  template: string;
  size: string;
  output_file: string;
  warnings: string;
  status: string;
}

const STATUS_TEXT: Record<ItemRow['status'], string> = {
  pending: '待生成',
  blocked: '检查未通过',
  queued: '排队中',
  running: '生成中',
  done: '已完成',
  failed: '失败',
};

// Names inside the zip: no folders, nothing a file system would refuse.
const safeName = (s: string) =>
  Array.from(s, (ch) => (ch.charCodeAt(0) < 32 || '\\/:*?"<>|'.includes(ch) ? '_' : ch))
    .join('')
    .slice(0, 60);

/** The output file of a row: 0007_春日海报_750x1334.jpg. */
export const outputFileOf = (item: ItemRow, template: string) =>
  item.status === 'done' && item.object_key
    ? `${String(item.row_no).padStart(4, '0')}_${safeName(template)}_${item.width}x${item.height}.${
        item.object_key.endsWith('.png') ? 'png' : 'jpg'
      }`
    : '';

/** The name of a row's template: the batch's, or the row's own (每行智能推荐). */
export type TemplateNameOf = (item: ItemRow) => string;

export function manifestOf(items: readonly ItemRow[], templateOf: TemplateNameOf): ManifestRow[] {
  return items.map((item) => ({
    row: item.row_no,
    template: templateOf(item),
    size: item.width && item.height ? `${item.width}x${item.height}` : '',
    output_file: outputFileOf(item, templateOf(item)),
    warnings: [...item.problems.map((p) => p.message), ...(item.error ? [item.error] : [])].join(
      '；',
    ),
    status: STATUS_TEXT[item.status],
  }));
}

// A cell a spreadsheet would run as a formula (=, +, -, @) is written as text (CSV injection).
const csvCell = (value: string | number) => {
  let s = String(value);
  if (/^[=+\-@\t\r]/u.test(s)) s = `'${s}`;
  return /[",\r\n]/u.test(s) ? `"${s.replace(/"/gu, '""')}"` : s;
};

const MANIFEST_HEADER = ['row', 'template', 'size', 'output_file', 'warnings', 'status'] as const;

/** The manifest as CSV with a BOM, so Excel reads its Chinese as UTF-8. */
export function manifestCsv(rows: readonly ManifestRow[]): string {
  const lines = [MANIFEST_HEADER.join(',')];
  for (const r of rows) lines.push(MANIFEST_HEADER.map((k) => csvCell(r[k])).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** The zip: every design by its output file name, and both manifests. */
export async function resultsZip(
  storage: StorageDriver,
  items: readonly ItemRow[],
  templateOf: TemplateNameOf,
): Promise<Buffer> {
  const rows = manifestOf(items, templateOf);
  const files: Zippable = {
    'manifest.csv': [Buffer.from(manifestCsv(rows)), { level: 6 }],
    'manifest.json': [Buffer.from(JSON.stringify(rows, null, 2)), { level: 6 }],
  };
  for (const [i, item] of items.entries()) {
    const name = rows[i]?.output_file;
    if (!name || !item.object_key) continue;
    const bytes = await storage.read(item.object_key, TEXTURE_MAX_BYTES);
    // Images are compressed already: stored, not deflated again.
    if (bytes) files[name] = [bytes, { level: 0 }];
  }
  return Buffer.from(zipSync(files));
}

/** Every output small on one PNG, in row order (grey where a row has no output). */
export async function proofSheet(
  storage: StorageDriver,
  items: readonly ItemRow[],
): Promise<Buffer> {
  const cols = Math.min(50, Math.max(PROOF_COLUMNS, Math.ceil(Math.sqrt(items.length))));
  const thumb = Math.max(60, Math.min(PROOF_THUMB_PX, Math.floor(4_000 / cols)));
  const aspect = Math.max(
    0.25,
    Math.min(
      2,
      ...items.filter((i) => i.width && i.height).map((i) => (i.height ?? 1) / (i.width ?? 1)),
    ),
  );
  const cell = { w: thumb, h: Math.round(thumb * aspect) };
  const gap = 8;
  const rowsCount = Math.max(1, Math.ceil(items.length / cols));
  const width = Math.min(items.length, cols) * (cell.w + gap) + gap;
  const height = rowsCount * (cell.h + gap) + gap;
  const tiles: sharp.OverlayOptions[] = [];
  for (const [i, item] of items.entries()) {
    const left = gap + (i % cols) * (cell.w + gap);
    const top = gap + Math.floor(i / cols) * (cell.h + gap);
    const bytes = item.object_key
      ? await storage.read(item.object_key, TEXTURE_MAX_BYTES)
      : undefined;
    const input = bytes
      ? await sharp(bytes)
          .resize(cell.w, cell.h, { fit: 'contain', background: '#ffffff' })
          .png()
          .toBuffer()
      : await sharp({
          create: { width: cell.w, height: cell.h, channels: 3, background: '#d9d9d9' },
        })
          .png()
          .toBuffer();
    tiles.push({ input, left, top });
  }
  return sharp({ create: { width, height, channels: 3, background: '#f4f4f5' } })
    .composite(tiles)
    .png()
    .toBuffer();
}
