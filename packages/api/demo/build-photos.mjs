// Builds demo/photos, demo/materials.json and demo/CREDITS.md (BRIEF §5): the labelled CC0 set in
// ../shared/data/skimage-cc0-photos, photos and prints from Debian packages (wallpapers, GCompris,
// Palapeli, GNOME Taquin, the WordPress themes), Tux Paint's transparent stamps, Fluent Emoji 3D
// from npm, 传统纹样 drawn from geometry (patterns.mjs) and the support QR code; then the 元素 of
// build-elements.mjs.
// Re-runnable; run from the repo root: node packages/api/demo/build-photos.mjs
// The Debian packages are fetched with `apt-get download` and unpacked into a temporary folder
// unless WALLPAPERS_ROOT points at an unpacked tree (its usr/share); the emoji come from
// `npm pack` unless FLUENT_EMOJI_DIR points at an unpacked package.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { FLUENT_EMOJI, unpackEmoji } from './fluent-emoji.mjs';
import { gcomprisPicture } from './gcompris.mjs';
import { EDITORIAL, LIBRARY_PICKS } from './library-picks.mjs';
import { traditionalPatterns } from './patterns.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const skimage = join(here, '..', '..', '..', '..', 'shared', 'data', 'skimage-cc0-photos');
const MAX_SIDE = 1280;

const PACKAGES = {
  plasma: 'plasma-workspace-wallpapers 4:5.27.5-2',
  lomiri1604: 'lomiri-wallpapers-16.04 20.04.0-2',
  lomiri2004: 'lomiri-wallpapers-20.04 20.04.0-2',
  mate: 'mate-backgrounds 1.26.0-1',
  ukui: 'ukui-wallpapers 20.04.3-1.1',
  gcompris: 'gcompris-qt-data 3.1-2',
  lxqt: 'lxqt-themes 1.2.0-1',
  palapeli: 'palapeli-data 4:22.12.3-1',
  taquin: 'gnome-taquin 3.38.1-2+b1',
  wp21: 'wordpress-theme-twentytwentyone 6.1.9+dfsg1-0+deb12u1',
  wp22: 'wordpress-theme-twentytwentytwo 6.1.9+dfsg1-0+deb12u1',
  tuxpaint: 'tuxpaint-stamps-default 2022.06.04-1',
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
    ['插画', '秋天', '大树', '落叶', '女孩', '二十四节气'],
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
    ['秋天', '落叶', '枫叶', '特写', '二十四节气'],
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
    ['蒲公英', '草地', '阳光', '春天', '二十四节气'],
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
    ['草地', '绿色', '春天', '嫩芽', '二十四节气'],
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
    ['雨滴', '叶子', '绿色', '雨天', '二十四节气'],
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

// The type class of every material (spec: the first two type classes): a photograph, a drawn or
// painted illustration, or a transparent cut-out element.
const PHOTO = '照片';
const ILLUSTRATION = '插画';
const ELEMENT = '元素';
const NO_RELEASE = '仅限编辑用途，无肖像授权，不可用于商业广告';
// The wallpapers credited by name in usr/share/lxqt/wallpapers/License; the rest are the team's.
const LXQT_STEFONARCH = [
  'after-the-rain.jpg',
  'appleflower.png',
  'beam.png',
  'butterfly.png',
  'drop.png',
  'flowers.png',
  'fog.jpg',
  'this-is-not-windows.jpg',
];

/** The first wallpaper picks: illustrations and paintings say so in their tags. */
function wallpaperKind(tags) {
  return tags.some((t) => ['插画', '抽象', '绘画', '图形'].includes(t)) ? ILLUSTRATION : PHOTO;
}

/**
 * Where a LIBRARY_PICKS entry's picture is, with its author, licence and kind; `credit` is what the
 * entry itself says (the Tux Paint stamps).
 */
function libraryInput(roots, bundles, source, path, credit) {
  const share = roots.share;
  const pkg = `Debian ${PACKAGES[source]}`;
  switch (source) {
    case 'gcompris': {
      const { bytes, stanza } = gcomprisPicture(join(share, 'gcompris-qt', 'rcc'), bundles, path);
      const origin = stanza.source ?? stanza.comment ?? '';
      return {
        input: bytes,
        author: stanza.copyright,
        licence: stanza.license,
        source: `${pkg} (${path}${origin ? `; ${origin}` : ''})`,
        kind: PHOTO,
      };
    }
    case 'lxqt':
      return {
        input: join(share, 'lxqt', 'wallpapers', path),
        author: LXQT_STEFONARCH.includes(path)
          ? 'stefonarch, LXQt Project Team'
          : path.startsWith('Butterfly-Kenneth-Wimer')
            ? 'Kenneth Wimer, LXQt Project Team'
            : 'LXQt Project Team',
        licence: 'CC-BY-SA-3.0',
        source: `${pkg} (wallpapers/${path})`,
        kind: path === 'triangles.png' ? ILLUSTRATION : PHOTO,
      };
    case 'palapeli': {
      const desktop = readFileSync(
        join(share, 'palapeli', 'collection', path.replace(/\.jpg$/, '.desktop')),
        'utf8',
      );
      const field = (key) => new RegExp(`^${key}=(.*)$`, 'm').exec(desktop)?.[1];
      return {
        input: join(share, 'palapeli', 'collection', path),
        author: field('X-KDE-PluginInfo-Author'),
        licence: field('X-KDE-PluginInfo-License'),
        source: `${pkg} (collection/${path})`,
        kind: PHOTO,
      };
    }
    case 'taquin': {
      const copyright = readFileSync(join(share, 'doc', 'gnome-taquin', 'copyright'), 'utf8');
      const stanza = copyright.split(/\n\n/).find((s) => s.includes(`themes/cats/${path}`)) ?? '';
      const field = (key) => new RegExp(`^${key}: (.*)$`, 'm').exec(stanza)?.[1];
      return {
        input: join(share, 'gnome-taquin', 'themes', 'cats', path),
        author: field('Copyright'),
        licence: field('License'),
        source: `${pkg} (themes/cats/${path})`,
        kind: PHOTO,
      };
    }
    case 'wp21':
    case 'wp22': {
      const theme = source === 'wp21' ? 'twentytwentyone' : 'twentytwentytwo';
      // Both themes' readme.txt: Berthe Morisot's paintings (public domain); the bird plates
      // and Goyō Hashiguchi's ducks (public domain / CC0, via rawpixel).
      return {
        input: join(share, 'wordpress', 'wp-content', 'themes', theme, 'assets', 'images', path),
        author: source === 'wp21' ? 'Berthe Morisot (1841–1895)' : WP22_AUTHORS[path],
        licence: source === 'wp21' || path !== 'ducks.jpg' ? 'Public domain' : 'CC0',
        source: `${pkg} (assets/images/${path})`,
        kind: ILLUSTRATION,
      };
    }
    case 'tuxpaint':
      return {
        input: join(share, 'tuxpaint', 'stamps', path),
        author: credit.author,
        licence: credit.licence,
        source: `${pkg} (stamps/${path})`,
        kind: ELEMENT,
      };
    case 'emoji':
      return {
        input: join(roots.emoji, 'assets', `${path}.webp`),
        author: 'Microsoft Fluent Emoji',
        licence: 'MIT',
        source: `npm ${FLUENT_EMOJI} (assets/${path}.webp)`,
        kind: ILLUSTRATION,
      };
    default:
      throw new Error(`unknown source ${source}`);
  }
}

const WP22_AUTHORS = {
  'ducks.jpg': 'Goyō Hashiguchi',
  'bird-on-salmon.jpg': 'Jacques Barraband',
  'icon-bird.jpg': 'Elizabeth Gould',
  'bird-on-green.jpg': 'vintage hummingbird plate (rawpixel)',
  'bird-on-black.jpg': 'vintage hummingbird plate (rawpixel)',
};

// What the customer-service QR says until an administrator uploads the real group's code with
// the same two tags (spec platform-core §2: fetched by 客户端专用图 and 客户端二维码).
const SUPPORT_QR_TEXT =
  '使用产品有问题？请联系贵司管理员。（示例二维码：上传客服群二维码并打上标签“客户端专用图”“客户端二维码”即可替换）';

/** Resizes one picture into demo/photos: JPEG, or PNG where transparency matters. */
async function writePicture(input, file) {
  const png = file.endsWith('.png');
  let image = sharp(input, { limitInputPixels: false })
    .rotate()
    .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true });
  image = png
    ? image.png({ compressionLevel: 9, palette: true, quality: 90 })
    : image.flatten({ background: '#ffffff' }).jpeg({ quality: 80, mozjpeg: true });
  return image.toFile(join(here, 'photos', file));
}

