// pnpm seed:bulk --materials N [--batch 5000]: tops the bulk materials up to N in DATABASE_URL, or
// in the embedded database under DATA_DIR when it is unset (same variables as the api).
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/db.js';
import { migrate } from '../db/migrate.js';
import { countBulkMaterials, loadDemoPhotos, seedBulkMaterials } from './bulk.js';
import { seedDemoMaterials } from './demo-materials.js';
import { seedDemo } from './seed.js';

const { values } = parseArgs({
  options: {
    materials: { type: 'string', default: '1000000' },
    batch: { type: 'string', default: '5000' },
  },
});
const target = Number(values.materials);
const batchSize = Number(values.batch);
if (!Number.isInteger(target) || target < 0 || !Number.isInteger(batchSize) || batchSize < 1) {
  console.error('用法: pnpm seed:bulk --materials 1000000 [--batch 5000]');
  process.exit(1);
}

const config = loadConfig();
const db = await openDatabase(config);
try {
  await migrate(db);
  await seedDemo(db, config);
  await seedDemoMaterials(db);
  const started = Date.now();
  const before = await countBulkMaterials(db);
  console.log(`bulk materials: ${before} present, target ${target}`);
  const added = await seedBulkMaterials(db, target, {
    photos: loadDemoPhotos(),
    batchSize,
    onProgress: (done, all) => {
      const secs = (Date.now() - started) / 1000;
      const rate = Math.round((done - before) / secs);
      console.log(`  ${done}/${all}  ${rate} rows/s  ${secs.toFixed(0)} s`);
    },
  });
  if (added > 0) {
    // Fresh statistics for the planner, and a visibility map so counts can skip heap pages.
    console.log('VACUUM ANALYZE …');
    await db.exec('VACUUM ANALYZE materials, material_tags, material_themes, tags');
  }
  console.log(`added ${added} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} finally {
  await db.close();
}
