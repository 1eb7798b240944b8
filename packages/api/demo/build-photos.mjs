// Builds demo/photos, demo/materials.json and demo/CREDITS.md from two sources: the labelled CC0
// set in ../shared/data/skimage-cc0-photos and photographic wallpapers from Debian packages (BRIEF §5).
// Re-runnable; run from the repo root: node packages/api/demo/build-photos.mjs
// The Debian packages are fetched with `apt-get download` and unpacked into a temporary folder
// unless WALLPAPERS_ROOT points at an unpacked tree (its usr/share).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const here = dirname(fileURLToPath(import.meta.url));
const skimage = join(here, '..', '..', '..', '..', 'shared', 'data', 'skimage-cc0-photos');
const MAX_SIDE = 1280;

const PACKAGES = {
  plasma: 'plasma-workspace-wallpapers 4:5.27.5-2',
  lomiri1604: 'lomiri-wallpapers-16.04 20.04.0-2',
  lomiri2004: 'lomiri-wallpapers-20.04 20.04.0-2',
  mate: 'mate-backgrounds 1.26.0-1',
  ukui: 'ukui-wallpapers 20.04.3-1.1',
};

// Each picture was looked at; category is one of the 13 of spec platform-core §2, themes are the
// home rows and hot topics it truly shows, tags describe what is in it.
// [source, path under the source, slug, title, category, themes, tags, author, licence]
const PICKS = [
  ['skimage', 'images/astronaut.png', 'skimage-astronaut', null, '人物', ['人物']],
  ['skimage', 'images/camera.png', 'skimage-photographer', null, '人物', ['人物']],
  ['skimage', 'images/chelsea.png', 'skimage-cat', null, '动物', []],
  ['skimage', 'images/horse.png', 'skimage-horse', null, '动物', []],
  ['skimage', 'images/coffee.png', 'skimage-espresso', null, '食品&饮品', []],
  ['skimage', 'images/coins.png', 'skimage-greek-coins', null, '艺术&文化', []],
  ['skimage', 'images/brick.png', 'skimage-brick-wall', null, '建筑', []],
  ['skimage', 'images/rocket.jpg', 'skimage-rocket', null, '热点事件', []],

  [
    'plasma',
    'Altai',
    'plasma-altai',
    '低多边形雪山湖泊插画',
    '艺术&文化',
    [],
    ['插画', '雪山', '湖泊', '低多边形', '蓝色'],
  ],
  [
    'plasma',
    'Autumn',
    'plasma-autumn',
    '秋日大树与女孩插画',
    '艺术&文化',
    ['二十四节气'],
    ['插画', '秋天', '大树', '落叶', '女孩'],
  ],
  [
    'plasma',
    'BytheWater',
    'plasma-by-the-water',
    '黄昏湖边的木栈道',
    '风景',
    ['风景'],
    ['湖泊', '木栈道', '水面', '黄昏'],
  ],
  [
    'plasma',
    'ColdRipple',
    'plasma-cold-ripple',
    '雾中湖面的码头（黑白）',
    '风景',
    ['风景'],
    ['码头', '雾', '湖泊', '黑白', '宁静'],
  ],
  [
    'plasma',
    'ColorfulCups',
    'plasma-colorful-cups',
    '成排的彩色塑料杯',
    '食品&饮品',
    [],
    ['杯子', '派对', '彩色', '俯拍'],
  ],
  [
    'plasma',
    'DarkestHour',
    'plasma-darkest-hour',
    '薄雾笼罩的蓝色湖面',
    '风景',
    ['风景'],
    ['湖泊', '雾', '蓝色', '清晨'],
  ],
  [
    'plasma',
    'EveningGlow',
    'plasma-evening-glow',
    '晚霞下湖岸边的小木船',
    '风景',
    ['风景'],
    ['晚霞', '小船', '湖泊', '山', '日落'],
  ],
  [
    'plasma',
    'FallenLeaf',
    'plasma-fallen-leaf',
    '落在地上的秋日枫叶',
    '风景',
    ['二十四节气'],
    ['秋天', '落叶', '枫叶', '特写'],
  ],
  [
    'plasma',
    'Grey',
    'plasma-grey',
    '现代建筑的曲线外立面（黑白）',
    '建筑',
    [],
    ['现代建筑', '外立面', '曲线', '黑白'],
  ],
  [
    'plasma',
    'Kite',
    'plasma-kite',
    '蓝天白云中的风筝',
    '风景',
    ['风景'],
    ['风筝', '蓝天', '白云', '天空'],
  ],
  [
    'plasma',
    'OneStandsOut',
    'plasma-one-stands-out',
    '绿色苔藓中的一株橙色',
    '风景',
    [],
    ['植物', '苔藓', '绿色', '俯拍', '与众不同'],
  ],
  [
    'plasma',
    'Path',
    'plasma-path',
    '森林中的小路',
    '风景',
    ['风景'],
    ['森林', '小路', '树木', '绿色'],
  ],
  [
    'plasma',
    'SafeLanding',
    'plasma-safe-landing',
    '山坡上的卡通火箭插画',
    '艺术&文化',
    [],
    ['插画', '火箭', '卡通', '竖版'],
  ],
  [
    'plasma',
    'summer_1am',
    'plasma-summer-night',
    '夏夜紫色天空下的湖面',
    '风景',
    ['风景'],
    ['湖泊', '夏天', '黄昏', '紫色', '芦苇'],
  ],
  [
    'plasma',
    'Elarun',
    'plasma-elarun',
    '蓝紫色抽象曲线背景',
    '艺术&文化',
    [],
    ['抽象', '背景', '曲线', '蓝色'],
  ],
  [
    'plasma',
    'Kay',
    'plasma-kay',
    '彩色几何色块背景',
    '艺术&文化',
    [],
    ['抽象', '背景', '几何', '彩色'],
  ],
  [
    'plasma',
    'Volna',
    'plasma-volna',
    '低多边形沙滩海浪插画',
    '艺术&文化',
    [],
    ['插画', '海浪', '沙滩', '低多边形'],
  ],
  [
    'plasma',
    'Honeywave',
    'plasma-honeywave',
    '橙蓝色蜂窝状抽象背景',
    '艺术&文化',
    [],
    ['抽象', '背景', '蜂窝', '橙色'],
  ],
  [
    'plasma',
    'MilkyWay',
    'plasma-milky-way',
    '紫色星光粒子背景',
    '艺术&文化',
    [],
    ['抽象', '背景', '粒子', '紫色'],
  ],

  [
    'lomiri1604',
    'Bridge_by_Sander_Klootwijk.jpg',
    'lomiri-bridge',
    '蓝天下的桥梁钢索',
    '建筑',
    [],
    ['桥梁', '钢索', '蓝天', '海滩'],
    'Sander Klootwijk',
    'CC-BY-SA-4.0',
  ],
  [
    'lomiri1604',
    'Dragonfly_by_Bolly.jpg',
    'lomiri-dragonfly',
    '停在枝头的蜻蜓',
    '动物',
    [],
    ['蜻蜓', '昆虫', '树叶', '蓝天'],
    'Bolly',
    'CC-BY-SA-4.0',
  ],
  [
    'lomiri1604',
    'Picture_0B_by_freespace.jpg',
    'lomiri-fig',
    '红碗里切开的无花果',
    '食品&饮品',
    [],
    ['无花果', '水果', '红色', '碗'],
    'Trevor "Freespace"',
    'CC-BY-4.0',
  ],
  [
    'lomiri1604',
    'Picture_1A_by_freespace.jpg',
    'lomiri-brushes',
    '沾满颜料的彩色画笔',
    '艺术&文化',
    [],
    ['画笔', '颜料', '绘画', '彩色'],
    'Trevor "Freespace"',
    'CC-BY-4.0',
  ],
  [
    'lomiri1604',
    'Wine_by_Jakkub_Mede.jpg',
    'lomiri-djembe',
    '客厅里的非洲鼓与葡萄酒',
    '艺术&文化',
    [],
    ['非洲鼓', '乐器', '葡萄酒', '室内'],
    'Jakub Mede',
    'CC-BY-4.0',
  ],
  [
    'lomiri1604',
    'aitzgorri_by_Aitzol_Berasategi.jpg',
    'lomiri-aitzgorri',
    '秋林草地与远山',
    '风景',
    ['风景'],
    ['山', '秋天', '草地', '森林'],
    'Aitzol Berasategi',
    'CC-BY-4.0',
  ],
  [
    'lomiri1604',
    'analogpattern_by_Peter_Nerlich.jpg',
    'lomiri-analog-pattern',
    '彩色磨砂玻璃纹理',
    '艺术&文化',
    [],
    ['纹理', '背景', '玻璃', '材质'],
    'Peter Nerlich',
    'CC-BY-SA-4.0',
  ],
  [
    'lomiri1604',
    'free_by_Peter_Nerlich.jpg',
    'lomiri-bird-ornament',
    '吊灯下的小鸟挂饰',
    '艺术&文化',
    [],
    ['小鸟', '挂饰', '灯', '室内'],
    'Peter Nerlich',
    'CC-BY-SA-4.0',
  ],
  [
    'lomiri1604',
    'friends_by_Aitzol_Berasategi.jpg',
    'lomiri-dogs',
    '窗口探头的两只小狗',
    '动物',
    [],
    ['狗', '宠物', '窗户', '朋友'],
    'Aitzol Berasategi',
    'CC-BY-4.0',
  ],
  [
    'lomiri1604',
    'greentock_by_Peter_Nerlich.jpg',
    'lomiri-clock',
    '挂钟表盘特写',
    '商务&工作',
    [],
    ['时钟', '时间', '效率', '特写'],
    'Peter Nerlich',
    'CC-BY-SA-4.0',
  ],
  [
    'lomiri1604',
    'life_by_Aitzol_Berasategi.jpg',
    'lomiri-creek',
    '森林中的溪流与岩石',
    '风景',
    ['风景'],
    ['溪流', '森林', '岩石', '瀑布'],
    'Aitzol Berasategi',
    'CC-BY-4.0',
  ],
  [
    'lomiri1604',
    'picosdeeuropa_by_Aitzol_Berasategi.jpg',
    'lomiri-picos-de-europa',
    '欧罗巴山的雪峰与山路',
    '旅游',
    ['风景'],
    ['雪山', '山路', '徒步', '蓝天'],
    'Aitzol Berasategi',
    'CC-BY-4.0',
  ],
  [
    'lomiri1604',
    'seeding_by_Clements_Engelhardt.jpg',
    'lomiri-dandelions',
    '夕阳下的蒲公英',
    '风景',
    ['二十四节气'],
    ['蒲公英', '草地', '阳光', '春天'],
    'Clemens Engelhardt',
    'CC0-1.0',
  ],
  [
    'lomiri1604',
    'sunset_by_Aitzol_Berasategi.jpg',
    'lomiri-sunset',
    '山顶的日落',
    '风景',
    ['风景'],
    ['日落', '山', '阳光', '天空'],
    'Aitzol Berasategi',
    'CC-BY-4.0',
  ],
  [
    'lomiri1604',
    'umang_by_Abhishek_Mudgal.jpg',
    'lomiri-umang',
    '多彩渐变抽象背景',
    '艺术&文化',
    [],
    ['抽象', '背景', '渐变', '彩色'],
    'Abhishek Mudgal',
    'CC-BY-4.0',
  ],
  [
    'lomiri2004',
    'Fossa_by_Jasper_Roks.jpg',
    'lomiri-fossa',
    '红紫色几何渐变背景',
    '艺术&文化',
    [],
    ['抽象', '背景', '渐变', '红色'],
    'Jasper Roks',
    'CC-BY-SA-3.0',
  ],
  [
    'lomiri2004',
    'Infinite-Sea_by_Aury88.jpg',
    'lomiri-infinite-sea',
    '银河与大海数字绘画',
    '艺术&文化',
    [],
    ['星空', '银河', '大海', '夜晚'],
    'Aury88',
    'CC-BY-SA-3.0',
  ],
  [
    'lomiri2004',
    'Kleiber_by_Lukas_Baubkus.jpg',
    'lomiri-nuthatch',
    '树干上的䴓鸟',
    '动物',
    [],
    ['鸟', '树干', '野生动物', '特写'],
    'Lukas Baubkus',
    'CC-BY-SA-3.0',
  ],
  [
    'lomiri2004',
    'Painting-Colors_by__herobrine7gamer.jpg',
    'lomiri-painting-colors',
    '粉蓝斜向色带',
    '艺术&文化',
    [],
    ['抽象', '背景', '色带', '粉色'],
    'HEROBRINE7GAMER',
    'CC-BY-SA-3.0',
  ],

  [
    'ukui',
    '2004default.jpg',
    'ukui-ribbon',
    '蓝色背景上的彩色丝带',
    '艺术&文化',
    [],
    ['抽象', '丝带', '三维', '蓝色'],
  ],
  [
    'ukui',
    'calla.png',
    'ukui-calla',
    '马蹄莲插画',
    '艺术&文化',
    [],
    ['插画', '马蹄莲', '花', '粉色'],
  ],
  [
    'ukui',
    'desert.png',
    'ukui-desert',
    '极简沙丘插画',
    '艺术&文化',
    [],
    ['插画', '沙丘', '极简', '扁平'],
  ],
  [
    'ukui',
    'fluent-color.png',
    'ukui-fluent-color',
    '流动的蓝紫色渐变',
    '艺术&文化',
    [],
    ['抽象', '背景', '渐变', '流体'],
  ],
  [
    'ukui',
    'goldfish.png',
    'ukui-goldfish',
    '紫色背景的金鱼插画',
    '艺术&文化',
    [],
    ['插画', '金鱼', '紫色', '鱼'],
  ],
  [
    'ukui',
    'rhythm.jpg',
    'ukui-rhythm',
    '青色背景上的彩色飘带',
    '艺术&文化',
    [],
    ['抽象', '飘带', '三维', '青色'],
  ],
  [
    'ukui',
    'string.jpg',
    'ukui-string',
    '彩色线条漩涡',
    '艺术&文化',
    [],
    ['抽象', '线条', '漩涡', '彩色'],
  ],
  [
    'ukui',
    'the-mouse.jpg',
    'ukui-mouse',
    '霓虹风格的老鼠插画',
    '艺术&文化',
    [],
    ['插画', '老鼠', '霓虹', '深色'],
  ],

  [
    'mate',
    'nature/Aqua.jpg',
    'mate-water-drop',
    '水滴溅起的水花',
    '风景',
    [],
    ['水滴', '水花', '特写', '蓝色'],
    'Charles Barbin',
    'GPL-2+',
  ],
  [
    'mate',
    'nature/Blinds.jpg',
    'mate-leaf-veins',
    '绿叶叶脉特写',
    '风景',
    [],
    ['绿叶', '叶脉', '绿色', '纹理'],
    'Lennart Poettering',
    'GPL-2+',
  ],
  [
    'mate',
    'nature/Dune.jpg',
    'mate-dune-grass',
    '海边沙丘上的野草',
    '旅游',
    ['风景'],
    ['海边', '沙丘', '野草', '夏天'],
    'Marco Cogoni',
    'GPL-2+',
  ],
  [
    'mate',
    'nature/FreshFlower.jpg',
    'mate-orange-flower',
    '橙色花朵特写',
    '风景',
    [],
    ['花', '橙色', '花瓣', '特写'],
    'Jens Ansorg',
    'GPL-2+',
  ],
  [
    'mate',
    'nature/Garden.jpg',
    'mate-marigold',
    '红色万寿菊',
    '风景',
    [],
    ['花', '万寿菊', '红色', '花园'],
    'Charles Barbin',
    'GPL-2+',
  ],
  [
    'mate',
    'nature/GreenMeadow.jpg',
    'mate-green-grass',
    '嫩绿的草地',
    '风景',
    ['二十四节气'],
    ['草地', '绿色', '春天', '嫩芽'],
    'Timothy Schellhase',
    'GPL-2+',
  ],
  [
    'mate',
    'nature/LadyBird.jpg',
    'mate-ladybird',
    '草茎上的瓢虫',
    '动物',
    [],
    ['瓢虫', '昆虫', '勿忘我', '花'],
    'Charles Barbin',
    'GPL-2+',
  ],
  [
    'mate',
    'nature/RainDrops.jpg',
    'mate-rain-drops',
    '叶片上的雨滴',
    '风景',
    ['二十四节气'],
    ['雨滴', '叶子', '绿色', '雨天'],
    '"blackcombwhistler07"',
    'GPL-2+',
  ],
  [
    'mate',
    'nature/Storm.jpg',
    'mate-storm',
    '暴风雨前的乌云与公路',
    '风景',
    ['风景'],
    ['暴风雨', '乌云', '公路', '天空'],
    'Sergey Nazarov',
    'GPL-2+',
  ],
  [
    'mate',
    'nature/TwoWings.jpg',
    'mate-dandelion-seeds',
    '蒲公英种子特写',
    '风景',
    [],
    ['蒲公英', '种子', '特写', '橙色'],
    'Charles Barbin',
    'GPL-2+',
  ],
  [
    'mate',
    'nature/Wood.jpg',
    'mate-wood',
    '浅色木板纹理',
    '艺术&文化',
    [],
    ['木纹', '纹理', '背景', '材质'],
    'Jean-François Fortin Tam',
    'GPL-2+',
  ],
  [
    'mate',
    'nature/YellowFlower.jpg',
    'mate-yellow-flower',
    '黄色花朵特写',
    '风景',
    [],
    ['花', '黄色', '花瓣', '特写'],
    'Charles Barbin',
    'GPL-2+',
  ],
  [
    'mate',
    'abstract/Elephants.jpg',
    'mate-elephants',
    '蓝色调的大象绘画',
    '艺术&文化',
    [],
    ['绘画', '大象', '蓝色', '艺术'],
    'Wyng Stancikaite',
    'GPL-2+',
  ],
];