const labels = new Map(
  JSON.parse(readFileSync(join(skimage, 'labels.json'), 'utf8')).map((l) => [l.file, l]),
);
const wallpapers = unpackWallpapers();
const emojiPackage = unpackEmoji();
const manifest = [];
const credits = [];
const add = async (input, file, entry) => {
  const info = await writePicture(input, file);
  // Recognisable people, photographed: a licence for the picture is no release for the person.
  const editorial = entry.editorial || (entry.kind === PHOTO && entry.tags.includes('人物'));
  const copyright = editorial ? `${entry.copyright}；${NO_RELEASE}` : entry.copyright;
  manifest.push({
    file,
    name: entry.name,
    title: entry.title,
    category: entry.category,
    themes: entry.themes,
    kind: entry.kind,
    tags: entry.tags,
    copyright,
    source_url_or_package: entry.source,
    width: info.width,
    height: info.height,
    format: file.endsWith('.png') ? 'png' : 'jpeg',
  });
  credits.push(`| ${file} | ${entry.title} | ${entry.name} | ${copyright} | ${entry.source} |`);
};

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
  await add(input, `${slug}.jpg`, { ...entry, category, themes, kind: wallpaperKind(entry.tags) });
}

const bundles = new Map();
const roots = { share: wallpapers.root, emoji: emojiPackage.root };
for (const pick of LIBRARY_PICKS) {
  const [source, path, slug, title, category, themes, tags, editorial, author, licence] = pick;
  const found = libraryInput(roots, bundles, source, path, { author, licence });
  if (typeof found.input === 'string' && !existsSync(found.input)) {
    throw new Error(`missing ${found.input}`);
  }
  if (!found.author || !found.licence) throw new Error(`${source} ${path}: no author or licence`);
  const transparent = source === 'tuxpaint' || source === 'emoji';
  await add(found.input, `${slug}.${transparent ? 'png' : 'jpg'}`, {
    name: found.author,
    title,
    category,
    themes,
    kind: found.kind,
    tags,
    copyright: found.licence,
    editorial: editorial === EDITORIAL,
    source: found.source,
  });
}

