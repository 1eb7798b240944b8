// Test and bench fixtures: our own design doc (QUICKCREATE sample-poster.json) and placeholder art
// drawn here from SVG, so nothing is downloaded and every pixel is ours.
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import type { ReplaceObj } from '../src/fill.js';

export interface SampleRecord {
  name: string;
  synthetic: unknown;
  replaceObj: ReplaceObj;
}

export const SAMPLE_POSTER = JSON.parse(
  readFileSync(new URL('./fixtures/sample-poster.json', import.meta.url), 'utf8'),
) as SampleRecord;

const svg = (width: number, height: number, body: string) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${body}</svg>`);

const png = (width: number, height: number, body: string) => sharp(svg(width, height, body)).png().toBuffer();

/** A photo-like JPEG: a soft gradient with grain, so decoding costs what a real photo costs. */
async function photo(width: number, height: number, from: string, to: string, seed: number) {
  const base = await sharp(
    svg(width, height, `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>`),
  )
    .raw()
    .toBuffer({ resolveWithObject: true });
  let s = seed;
  const data = base.data;
  for (let i = 0; i < data.length; i += 1) {
    s = (s * 1103515245 + 12345) >>> 0;
    data[i] = Math.min(255, Math.max(0, (data[i] ?? 0) + ((s >>> 24) % 13) - 6));
  }
  return sharp(data, { raw: { width, height, channels: base.info.channels } }).jpeg({ quality: 88 }).toBuffer();
}

/** Images for every texture of the sample and for the sample's replaceObj materials. */
export async function sampleImages(): Promise<Record<string, Uint8Array>> {
  const person = await png(
    420,
    640,
    '<circle cx="210" cy="90" r="66" fill="#8f8b84"/><rect x="64" y="168" width="294" height="472" rx="60" fill="#8f8b84"/>',
  );
  const product = await png(340, 340, '<circle cx="170" cy="170" r="142" fill="#ebbd66"/><circle cx="120" cy="120" r="30" fill="#f6dca6"/>');
  const logo = await png(180, 72, '<rect width="180" height="72" rx="10" fill="#2F6B4F"/><circle cx="36" cy="36" r="20" fill="#E8B04A"/><rect x="68" y="26" width="92" height="20" rx="6" fill="#ffffff"/>');
  const cells = Array.from({ length: 49 }, (_, i) => ((i * 7919) % 3 === 0 ? `<rect x="${(i % 7) * 20 + 5}" y="${Math.floor(i / 7) * 20 + 5}" width="20" height="20" fill="#222"/>` : '')).join('');
  const qr = await png(150, 150, `<rect width="150" height="150" fill="#fff"/>${cells}<rect x="5" y="5" width="40" height="40" fill="none" stroke="#222" stroke-width="8"/>`);
  const capsule = await png(120, 72, '<rect width="120" height="72" rx="36" fill="#2F6B4F"/>');
  const background = await photo(750, 1334, '#fbf6ec', '#efe5d0', 7);
  const rolePhoto = await photo(600, 900, '#c9b8a6', '#7d6a5a', 11);
  return {
    'asset://bg/cream-paper-01.jpg': background,
    'asset://placeholders/person-silhouette.png': person,
    'asset://placeholders/product.png': product,
    'asset://placeholders/logo.png': logo,
    'asset://placeholders/qr.png': qr,
    'asset://frames/capsule-green.png': capsule,
    'material:10450': rolePhoto,
    'material:10451': product,
    'material:10452': logo,
    'material:10453': qr,
  };
}