function unpackWallpapers() {
  if (process.env.WALLPAPERS_ROOT) return { root: process.env.WALLPAPERS_ROOT, cleanup: () => {} };
  const dir = mkdtempSync(join(tmpdir(), 'wallpapers-'));
  const names = Object.values(PACKAGES).map((p) => p.split(' ')[0]);
  execFileSync('apt-get', ['download', ...names], { cwd: dir, stdio: 'inherit' });
  for (const deb of readdirSync(dir).filter((f) => f.endsWith('.deb'))) {
    execFileSync('dpkg-deb', ['-x', join(dir, deb), join(dir, 'root')]);
  }
  return {
    root: join(dir, 'root', 'usr', 'share'),
    cleanup: () => rmSync(dir, { recursive: true }),
  };
}

// Plasma wallpapers come in several sizes: the smallest at least MAX_SIDE wide, else the largest.
function plasmaImage(root, name) {
  const dir = join(root, 'wallpapers', name, 'contents', 'images');
  const sizes = readdirSync(dir).map((f) => ({ f, w: Number.parseInt(f, 10) }));
  sizes.sort((a, b) => a.w - b.w);
  const pick = sizes.find((s) => s.w >= MAX_SIDE) ?? sizes[sizes.length - 1];
  return join(dir, pick.f);
}

