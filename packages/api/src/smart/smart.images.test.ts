// The subject of a photo on a plain ground (a product on white at the edge of a wide picture) is the
// box a photo slot frames; a busy picture has none from this scan.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { groundBox } from './smart.images.js';

const wide = { width: 1600, height: 1000 };

describe('groundBox', () => {
  it('finds a product standing on a plain white ground at the right', async () => {
    const product = await sharp({
      create: { width: 500, height: 600, channels: 3, background: '#c8501e' },
    })
      .png()
      .toBuffer();
    const bytes = await sharp({ create: { ...wide, channels: 3, background: '#ffffff' } })
      .composite([{ input: product, left: 1020, top: 200 }])
      .jpeg()
      .toBuffer();
    const box = await groundBox(bytes, wide.width, wide.height);
    expect(box).toBeDefined();
    expect(box?.x).toBeCloseTo(1020 / 1600, 1);
    expect(box?.y).toBeCloseTo(200 / 1000, 1);
    expect(box?.w).toBeCloseTo(500 / 1600, 1);
    expect(box?.h).toBeCloseTo(600 / 1000, 1);
  });

  it('has no box for a busy picture or a plain one', async () => {
    const noise = Buffer.alloc(400 * 250 * 3);
    for (let i = 0; i < noise.length; i += 1) noise[i] = (i * 7919) % 251;
    const busy = await sharp(noise, { raw: { width: 400, height: 250, channels: 3 } })
      .png()
      .toBuffer();
    expect(await groundBox(busy, 400, 250)).toBeUndefined();
    const flat = await sharp({ create: { ...wide, channels: 3, background: '#eef0f2' } })
      .png()
      .toBuffer();
    expect(await groundBox(flat, wide.width, wide.height)).toBeUndefined();
  });
});
