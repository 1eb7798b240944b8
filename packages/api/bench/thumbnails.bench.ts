// Thumbnails (BRIEF §7): a 4000x3000 JPEG to width 300 through the real route, cold (nothing
// cached) and cached; the cached case is compared with a bare Fastify route streaming the same
// file from disk, i.e. a static file.
import { createReadStream } from 'node:fs';
import { mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import sharp from 'sharp';
import { buildApp } from '../src/app.js';
import { openPglite } from '../src/db/db.js';
import { DEMO_PHOTOS_DIR, thumbnail } from '../src/materials/materials.files.js';
import { testConfig } from '../src/test/index.js';
import { emitRow, ms, progress, since, summarize } from './stats.js';

const WIDTH = 4000;
const HEIGHT = 3000;
const COLD_FILES = 8;
const CACHED_REQUESTS = 400;
const SOURCE = join(DEMO_PHOTOS_DIR, 'lomiri-infinite-sea.jpg');

// A demo photo blown up to 12 megapixels with a little sensor-like noise, so the encoder has real
// detail to chew on; each file gets its own noise so no cold run reuses another's work.
async function makeLargeJpeg(path: string, seed: number) {
  const { data } = await sharp(SOURCE)
    .resize(WIDTH, HEIGHT, { fit: 'fill' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  let s = seed;
  for (let i = 0; i < data.length; i += 1) {
    s = (s * 1103515245 + 12345) >>> 0;
    data[i] = Math.min(255, Math.max(0, (data[i] ?? 0) + ((s >>> 24) % 25) - 12));
  }
  await sharp(data, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .jpeg({ quality: 88 })
    .toFile(path);
}

const dir = await mkdtemp(join(tmpdir(), 'bench-thumbs-'));
const photosDir = join(dir, 'photos');
const dataDir = join(dir, 'data');
try {
  await mkdir(photosDir, { recursive: true });
  progress(`generating ${COLD_FILES} ${WIDTH}x${HEIGHT} JPEGs …`);
  for (let i = 0; i < COLD_FILES; i += 1)
    await makeLargeJpeg(join(photosDir, `big-${i}.jpg`), i + 1);
  const bytes = (await stat(join(photosDir, 'big-0.jpg'))).size;

  const db = await openPglite();
  const app = await buildApp({ config: testConfig({ DATA_DIR: dataDir }), db, photosDir });
  const get = async (file: string) => {
    const start = process.hrtime.bigint();
    const res = await app.inject({ url: `/api/v1/files/materials/${file}?width=300` });
    const took = since(start);
    if (res.statusCode !== 200) throw new Error(`GET ${file}: ${res.statusCode}`);
    return took;
  };

  // One warm-up on a file that is not measured loads libvips and the JPEG codec.
  await makeLargeJpeg(join(photosDir, 'warmup.jpg'), 99);
  await get('warmup.jpg');

  const cold: number[] = [];
  for (let i = 0; i < COLD_FILES; i += 1) {
    await rm(join(dataDir, 'cache'), { recursive: true, force: true });
    cold.push(await get(`big-${i}.jpg`));
  }
  const coldStats = summarize(cold);
  // Anchor: the same resize with sharp alone, no HTTP and no disk cache.
  const bare: number[] = [];
  for (let i = 0; i < COLD_FILES; i += 1) {
    const start = process.hrtime.bigint();
    await sharp(join(photosDir, `big-${i}.jpg`))
      .rotate()
      .resize({ width: 300, withoutEnlargement: true })
      .jpeg({ quality: 80, mozjpeg: true })
      .toBuffer();
    bare.push(since(start));
  }
  const bareStats = summarize(bare);
  progress(`cold: p50 ${ms(coldStats.p50)}, max ${ms(coldStats.max)}`);

  // The anchor: the same cached file streamed by a route that does nothing else.
  const cachedPath = await thumbnail(join(photosDir, 'big-0.jpg'), join(dataDir, 'cache'), {
    width: 300,
  });
  const plain = Fastify();
  plain.get('/static', (_request, reply) =>
    reply
      .type('image/jpeg')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(createReadStream(cachedPath)),
  );
  const getStatic = async () => {
    const start = process.hrtime.bigint();
    const res = await plain.inject({ url: '/static' });
    const took = since(start);
    if (res.statusCode !== 200) throw new Error(`static: ${res.statusCode}`);
    return took;
  };
  const ours: number[] = [];
  const anchor: number[] = [];
  for (let i = 0; i < 50; i += 1) {
    await get('big-0.jpg');
    await getStatic();
  }
  for (let i = 0; i < CACHED_REQUESTS; i += 1) {
    ours.push(await get('big-0.jpg'));
    anchor.push(await getStatic());
  }
  const oursStats = summarize(ours);
  const anchorStats = summarize(anchor);
  await app.close();
  await plain.close();
  await db.close();

  const size = `${WIDTH}x${HEIGHT} JPEG (${(bytes / 1e6).toFixed(1)} MB) → width 300`;
  emitRow({
    what: 'thumbnails cold',
    workload: `${size}, cache cleared, ${COLD_FILES} files, inject`,
    ours: `p50 ${ms(coldStats.p50)}, max ${ms(coldStats.max)}`,
    anchor: `sharp alone, same pipeline: p50 ${ms(bareStats.p50)}, max ${ms(bareStats.max)}`,
    bar: 'p50 ≤ 60 ms',
    pass: coldStats.p50 <= 60,
  });
  emitRow({
    what: 'thumbnails cached',
    workload: `same thumbnail from the disk cache, ${CACHED_REQUESTS} requests, inject`,
    ours: `p50 ${ms(oursStats.p50)}, p99 ${ms(oursStats.p99)}`,
    anchor: `plain fs stream route: p50 ${ms(anchorStats.p50)}, p99 ${ms(anchorStats.p99)}`,
    bar: 'p50 ≤ 1.5 × static + 0.1 ms',
    pass: oursStats.p50 <= anchorStats.p50 * 1.5 + 0.1,
  });
} finally {
  await rm(dir, { recursive: true, force: true });
}
