// The worker service (docker-compose `worker`): drains the BullMQ render queue (renders and vision's
// analyses of pictures) and 批量生成's rows (batch/batch.flow.ts) with the same configuration as the
// api (DATABASE_URL, storage, REDIS_URL, RENDER_*, VISION*). Scale it on its own.
import { startBatchWorker } from '../batch/batch.flow.js';
import { ConfigError, loadConfig } from '../config.js';
import { openDatabase } from '../db/db.js';
import { DEMO_PHOTOS_DIR } from '../materials/materials.files.js';
import { createStorage } from '../uploads/uploads.drivers.js';
import { analyseImage } from '../smart/smart.facts.js';
import { createVisionQueue } from '../vision/vision.queue.js';
import { startRedisWorker } from './render.queue.js';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const { redisUrl, ...limits } = config.render;
  if (!redisUrl) {
    console.error(
      '作图 worker 需要 REDIS_URL (the render worker drains the BullMQ queue on Redis)',
    );
    process.exit(1);
  }
  const db = await openDatabase(config);
  const storage = await createStorage(config);
  // Vision's analyses of pictures come on the same queue (issue 27 item 1), drawn on this
  // service's own vision pool.
  const vision = config.vision.enabled ? createVisionQueue(config.vision) : undefined;
  const worker = startRedisWorker(
    redisUrl,
    { db, storage, photosDir: DEMO_PHOTOS_DIR },
    limits,
    vision && ((job) => analyseImage({ db, vision }, job)),
  );
  const rows = startBatchWorker(
    redisUrl,
    { db, storage, photosDir: DEMO_PHOTOS_DIR, clock: () => new Date() },
    limits,
  );
  console.log(`作图 worker 已启动：${limits.workers} 个并发`);
  const shutdown = async () => {
    await Promise.all([worker.close(), rows.close()]);
    await vision?.close();
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());
}

await main();
