import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVision, type Vision } from './vision.client.js';
import type { VisionErrorCode } from './vision.errors.js';

const photo = (name: string) => readFile(new URL(`../../api/demo/photos/${name}`, import.meta.url));

let vision: Vision;
beforeAll(() => {
  vision = createVision();
});
afterAll(() => vision.close());

async function alphaAt(png: Buffer, x: number, y: number) {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  return data[(y * info.width + x) * info.channels + 3];
}

describe('detectFaces', () => {
  it('finds the astronaut facing the camera', async () => {
    const faces = await vision.detectFaces(await photo('skimage-astronaut.jpg'));
    expect(faces).toHaveLength(1);
    const [face] = faces;
    // Her face spans roughly x 150–300, y 50–200 in the 512×512 picture.
    expect(face!.box.left).toBeGreaterThan(130);
    expect(face!.box.left + face!.box.width).toBeLessThan(320);
    expect(face!.box.top).toBeGreaterThan(30);
    expect(Math.abs(face!.angle.yaw)).toBeLessThan(10);
  });

  it('sees the photographer turned to the side and the musicians of a group', async () => {
    const [side] = await vision.detectFaces(await photo('skimage-photographer.jpg'));
    expect(Math.abs(side!.angle.yaw)).toBeGreaterThan(15);
    expect(
      (await vision.detectFaces(await photo('gc-mariachi.jpg'))).length,
    ).toBeGreaterThanOrEqual(3);
  });

  it('reads a picture stored on its side the way EXIF orientation says to show it', async () => {
    const original = await photo('gc-mariachi.jpg');
    // Pixels turned a quarter anticlockwise, with orientation 6 saying to turn them back to show.
    const sideways = await sharp(await sharp(original).rotate(270).toBuffer())
      .withMetadata({ orientation: 6 })
      .jpeg({ quality: 95 })
      .toBuffer();
    const [upright] = await vision.detectFaces(original);
    const [face] = await vision.detectFaces(sideways);
    expect(Math.abs(face!.box.left - upright!.box.left)).toBeLessThan(15);
    expect(Math.abs(face!.box.top - upright!.box.top)).toBeLessThan(15);
    const [turned, straight] = await Promise.all([
      vision.cutout(sideways),
      vision.cutout(original),
    ]);
    const [a, b] = await Promise.all([sharp(turned).metadata(), sharp(straight).metadata()]);
    expect(Math.abs(a.width - b.width)).toBeLessThan(8);
    expect(Math.abs(a.height - b.height)).toBeLessThan(8);
  });

  it('finds no face on a cat, a rocket or two dogs', async () => {
    for (const name of ['skimage-cat.jpg', 'skimage-rocket.jpg', 'lomiri-dogs.jpg'])
      expect(await vision.detectFaces(await photo(name))).toEqual([]);
  });
});

