// The PSD fixtures the repo ships (fixtures/*.psd), written by ag-psd's writer: a 1080x460 banner
// with a background, two groups, slot-named text and image layers, a brush-script title in a font
// we hold no licence for and a hidden layer; and from it, the files the import must refuse.
// `npx tsx packages/api/src/designs/psd/psd.fixtures.ts` writes them again; psd.convert.test.ts
// checks that the committed files are what this module writes.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { writePsdBuffer, type Layer, type Psd } from 'ag-psd';

export const FIXTURES_DIR = fileURLToPath(new URL('./fixtures/', import.meta.url));

type Rgba = readonly [number, number, number, number];

// A layer's pixels from a function of (x, y), as ag-psd's writer takes them.
function pixels(w: number, h: number, at: (x: number, y: number) => Rgba) {
  const data = new Uint8ClampedArray(w * h * 4);
  for (let y = 0; y < h; y += 1) for (let x = 0; x < w; x += 1) data.set(at(x, y), (y * w + x) * 4);
  return { width: w, height: h, data };
}

function imageLayer(
  name: string,
  left: number,
  top: number,
  w: number,
  h: number,
  at: (x: number, y: number) => Rgba,
): Layer {
  return { name, left, top, right: left + w, bottom: top + h, imageData: pixels(w, h, at) };
}

// A text layer as Photoshop stores a point text: its origin (first baseline) in the transform, and
// its drawn bounds (left transparent here: the writer draws no glyphs).
function textLayer(
  name: string,
  text: string,
  font: string,
  fontSize: number,
  color: { r: number; g: number; b: number },
  box: { left: number; top: number; w: number; h: number },
  justification: 'left' | 'center' = 'left',
): Layer {
  const originX = justification === 'center' ? box.left + box.w / 2 : box.left;
  return {
    ...imageLayer(name, box.left, box.top, box.w, box.h, () => [0, 0, 0, 0]),
    text: {
      text,
      transform: [1, 0, 0, 1, originX, box.top + fontSize * 0.9],
      style: { font: { name: font }, fontSize, fillColor: color },
      paragraphStyle: { justification },
    },
  };
}

const ellipse =
  (w: number, h: number, inside: Rgba) =>
  (x: number, y: number): Rgba =>
    ((x - w / 2) / (w / 2)) ** 2 + ((y - h / 2) / (h / 2)) ** 2 <= 1 ? inside : [0, 0, 0, 0];

/** The sample banner as ag-psd's document (before writing). */
export function samplePsdDocument(): Psd {
  return {
    width: 1080,
    height: 460,
    children: [
      // A warm vertical gradient (rows of one colour keep the file small).
      imageLayer('background', 0, 0, 1080, 460, (_x, y) => [250 - y / 6, 150, 60 + y / 8, 255]),
      {
        name: '主视觉',
        opened: true,
        children: [
          // A figure that runs past the right edge: what lies outside is cut off.
          imageLayer('role_0', 760, 60, 360, 400, ellipse(360, 400, [40, 90, 200, 255])),
          imageLayer('logo_0', 40, 30, 120, 48, (x) => [255, 255, 255, x < 60 ? 255 : 200]),
        ],
      },
      {
        name: '文案',
        opened: true,
        children: [
          textLayer(
            'mainLabel_0',
            '夏日新品 限时特惠',
            'MicrosoftYaHei-Bold',
            64,
            { r: 255, g: 255, b: 255 },
            { left: 60, top: 140, w: 620, h: 84 },
          ),
          textLayer(
            'secondLabel_0',
            '全场满300减50',
            'SourceHanSansSC-Regular',
            36,
            { r: 255, g: 240, b: 200 },
            { left: 60, top: 250, w: 420, h: 48 },
          ),
          textLayer(
            '标语',
            '清凉一夏',
            'STXingkai',
            40,
            { r: 30, g: 30, b: 30 },
            { left: 60, top: 330, w: 200, h: 52 },
          ),
        ],
      },
      { ...imageLayer('旧版草稿', 500, 300, 100, 100, () => [0, 0, 0, 255]), hidden: true },
    ],
  };
}

export const samplePsd = () => writePsdBuffer(samplePsdDocument());

// The header's fields (Adobe's PSD file format: depth at byte 22, colour mode at 24), changed in a
// real file: the refusal must come from the header, before any decoding.
function withHeader(bytes: Buffer, offset: 22 | 24, value: number) {
  const copy = Buffer.from(bytes);
  copy.writeUInt16BE(value, offset);
  return copy;
}
export const cmykPsd = () => withHeader(samplePsd(), 24, 4);
export const deepPsd = () => withHeader(samplePsd(), 22, 16);
/** The sample cut off inside its layer data. */
export const truncatedPsd = () => samplePsd().subarray(0, 4000);

/** `count` empty layers on a 900x383 canvas (5,000 make 5,000 layer records). */
export const manyLayersPsd = (count: number) =>
  writePsdBuffer({
    width: 900,
    height: 383,
    children: Array.from({ length: count }, (_, i) => ({ name: `层${i}` })),
  });

export const FIXTURE_FILES = {
  'banner-1080x460.psd': samplePsd,
  'cmyk.psd': cmykPsd,
  '16bit.psd': deepPsd,
  'truncated.psd': truncatedPsd,
} as const;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const [name, make] of Object.entries(FIXTURE_FILES))
    writeFileSync(FIXTURES_DIR + name, make());
}
