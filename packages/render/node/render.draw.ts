// One render in the current thread: decode images (cached by content hash), draw with the shared
// drawTemplate, encode with sharp from raw pixels (Skia's PNG encoder is ~5x slower, BRIEF §9).
import { createHash } from 'node:crypto';
import { createCanvas, loadImage, PDFDocument, type Image } from '@napi-rs/canvas';
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import { drawTemplate, type Ctx2D } from '../src/draw.js';
import { collectTextures } from '../src/template.derive.js';
import type { TemplateDoc } from '../src/template.schema.js';
import { registerFonts } from './fonts.node.js';
import { IMAGE_CACHE_MAX, RENDER_JPEG_QUALITY } from './render.limits.js';
import { nodeMeasurer } from './measure.node.js';
import { checkRenderOptions, type RenderOptions } from './render.options.js';

const decoded = new LRUCache<string, Image>({ max: IMAGE_CACHE_MAX });

async function decode(bytes: Uint8Array): Promise<Image | undefined> {
  const hash = createHash('sha1').update(bytes).digest('hex');
  const hit = decoded.get(hash);
  if (hit) return hit;
  try {
    const image = await loadImage(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    decoded.set(hash, image);
    return image;
  } catch {
    // An unreadable image is treated like a missing one: the layer draws empty.
    return undefined;
  }
}

const usedFamilies = (doc: TemplateDoc) =>
  new Set(Object.values(doc.renderConfig.materials).flatMap((l) => (l.type === 'label' ? [l.fontFamily] : [])));

async function loadImages(doc: TemplateDoc, bytes: Record<string, Uint8Array>) {
  const images = new Map<string, Image>();
  for (const source of collectTextures(doc)) {
    const data = bytes[source];
    const image = data && data.byteLength > 0 ? await decode(data) : undefined;
    if (image) images.set(source, image);
  }
  return images;
}

// The canvas and PDF contexts have every member of Ctx2D but their own gradient and image types;
// this cast is the one place they meet.
const asCtx = (ctx: object) => ctx as Ctx2D;

/** Renders `doc` to JPEG, PNG or PDF bytes in this thread. */
export async function renderDoc(doc: TemplateDoc, opts: RenderOptions): Promise<Buffer> {
  registerFonts(usedFamilies(doc));
  const { width, height, scale } = checkRenderOptions(doc, opts);
  const images = await loadImages(doc, opts.images);
  if (opts.format === 'pdf') {
    const pdf = new PDFDocument({ title: doc.meta.layoutFamily, producer: '秒创' });
    const ctx = pdf.beginPage(width, height);
    ctx.scale(scale, scale);
    drawTemplate(asCtx(ctx), doc, images, nodeMeasurer);
    pdf.endPage();
    return pdf.close();
  }
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.scale(scale, scale);
  drawTemplate(asCtx(ctx), doc, images, nodeMeasurer);
  const raw = sharp(canvas.data(), { raw: { width, height, channels: 4, premultiplied: true } });
  if (opts.format === 'png') return raw.png({ compressionLevel: 6 }).toBuffer();
  return raw
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: opts.quality ?? RENDER_JPEG_QUALITY, mozjpeg: false })
    .toBuffer();
}