describe('cutout', () => {
  it('cuts a product out of a plain background', async () => {
    const png = await vision.cutout(await photo('gc-pliers.jpg'));
    const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    const alpha = (x: number, y: number) => data[(y * info.width + x) * 4 + 3]!;
    // The white studio goes; the pliers, about a quarter of the picture, stay.
    expect(alpha(5, 5)).toBe(0);
    const kept = Array.from(
      { length: info.width * info.height },
      (_, i) => alpha(i % info.width, Math.floor(i / info.width)) > 128,
    ).filter(Boolean).length;
    expect(kept / (info.width * info.height)).toBeGreaterThan(0.18);
    expect(kept / (info.width * info.height)).toBeLessThan(0.4);
  });

  it('refuses a product on a busy background rather than cut it badly', async () => {
    await expect(vision.cutout(await photo('gc-multimeter.jpg'))).rejects.toMatchObject({
      code: 'BACKGROUND_BUSY',
    });
  });

  it('keeps the person and clears the background', async () => {
    const png = await vision.cutout(await photo('skimage-astronaut.jpg'));
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.channels]).toEqual(['png', 4]);
    const [face] = await vision.detectFaces(png);
    const { left, top, width, height } = face!.box;
    const [cx, cy] = [Math.round(left + width / 2), Math.round(top + height / 2)];
    expect(await alphaAt(png, cx, cy)).toBeGreaterThan(240); // her face
    expect(await alphaAt(png, meta.width - 3, 3)).toBeLessThan(16); // the grey backdrop
  });

  it('cuts a person standing in a strip at the edge of a plain photo to a tight figure, not the strip', async () => {
    // The astronaut's portrait (a backdrop, a flag, the shuttle around her) pasted at the right edge
    // of a 1600×1000 plain photo: the model saw her 26 px wide and kept the whole portrait; it now
    // looks again at the part she stands in, and the cut-out is cropped to her plus a margin
    // (issue 27 item 4), her face found on it where it was in the photo.
    const person = await sharp(await photo('skimage-astronaut.jpg'))
      .resize({ height: 520 })
      .toBuffer();
    const wide = await sharp({
      create: { width: 1600, height: 1000, channels: 3, background: '#f4f1ea' },
    })
      .composite([{ input: person, left: 1020, top: 480 }])
      .jpeg()
      .toBuffer();
    const png = await vision.cutout(wide);
    const meta = await sharp(png).metadata();
    // Her figure and its margin: within the pasted 520 px square, not the 1600×1000 canvas.
    expect(meta.width).toBeLessThan(600);
    expect(meta.height).toBeLessThan(600);
    // Where the crop starts in the photo: her face is at the same place less that offset.
    const [inPhoto] = await vision.detectFaces(wide);
    const [onCutout] = await vision.detectFaces(png);
    const dx = inPhoto!.box.left - onCutout!.box.left;
    const dy = inPhoto!.box.top - onCutout!.box.top;
    expect(Math.abs(inPhoto!.box.width - onCutout!.box.width)).toBeLessThan(10);
    const at = (x: number, y: number) => alphaAt(png, x - dx, y - dy);
    expect(await at(1020 + 228, 480 + 125)).toBeGreaterThan(240); // her face
    expect(await at(1020 + 20, 480 + 100)).toBeLessThan(16); // the flag beside her
    expect(await at(1020 + 500, 480 + 20)).toBeLessThan(16); // the backdrop
    expect(await alphaAt(png, 2, meta.height - 3)).toBeLessThan(16); // the plain ground
  });

  // The e2e's musician (gc-mariachi, CC0): a 248 px strip of a band photo cut at his cheek and
  // shoulder, pasted at the right edge of a pale grey 1600×1000 photo. His white shirt is the
  // wall's colour to the filter's grey guide: the cut-out kept a 60 px band of fading wall beside
  // his shoulder and made the shirt half transparent; the plain ground is now cleared exactly.
  it('clears a plain ground exactly beside a white shirt of its colour', async () => {
    const strip = await sharp(await photo('gc-mariachi.jpg'))
      .extract({ left: 826, top: 170, width: 198, height: 510 })
      .resize(248, 640, { fit: 'fill' })
      .toBuffer();
    const wide = await sharp({
      create: { width: 1600, height: 1000, channels: 3, background: '#eef0f2' },
    })
      .composite([{ input: strip, left: 1292, top: 360 }])
      .jpeg({ quality: 90 })
      .toBuffer();
    const png = await vision.cutout(wide);
    const meta = await sharp(png).metadata();
    // Tight: the strip and a margin, not the canvas (nor the band of wall beside it).
    expect(meta.width).toBeLessThan(248 * 1.2);
    expect(meta.height).toBeLessThan(640 * 1.2);
    // His face is found on the cut-out (the detector once missed it on so narrow a picture).
    const [face] = await vision.detectFaces(png);
    expect(face).toBeDefined();
    // The strip's right edge is the cut-out's, less its margin: the wall beyond is clear and his
    // shirt just inside is whole.
    const right = meta.width - 1 - Math.round((meta.width - 248) / 2);
    for (const y of [300, 400, 500]) {
      expect(await alphaAt(png, meta.width - 2, y)).toBe(0);
      expect(await alphaAt(png, right - 6, y)).toBeGreaterThan(240);
    }
  });

  it('cuts out a person whose face the detector misses, by the body pose', async () => {
    // The musician's face is half behind his didgeridoo: in this encoding no face is found.
    const bytes = await sharp(await photo('gc-didgeridoo.jpg'))
      .jpeg({ quality: 91 })
      .toBuffer();
    expect(await vision.detectFaces(bytes)).toEqual([]);
    const png = await vision.cutout(bytes);
    expect(await alphaAt(png, 5, 5)).toBeLessThan(16); // the rock behind him
    expect(await alphaAt(png, 220, 380)).toBeGreaterThan(240); // his chest
  });

  it('says so when no person is big enough and the background is busy', async () => {
    await expect(vision.cutout(await photo('gc-taiko.jpg'))).rejects.toMatchObject({
      code: 'BACKGROUND_BUSY',
    });
  });

  it('answers a repeated picture from the cache', async () => {
    const bytes = await photo('skimage-astronaut.jpg');
    const first = await vision.cutout(bytes);
    const started = performance.now();
    expect(await vision.cutout(Buffer.from(bytes))).toBe(first);
    expect(performance.now() - started).toBeLessThan(50);
  });
});

