import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/db.js';
import { migrate } from './db/migrate.js';
import { seedDemoMaterials } from './seed/demo-materials.js';
import { seedDemo } from './seed/seed.js';
import { seedDemoCopy } from './seed/demo-copy.js';
import { seedDemoTemplates } from './seed/demo-templates.js';
import { seedDemoTitles } from './seed/demo-titles.js';
import { outputSweepDeps, sweepOutputs } from './jobs/outputs.sweep.js';
import { sweepOrphans } from './uploads/uploads.service.js';

const SWEEP_EVERY_MS = 3_600_000;

function exitWith(message: string): never {
  console.error(message);
  process.exit(1);
}

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) exitWith(err.message);
    throw err;
  }

  console.log('正在打开数据库 …');
  const db = await openDatabase(config).catch((err: unknown) =>
    exitWith(
      `无法打开数据库 (${config.databaseUrl ? 'DATABASE_URL' : config.dataDir}): ${String(err)}`,
    ),
  );
  await migrate(db);
  if (config.seedDemo) {
    console.log('正在导入演示数据 …');
    // Seeding comes before listening (PGlite answers one statement at a time, so the api would
    // not answer during the import anyway); every step prints progress, which npm start waits on.
    await seedDemo(db, config);
    await seedDemoMaterials(db);
    await seedDemoTitles(db);
    console.log('正在导入演示文案 …');
    await seedDemoCopy(db);
    await seedDemoTemplates(db);
  }

  const app = await buildApp({ config, db });
  try {
    await app.listen({ host: config.host, port: config.port });
  } catch (err) {
    await db.close();
    if ((err as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      exitWith(
        `端口 ${config.port} 已被占用 (API_PORT)；请换一个端口，例如 API_PORT=3101 npm start`,
      );
    }
    throw err;
  }
  console.log(`api 已启动: http://${config.host}:${config.port}/api/v1`);
  // Compile the banned-word lexicon now rather than on the first check or intelligent headline.
  void app.deps.wordcheck.rebuild().catch((err: unknown) => {
    app.log.error(err, '禁词库编译失败');
  });

  // Uploads never registered or published (a closed tab, a crash) go after UPLOAD_ORPHAN_HOURS;
  // rendered images after their retention (jobs/outputs.sweep.ts).
  const sweep = () =>
    sweepOrphans(app.deps)
      .then((swept) => {
        if (swept.grants + swept.files > 0) app.log.info(swept, 'upload sweep');
      })
      .catch((err: unknown) => {
        app.log.error({ err }, 'upload sweep failed');
      })
      .then(() => sweepOutputs(outputSweepDeps(app)))
      .then((swept) => {
        if (swept.removed + swept.previews > 0) app.log.info(swept, 'render output sweep');
      })
      .catch((err: unknown) => {
        app.log.error({ err }, 'render output sweep failed');
      });
  void sweep();
  const sweeper = setInterval(() => void sweep(), SWEEP_EVERY_MS);
  sweeper.unref();

  const shutdown = async () => {
    clearInterval(sweeper);
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());
}

main().catch((err: unknown) => {
  console.error('api 启动失败:', err instanceof Error ? err.message : err);
  process.exit(1);
});
