// pnpm titles:import <file> [--format jsonl|csv]: imports headlines into DATABASE_URL, or into the
// embedded database under DATA_DIR when it is unset (same variables as the api). A file with bad
// rows imports nothing; importing a file twice adds nothing the second time.
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/db.js';
import { migrate } from '../db/migrate.js';
import { importTitleFile, TitleImportError } from './titles.import.js';

const USAGE = '用法: pnpm titles:import <文件.jsonl|文件.csv[.gz]> [--format jsonl|csv]';
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { format: { type: 'string' } },
});
const [file] = positionals;
const format = values.format;
if (
  !file ||
  positionals.length > 1 ||
  (format !== undefined && format !== 'jsonl' && format !== 'csv')
) {
  console.error(USAGE);
  process.exit(1);
}

const config = loadConfig();
const db = await openDatabase(config);
try {
  await migrate(db);
  const started = Date.now();
  const result = await importTitleFile(db, file, {
    ...(format && { format }),
    onProgress: (done, total) => {
      console.log(`  ${done}/${total}  ${((Date.now() - started) / 1000).toFixed(1)} s`);
    },
  });
  console.log(
    `${file}: ${result.rows} 条，新增 ${result.added} 条，已存在 ${result.rows - result.added} 条 (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
} catch (err) {
  if (!(err instanceof TitleImportError)) throw err;
  console.error(`${file} 有 ${err.problems.length} 行有误，未导入任何标题：\n${err.message}`);
  process.exitCode = 1;
} finally {
  await db.close();
}
