// The photo set of the smart quality command (issue 27 item 8): people and products as real users
// send them, composed at run time from public-domain and CC0 pictures the repo already ships
// (packages/api/demo/photos, licences in packages/api/demo/CREDITS.md). The bench only: a photo
// in which a person can be recognised has no model release and never appears in the product demo.
// The variants (off-centre, small in frame, large and facing the other way, two people, a product
// off-centre on a plain ground) are what users' photos vary in; PHOTOS.md lists them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { DEMO_PHOTOS_DIR } from '../../src/materials/materials.files.js';

export interface QualityPhoto {
  name: string;
  kind: 'person' | 'product';
  /** What it is made of, for the table's notes. */
  from: string;
  bytes: Buffer;
}

interface Base {
  file: string;
  /** The part that is the person (pixels of the shipped file); absent: the whole picture. */
  crop?: { left: number; top: number; width: number; height: number };
}

// People vision finds a face in: four photographs and three public-domain portraits (paintings).
// skimage-astronaut.jpg stays out: it is smart-photo.e2e's photo, one nothing here was tuned on.
const PEOPLE: readonly Base[] = [
  { file: 'gc-mariachi.jpg', crop: { left: 826, top: 170, width: 198, height: 510 } },
  { file: 'skimage-photographer.jpg' },
  { file: 'gc-mariachi.jpg', crop: { left: 270, top: 40, width: 280, height: 640 } },
  { file: 'gc-mariachi.jpg', crop: { left: 20, top: 40, width: 250, height: 640 } },
  { file: 'morisot-self-portrait.jpg' },
  { file: 'morisot-young-woman.jpg' },
  { file: 'morisot-reading.jpg', crop: { left: 300, top: 150, width: 650, height: 732 } },
];

const PRODUCTS: readonly string[] = [
  'skimage-espresso.jpg',
  'palapeli-citrus.jpg',
  'gc-djembes.jpg',
  'gc-multimeter.jpg',
  'gc-cutter.jpg',
  'gc-tweezers.jpg',
];

const LICENCE_OK = /\|\s*(public[ -]domain|cc0)/iu;

/** The licence cell of CREDITS.md for a shipped file; throws unless public domain or CC0. */
export function licenceOf(file: string, credits: string): string {
  const line = credits.split('\n').find((l) => l.startsWith(`| ${file} |`));
  if (!line) throw new Error(`${file}: not in demo/CREDITS.md`);
  const licence = line.split('|')[4]?.trim() ?? '';
  if (!LICENCE_OK.test(`| ${licence}`))
    throw new Error(`${file}: licence ${licence} is neither public domain nor CC0`);
  return licence;
}

const GROUNDS = ['#f4f1ea', '#e8eef4', '#ffffff'] as const;

async function personOf(base: Base): Promise<Buffer> {
  const image = sharp(join(DEMO_PHOTOS_DIR, base.file));
  return (base.crop ? image.extract(base.crop) : image).png().toBuffer();
}

/** `person` scaled to `height`, placed on a plain `width`×`h` ground at `left` (bottom aligned). */
async function onGround(
  person: Buffer,
  canvas: { width: number; height: number },
  height: number,
  where: 'left' | 'right' | number,
  ground: string,
) {
  const scaled = await sharp(person).resize({ height }).toBuffer({ resolveWithObject: true });
  const w = scaled.info.width;
  const left =
    where === 'left' ? Math.round(canvas.width * 0.06) : where === 'right' ? canvas.width - w : where;
  return {
    input: scaled.data,
    left: Math.max(0, Math.min(left, canvas.width - w)),
    top: canvas.height - scaled.info.height,
    ground,
  };
}

const compose = (
  canvas: { width: number; height: number },
  ground: string,
  parts: { input: Buffer; left: number; top: number }[],
) =>
  sharp({ create: { ...canvas, channels: 3, background: ground } })
    .composite(parts)
    .jpeg({ quality: 90 })
    .toBuffer();

/** The people: three variants of each base and pairs of two people, ≥ 24 photos. */
async function people(): Promise<QualityPhoto[]> {
  const out: QualityPhoto[] = [];
  const persons = await Promise.all(PEOPLE.map(personOf));
  for (const [i, base] of PEOPLE.entries()) {
    const person = persons[i] as Buffer;
    const label = `${base.file}${base.crop ? '（局部）' : ''}`;
    const ground = GROUNDS[i % GROUNDS.length] ?? '#ffffff';
    // Off-centre: standing at the right edge of a wide photo.
    const wide = { width: 1600, height: 1000 };
    const right = await onGround(person, wide, 720, 'right', ground);
    out.push({
      name: `p${i + 1}-off-centre`,
      kind: 'person',
      from: `${label}，右侧`,
      bytes: await compose(wide, ground, [right]),
    });
    // Small in frame: a third of a tall photo's height, at the left.
    const tall = { width: 1200, height: 1500 };
    const small = await onGround(person, tall, 560, 'left', ground);
    out.push({
      name: `p${i + 1}-small`,
      kind: 'person',
      from: `${label}，小、偏左`,
      bytes: await compose(tall, ground, [small]),
    });
    // Large and mirrored: the person fills the frame, facing the other way.
    const meta = await sharp(person).metadata();
    const big = await sharp(person)
      .flop()
      .resize({ height: Math.max(900, meta.height) })
      .jpeg({ quality: 90 })
      .toBuffer();
    out.push({ name: `p${i + 1}-large-mirrored`, kind: 'person', from: `${label}，大、镜像`, bytes: big });
  }
  // Two people side by side.
  const pairs: [number, number][] = [
    [0, 4],
    [1, 5],
    [2, 6],
  ];
  for (const [a, b] of pairs) {
    const wide = { width: 1600, height: 1000 };
    const left = await onGround(persons[a] as Buffer, wide, 700, 260, '#ffffff');
    const right = await onGround(persons[b] as Buffer, wide, 700, 860, '#ffffff');
    out.push({
      name: `two-${a + 1}-${b + 1}`,
      kind: 'person',
      from: `${PEOPLE[a]?.file} + ${PEOPLE[b]?.file}，两人`,
      bytes: await compose(wide, '#ffffff', [left, right]),
    });
  }
  return out;
}

/** The products: each as shipped and small, off-centre on a plain ground, ≥ 12 photos. */
async function products(): Promise<QualityPhoto[]> {
  const out: QualityPhoto[] = [];
  for (const [i, file] of PRODUCTS.entries()) {
    const bytes = readFileSync(join(DEMO_PHOTOS_DIR, file));
    out.push({ name: `g${i + 1}-as-shipped`, kind: 'product', from: file, bytes });
    const wide = { width: 1600, height: 1000 };
    const meta = await sharp(bytes).metadata();
    const h = Math.min(meta.height, 600);
    const placed = await sharp(bytes).resize({ height: h }).toBuffer({ resolveWithObject: true });
    out.push({
      name: `g${i + 1}-off-centre`,
      kind: 'product',
      from: `${file}，白底、偏右`,
      bytes: await compose(wide, '#ffffff', [
        { input: placed.data, left: wide.width - placed.info.width - 80, top: 200 },
      ]),
    });
  }
  return out;
}

/** Every base's licence checked against CREDITS.md, then the composed set. */
export async function qualityPhotos(): Promise<QualityPhoto[]> {
  const credits = readFileSync(join(DEMO_PHOTOS_DIR, '..', 'CREDITS.md'), 'utf8');
  for (const file of new Set([...PEOPLE.map((p) => p.file), ...PRODUCTS])) licenceOf(file, credits);
  return [...(await people()), ...(await products())];
}
