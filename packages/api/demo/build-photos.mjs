// Builds demo/photos and demo/materials.json from the labelled CC0 set in ../shared/data.
// Re-runnable; run from the repo root: node packages/api/demo/build-photos.mjs
// More sources (Debian photographic wallpapers) are to be added with truthful Chinese tags.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const here = dirname(fileURLToPath(import.meta.url));
const skimage = join(here, '..', '..', '..', '..', 'shared', 'data', 'skimage-cc0-photos');

// Only pictures whose subject truly fits one of the 13 categories (spec platform-core §2).
const PICKS = {
  'images/astronaut.png': { slug: 'skimage-astronaut', category: '人物', themes: ['人物'] },
  'images/camera.png': { slug: 'skimage-photographer', category: '人物', themes: ['人物'] },
  'images/chelsea.png': { slug: 'skimage-cat', category: '动物', themes: [] },
  'images/coffee.png': { slug: 'skimage-espresso', category: '食品&饮品', themes: [] },
  'images/coins.png': { slug: 'skimage-greek-coins', category: '艺术&文化', themes: [] },
  'images/brick.png': { slug: 'skimage-brick-wall', category: '建筑', themes: [] },
};

const labels = JSON.parse(readFileSync(join(skimage, 'labels.json'), 'utf8'));
const manifest = [];
for (const label of labels) {
  const pick = PICKS[label.file];
  if (!pick) continue;
  const file = `${pick.slug}.jpg`;
  const info = await sharp(join(skimage, label.file))
    .resize({ width: 1600, height: 1600, fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 82, mozjpeg: true })
    .toFile(join(here, 'photos', file));
  manifest.push({
    file,
    name: label.credit,
    title: label.title_zh,
    category: pick.category,
    themes: pick.themes,
    tags: label.tags_zh,
    copyright: label.license,
    source_url_or_package: 'scikit-image skimage/data (f42afeb)',
    width: info.width,
    height: info.height,
    format: 'jpeg',
  });
}
writeFileSync(join(here, 'materials.json'), `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`${manifest.length} demo photos written`);
