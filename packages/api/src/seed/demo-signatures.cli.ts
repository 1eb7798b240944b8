// pnpm demo:signatures — the shipped photos' perceptual hashes and colours into demo/materials.json.
import { DEMO_PHOTOS_DIR } from '../materials/materials.files.js';
import { DEMO_MANIFEST } from './demo-materials.js';
import { signManifest } from './demo-signatures.js';

const count = await signManifest(DEMO_MANIFEST, DEMO_PHOTOS_DIR);
console.log(`已写入 ${count} 张演示图片的视觉签名: ${DEMO_MANIFEST}`);
