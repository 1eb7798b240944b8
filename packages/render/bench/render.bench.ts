// Poster rendering (issue 13 bars): a 750x1334 poster with 2 photos and 4 fitted text layers. Each
// row carries an anchor measured in the same run: Skia's own encoders, sequential renders, one
// plain measurement per label.
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { emitRow, ms, progress, since, summarize } from '../../api/bench/stats.js';
import { drawTemplate, layoutDoc } from '../src/draw.js';
import { fillTemplate } from '../src/fill.js';
import { fontString } from '../src/layout.js';
import { restoreTemplate } from '../src/template.restore.js';
import { nodeMeasurer } from '../node/measure.node.js';
import { registerFonts } from '../node/fonts.node.js';
import { renderDoc } from '../node/render.draw.js';
import { createRenderer } from '../node/renderer.js';
import { SAMPLE_POSTER, sampleImages } from '../test/fixtures.js';

const RUNS = 30;
const BATCH = 9;

const base = restoreTemplate(SAMPLE_POSTER.synthetic);
// Copy longer than the design's so both titles, the subtitle and the date line shrink to fit.
const { doc } = fillTemplate(base, {
  ...SAMPLE_POSTER.replaceObj,
  mainLabel: ['夏日冰饮第二杯半价', '全场饮品满300减50'],
  secondLabel: '全国门店同享 · 会员再享九折优惠活动火热进行中',
  thirdLabel: '7.1–7.31 全国门店到店消费可享',
  background: 'material:bg-photo',
});
const bytes = await sampleImages();
// Two photo-sized JPEGs: the background and the person (material:10450).
const images = { ...bytes, 'material:bg-photo': bytes['asset://bg/cream-paper-01.jpg'] ?? new Uint8Array() };
const photos = 2;
const fitted = [...layoutDoc(doc, nodeMeasurer).values()].filter((l) => l.outcome !== 'authored').length;
progress(`poster: ${photos} photos, ${fitted} fitted text layers`);

registerFonts();
const time = async (fn: () => unknown, runs = RUNS) => {
  await fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = process.hrtime.bigint();
    await fn();
    samples.push(since(start));
  }
  return summarize(samples);
};

// Anchor for the encoders: the same drawing encoded by @napi-rs/canvas itself.
const decoded = new Map<string, Awaited<ReturnType<typeof loadImage>>>();
for (const [key, value] of Object.entries(images)) decoded.set(key, await loadImage(Buffer.from(value)));
const skia = (format: 'jpeg' | 'png') => async () => {
  const canvas = createCanvas(750, 1334);
  drawTemplate(canvas.getContext('2d'), doc, decoded, nodeMeasurer);
  return format === 'jpeg' ? canvas.encode('jpeg', 85) : canvas.encode('png');
};

progress('preview (JPEG) …');
const preview = await time(() => renderDoc(doc, { format: 'jpeg', images }));
const skiaJpeg = await time(skia('jpeg'));
emitRow({
  what: 'render preview p50',
  workload: `750x1334 JPEG q85, ${photos} photos, ${fitted} fitted text layers, n=${RUNS}`,
  ours: `${ms(preview.p50)} (p95 ${ms(preview.p95)})`,
  anchor: `@napi-rs/canvas draw + own JPEG encode ${ms(skiaJpeg.p50)}`,
  bar: '≤ 80 ms',
  pass: preview.p50 <= 80,
});

progress('PNG download …');
const png = await time(() => renderDoc(doc, { format: 'png', images }), 10);
const skiaPng = await time(skia('png'), 5);
emitRow({
  what: 'render PNG download p50',
  workload: '750x1334 PNG via sharp from raw premultiplied pixels, n=10',
  ours: ms(png.p50),
  anchor: `@napi-rs/canvas own PNG encode ${ms(skiaPng.p50)}`,
  bar: 'reported (faster than the anchor)',
  pass: png.p50 < skiaPng.p50,
});

progress(`${BATCH} previews on 2 workers …`);
const renderer = createRenderer({ workers: 2 });
await renderer.render(doc, { format: 'jpeg', images });
const batch = async () => Promise.all(Array.from({ length: BATCH }, () => renderer.render(doc, { format: 'jpeg', images })));
const wall = await time(batch, 5);
await renderer.close();
const sequential = await time(async () => {
  for (let i = 0; i < BATCH; i += 1) await renderDoc(doc, { format: 'jpeg', images });
}, 3);
emitRow({
  what: `${BATCH} previews wall-clock`,
  workload: `${BATCH} × 750x1334 JPEG through the piscina pool, 2 workers, n=5`,
  ours: ms(wall.p50),
  anchor: `the same ${BATCH} one after another on the main thread ${ms(sequential.p50)}`,
  bar: '≤ 600 ms',
  pass: wall.p50 <= 600,
});

progress('fit cost …');
const fit = await time(() => layoutDoc(doc, nodeMeasurer), 200);
const ctx = createCanvas(8, 8).getContext('2d');
const once = await time(() => {
  for (const l of Object.values(doc.renderConfig.materials)) {
    if (l.type !== 'label') continue;
    ctx.font = fontString(l, l.fontSize);
    ctx.measureText(l.text);
  }
}, 200);
emitRow({
  what: 'fit cost per template',
  workload: `lay out and fit all ${Object.values(doc.renderConfig.materials).filter((l) => l.type === 'label').length} labels of the poster (glyph runs cached), n=200`,
  ours: ms(fit.p50),
  anchor: `one measureText per label at its authored size ${ms(once.p50)}`,
  bar: '—',
  pass: fit.p50 < preview.p50 / 4,
});