describe('mainSubject', () => {
  it('is the person’s box when there is a person to cut out', async () => {
    const subject = await vision.mainSubject(await photo('skimage-astronaut.jpg'));
    expect(subject?.source).toBe('person');
    // She fills the lower picture from the left edge; her head starts near y 40.
    expect(subject!.box.left).toBeLessThan(40);
    expect(subject!.box.top).toBeLessThan(60);
    expect(subject!.box.top + subject!.box.height).toBeGreaterThan(500);
  });

  it('falls back to the largest face, and to nothing', async () => {
    const orchestra = await vision.mainSubject(await photo('gc-orchestra.jpg'));
    expect(orchestra?.source).toBe('face');
    expect(await vision.mainSubject(await photo('plasma-path.jpg'))).toBeNull();
  });
});

describe('adjustTone', () => {
  const meanOf = async (bytes: Buffer) => (await sharp(bytes).stats()).channels.map((c) => c.mean);

  it('moves the picture’s colours towards the base, part of the way', async () => {
    const base = await photo('plasma-summer-night.jpg');
    const change = await photo('skimage-astronaut.jpg');
    const toned = await vision.adjustTone(base, change);
    expect(toned.format).toBe('jpeg');
    const [before, after, target] = await Promise.all([
      meanOf(change),
      meanOf(toned.bytes),
      meanOf(base),
    ]);
    // Blue: the dusk is bluer than the astronaut's orange suit; the result lies between them.
    expect(after[2]).toBeGreaterThan(before[2]!);
    expect(after[2]).toBeLessThan(target[2]!);
  });

  it('keeps a cutout’s transparency', async () => {
    const cutout = await vision.cutout(await photo('skimage-astronaut.jpg'));
    const toned = await vision.adjustTone(await photo('plasma-autumn.jpg'), cutout);
    expect(toned.format).toBe('png');
    expect((await sharp(toned.bytes).metadata()).channels).toBe(4);
  });
});

describe('refusals', () => {
  const refused = async (bytes: Uint8Array, code: VisionErrorCode) => {
    await expect(vision.cutout(bytes)).rejects.toMatchObject({ name: 'VisionError', code });
  };
  const blank = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();

  it('refuses a 1×1 picture', async () => refused(await blank(1, 1), 'IMAGE_TOO_SMALL'));
  it('refuses 60 megapixels from the header alone', async () =>
    refused(await blank(10_000, 6_000), 'IMAGE_TOO_LARGE'));
  it('refuses SVG', async () =>
    refused(
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><rect width="100" height="100"/></svg>',
      ),
      'SVG_NOT_SUPPORTED',
    ));
  it('refuses a bad picture on either side of adjustTone', async () => {
    await expect(
      vision.adjustTone(
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"/>'),
        await blank(64, 64),
      ),
    ).rejects.toMatchObject({ code: 'SVG_NOT_SUPPORTED' });
  });
  it('refuses what is not a picture', async () =>
    refused(Buffer.from('%PDF-1.4 not a picture'), 'NOT_AN_IMAGE'));
});
