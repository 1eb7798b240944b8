import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DEMO_PHOTOS_DIR } from './materials.files.js';
import { visualSignature } from './materials.visual.js';

const photo = (file: string) => join(DEMO_PHOTOS_DIR, file);

function hamming(a: string, b: string): number {
  return BigInt.asUintN(64, BigInt(a) ^ BigInt(b))
    .toString(2)
    .replaceAll('0', '').length;
}

describe('visualSignature', () => {
  it('barely moves when a photo is resized and recompressed', async () => {
    const original = await visualSignature(photo('lomiri-dogs.jpg'));
    const smaller = await sharp(photo('lomiri-dogs.jpg'))
      .resize({ width: 300 })
      .jpeg({ quality: 40 })
      .toBuffer();
    const copy = await visualSignature(smaller);
    expect(hamming(original.phash, copy.phash)).toBeLessThanOrEqual(4);
    expect(copy.bands.some((band) => original.bands.includes(band))).toBe(true);
  });

  it('tells different photos apart', async () => {
    const dogs = await visualSignature(photo('lomiri-dogs.jpg'));
    const storm = await visualSignature(photo('mate-storm.jpg'));
    expect(hamming(dogs.phash, storm.phash)).toBeGreaterThan(16);
  });

  it('finds the dominant colour and tags each band with its position', async () => {
    const red = await sharp({
      create: { width: 64, height: 48, channels: 3, background: '#e01010' },
    })
      .png()
      .toBuffer();
    const signature = await visualSignature(red);
    const [r, g, b] = signature.colour;
    expect(r).toBeGreaterThan(200);
    expect(g + b).toBeLessThan(80);
    expect(signature.bands.map((band) => Math.floor(band / 65_536))).toEqual([0, 1, 2, 3]);
  });
});