function plasmaCredit(root, name) {
  const dir = join(root, 'wallpapers', name);
  if (existsSync(join(dir, 'metadata.json'))) {
    const plugin = JSON.parse(readFileSync(join(dir, 'metadata.json'), 'utf8')).KPlugin ?? {};
    return { author: plugin.Authors.map((a) => a.Name).join(', '), licence: plugin.License };
  }
  // Older wallpapers describe themselves in metadata.desktop.
  const desktop = readFileSync(join(dir, 'metadata.desktop'), 'utf8');
  const field = (key) => new RegExp(`^${key}=(.*)$`, 'm').exec(desktop)?.[1];
  return { author: field('X-KDE-PluginInfo-Author'), licence: field('X-KDE-PluginInfo-License') };
}

const labels = new Map(
  JSON.parse(readFileSync(join(skimage, 'labels.json'), 'utf8')).map((l) => [l.file, l]),
);
const wallpapers = unpackWallpapers();
const manifest = [];
const credits = [];
for (const [source, path, slug, title, category, themes, tags, author, licence] of PICKS) {
  let input;
  let entry;
  if (source === 'skimage') {
    const label = labels.get(path);
    input = join(skimage, path);
    entry = {
      name: label.credit,
      title: label.title_zh,
      tags: label.tags_zh,
      copyright: label.license,
    };
    entry.source = 'scikit-image skimage/data (f42afeb)';
  } else if (source === 'plasma') {
    input = plasmaImage(wallpapers.root, path);
    const credit = plasmaCredit(wallpapers.root, path);
    entry = { name: credit.author, title, tags, copyright: credit.licence };
    entry.source = `Debian ${PACKAGES.plasma} (${path})`;
  } else {
    input = join(wallpapers.root, 'backgrounds', source === 'mate' ? 'mate' : '', path);
    entry = {
      name: author ?? 'Ubuntu Kylin community contributors',
      title,
      tags,
      copyright: licence ?? 'CC-BY-SA-3.0',
      source: `Debian ${PACKAGES[source]} (${path})`,
    };
  }
  if (!existsSync(input)) throw new Error(`missing ${input}`);
  const file = `${slug}.jpg`;
  const info = await sharp(input, { limitInputPixels: false })
    .rotate()
    .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 80, mozjpeg: true })
    .toFile(join(here, 'photos', file));
  manifest.push({
    file,
    name: entry.name,
    title: entry.title,
    category,
    themes,
    tags: entry.tags,
    copyright: entry.copyright,
    source_url_or_package: entry.source,
    width: info.width,
    height: info.height,
    format: 'jpeg',
  });
  credits.push(
    `| ${file} | ${entry.title} | ${entry.name} | ${entry.copyright} | ${entry.source} |`,
  );
}
wallpapers.cleanup();

writeFileSync(join(here, 'materials.json'), `${JSON.stringify(manifest, null, 2)}\n`);
writeFileSync(
  join(here, 'CREDITS.md'),
  `# Demo photos: sources and licences

Built by \`build-photos.mjs\`; each picture resized to at most ${MAX_SIDE} px and re-encoded as JPEG,
nothing else changed. Sources:

- \`../shared/data/skimage-cc0-photos\`: scikit-image \`skimage/data\` at commit
  f42afebec860cac3ec92ac022ad08385f06c589f; each image's terms are stated in that commit's
  \`skimage/data/_fetchers.py\`.
- Debian bookworm packages ${Object.values(PACKAGES).join(', ')}: authors and licences as in each
  package's \`/usr/share/doc/<package>/copyright\` (Plasma: each wallpaper's \`metadata.json\`).
  CC-BY and CC-BY-SA pictures are credited here and on the detail page (作者); the GPL-2+ MATE
  pictures are redistributed unchanged apart from resizing, their source is the Debian package.

| file | 标题 | author | licence | source |
| --- | --- | --- | --- | --- |
${credits.join('\n')}
`,
);
console.log(`${manifest.length} demo photos written`);
