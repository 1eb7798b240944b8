// pnpm templates:sheet — contact sheets of the shipped library (issue 28 item 7): one image per
// canvas size with every template small, and a sample of 24 at a readable size, written to
// the temporary folder (or the folder given as the first argument; TEMPLATES_DIR reads another library). They are for looking at the
// library as an art director would, so they draw the previews the template centre shows.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { DEMO_TEMPLATES_DIR } from '../../src/templates/templates.files.js';

interface Entry {
  id: string;
  format: string;
  family: string;
  jpg: string;
}

const dir = process.env.TEMPLATES_DIR ?? DEMO_TEMPLATES_DIR;
// Sheets are for looking, not shipping: they go to the temporary folder unless a folder is given.
const out = process.argv[2] ?? join(tmpdir(), 'template-sheets');
mkdirSync(out, { recursive: true });
const entries: Entry[] = readdirSync(dir)
  .filter((f) => /^tpl_.*\.json$/u.test(f))
  .sort()
  .map((f) => {
    const r = JSON.parse(readFileSync(join(dir, f), 'utf8')) as {
      template_id: string;
      synthetic: {
        format?: string;
        meta: { layoutFamily: string };
        renderConfig: { width_g: number; height_g: number };
      };
    };
    const { width_g: w, height_g: h } = r.synthetic.renderConfig;
    return {
      id: r.template_id,
      format: `${w}x${h}`,
      family: r.synthetic.meta.layoutFamily,
      jpg: join(dir, `${r.template_id}.jpg`),
    };
  });

/** A grid of previews, each fitted into a cell of `cell` px on its long side, with a caption strip. */
async function sheet(list: Entry[], cell: number, cols: number, file: string) {
  const pad = 12;
  const caption = cell >= 300 ? 22 : 0;
  const rows = Math.ceil(list.length / cols);
  const W = cols * (cell + pad) + pad;
  const H = rows * (cell + caption + pad) + pad;
  const tiles = await Promise.all(
    list.map(async (e, i) => {
      const img = await sharp(e.jpg)
        .resize(cell, cell, { fit: 'inside' })
        .toBuffer({ resolveWithObject: true });
      const x = pad + (i % cols) * (cell + pad) + Math.round((cell - img.info.width) / 2);
      const y =
        pad +
        Math.floor(i / cols) * (cell + caption + pad) +
        Math.round((cell - img.info.height) / 2);
      const parts: sharp.OverlayOptions[] = [{ input: img.data, left: x, top: y }];
      if (caption)
        parts.push({
          input: Buffer.from(
            `<svg xmlns="http://www.w3.org/2000/svg" width="${cell}" height="${caption}"><text x="0" y="16" font-family="sans-serif" font-size="14" fill="#555">${e.id} · ${e.family}</text></svg>`,
          ),
          left: pad + (i % cols) * (cell + pad),
          top: pad + Math.floor(i / cols) * (cell + caption + pad) + cell + 2,
        });
      return parts;
    }),
  );
  const buf = await sharp({ create: { width: W, height: H, channels: 3, background: '#E9E9E9' } })
    .composite(tiles.flat())
    .png({ compressionLevel: 6 })
    .toBuffer();
  writeFileSync(join(out, file), buf);
  console.log(`${join(out, file)}: ${list.length} 个模板`);
}

for (const format of [...new Set(entries.map((e) => e.format))]) {
  const list = entries.filter((e) => e.format === format);
  await sheet(list, 160, Math.ceil(Math.sqrt(list.length * 1.6)), `sheet-${format}.png`);
}
// The single-image detail pages at a size their structure reads, family by family.
await sheet(
  entries
    .filter((e) => e.family.startsWith('detail-'))
    .sort((a, b) => a.family.localeCompare(b.family)),
  300,
  8,
  'sheet-750x1334-detail.png',
);
// A fixed-seed sample so that two runs show the same 24 (a mulberry-style step on the index).
let seed = 28;
const next = () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};
const sample = [...entries]
  .map((e) => ({ e, k: next() }))
  .sort((a, b) => a.k - b.k)
  .slice(0, 24)
  .map((x) => x.e);
await sheet(sample, 420, 6, 'sheet-sample-24.png');