for (const pattern of traditionalPatterns()) {
  await add(Buffer.from(pattern.svg), `${pattern.slug}.png`, {
    name: '广告素材平台设计组（几何生成）',
    title: pattern.title,
    category: '艺术&文化',
    themes: ['传统纹样'],
    kind: ILLUSTRATION,
    tags: pattern.tags,
    copyright: 'CC0（本产品原创）',
    source: 'packages/api/demo/patterns.mjs',
  });
}

// Last in the manifest, so the seeder dates it oldest and it stays out of 最新 and 推荐.
await add(
  Buffer.from(await QRCode.toString(SUPPORT_QR_TEXT, { type: 'svg', margin: 2, width: 600 })),
  'support-qr.png',
  {
    name: '广告素材平台',
    title: '客服群二维码（示例）',
    category: '商务&工作',
    themes: [],
    kind: ELEMENT,
    tags: ['客户端专用图', '客户端二维码', '二维码', '客服'],
    copyright: 'CC0（本产品原创）',
    source: 'packages/api/demo/build-photos.mjs (qrcode)',
  },
);
wallpapers.cleanup();
emojiPackage.cleanup();

writeFileSync(join(here, 'materials.json'), `${JSON.stringify(manifest, null, 2)}\n`);
writeFileSync(
  join(here, 'CREDITS.md'),
  `# Demo materials: sources and licences

Built by \`build-photos.mjs\`; each picture resized to at most ${MAX_SIDE} px and re-encoded (JPEG, or
PNG where the picture is a transparent element), nothing else changed. Type class (照片 / 插画 /
元素) and tags are ours, from looking at each picture. Sources:

- \`../shared/data/skimage-cc0-photos\`: scikit-image \`skimage/data\` at commit
  f42afebec860cac3ec92ac022ad08385f06c589f; each image's terms are stated in that commit's
  \`skimage/data/_fetchers.py\`.
- Debian bookworm packages ${Object.values(PACKAGES).join(', ')}: authors and licences as in each
  package's \`/usr/share/doc/<package>/copyright\` and, per file, Plasma's \`metadata.json\`,
  GCompris' READMEs inside its \`.rcc\` bundles (read by \`gcompris.mjs\`), Palapeli's
  \`.desktop\` files, \`usr/share/lxqt/wallpapers/License\` and the WordPress themes' \`readme.txt\`.
  Palapeli pictures under the GNU FDL are left out. CC-BY and CC-BY-SA pictures are credited here
  and on the detail page (作者); GPL and LGPL pictures are redistributed unchanged apart from
  resizing, their source is the Debian package named.
- npm ${FLUENT_EMOJI} (MIT, Microsoft Fluent Emoji): 3D emoji used as illustrations,
  and (\`build-elements.mjs\`) further objects as transparent 元素.
- Tux Paint stamps cut out as transparent 元素 (\`build-elements.mjs\`, picked in
  \`tuxpaint-stamps.mjs\`): the package's copyright file gives them all as GPL-2; where the upstream
  CHANGES.txt (the package's changelog) or an SVG's own metadata names the author and licence (public
  domain from the Open Clip Art Library or NOAA, CC-BY, CC-BY-SA, GPL from Childsplay), the row gives
  those. The stamps build-photos.mjs takes (\`stamp-*.png\`, picked in \`library-picks.mjs\`) are
  credited the same way. Left out of both: the stamps CHANGES.txt gives as GNU FDL, those it says
  came from stock.xchng and the Wikipedia photos it gives no licence for.
- 元素 drawn for the product from geometry by \`elements.mjs\` (bursts, price tags, seals, ribbons,
  speech bubbles, arrows, frames, confetti, sparkles, corner sashes, dividers): CC0.
- 传统纹样 (回纹, 云纹, 水纹, 如意) are drawn for the product from geometry by \`patterns.mjs\`; the
  support QR code is generated with the \`qrcode\` npm package. Both CC0.
- Photos in which people can be recognised come with no model release: their licence line says
  ${NO_RELEASE} (shown on the detail page as the copyright note). Where a template or demo needs a
  person, use an illustration.

| file | 标题 | author | licence | source |
| --- | --- | --- | --- | --- |
${credits.join('\n')}
`,
);
console.log(`${manifest.length} demo materials written`);
// The transparent 元素 (emoji objects and drawn decorations) join the manifest before the support
// QR; that script then writes every photo's signature, which seeding reads instead of decoding.
execFileSync('node', [join(here, 'build-elements.mjs')], { stdio: 'inherit' });
