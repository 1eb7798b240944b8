// pnpm templates:generate — rebuilds the demo template library in packages/api/demo/templates.
import { fileURLToPath } from 'node:url';
import { DEMO_TEMPLATES_DIR } from '../../src/templates/templates.files.js';
import { buildLibrary } from './library.build.js';

const photosDir = fileURLToPath(new URL('../../demo/photos/', import.meta.url));
const started = Date.now();
const count = await buildLibrary({
  outDir: DEMO_TEMPLATES_DIR,
  photosDir,
  log: (line) => {
    console.log(line);
  },
});
console.log(`已生成 ${count} 个模板，用时 ${((Date.now() - started) / 1000).toFixed(1)} 秒`);
process.exit(0);
