// Adds the transparent 元素 (cut-out elements) to demo/photos, demo/materials.json and
// demo/CREDITS.md (issue 30 item 12: 元素 had 26, the bar is 120): Fluent Emoji 3D objects from npm
// (MIT) that build-photos.mjs does not use as illustrations, Tux Paint stamps that it does not use
// either (tuxpaint-stamps.mjs: public domain, CC and GPL, each with its author), and the
// decorations drawn by elements.mjs (our own, CC0). Re-runnable: its own rows are replaced, the
// rest is kept; the support QR stays last (the seeder dates it oldest). build-photos.mjs runs it
// after itself. Run from the repo root: node packages/api/demo/build-elements.mjs
// The emoji come from `npm pack` unless FLUENT_EMOJI_DIR points at an unpacked package; the stamps
// need Debian's tuxpaint-stamps-default installed.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { drawnElements } from './elements.mjs';
import { FLUENT_EMOJI, unpackEmoji } from './fluent-emoji.mjs';
import { STAMP_ELEMENTS, STAMPS_DIR, TUXPAINT_PACKAGE } from './tuxpaint-stamps.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const MAX_SIDE = 800;
// Vector stamps are drawn at this size: enough for a banner, and small PNGs (the bitmap stamps are
// at most a few hundred pixels and are never enlarged).
const STAMP_SIDE = 600;
const ELEMENT = '元素';
const OURS = '广告素材平台设计组（几何绘制）';
const SUPPORT_QR = 'support-qr.png';

// Objects a marketer puts on a promotion, each looked at: [codepoint file, slug, title, category,
// themes, tags]. None is among build-photos.mjs's emoji illustrations.
const EMOJI = [
  ['1f6cd-fe0f', 'shopping-bags', '购物袋', '时尚', [], ['购物', '购物袋', '促销', '双11']],
  ['1f3f7-fe0f', 'label', '标签吊牌', '商务&工作', [], ['标签', '吊牌', '价格', '促销']],
  ['1f4b0', 'money-bag', '钱袋', '商务&工作', [], ['钱袋', '财富', '红包', '优惠']],
  ['1fa99', 'coin', '金币', '商务&工作', ['元旦'], ['金币', '财富', '新年', '积分']],
  ['1f48e', 'gem', '钻石', '时尚', [], ['钻石', '珠宝', '会员', '高端']],
  ['1f525', 'fire', '火焰', '热点事件', [], ['火焰', '热卖', '爆款', '火爆']],
  ['2b50', 'star', '金色星星', '艺术&文化', [], ['星星', '好评', '装饰']],
  ['1f31f', 'glowing-star', '闪耀的星星', '艺术&文化', [], ['星星', '闪光', '推荐']],
  ['2728', 'sparkles', '闪闪发光', '艺术&文化', [], ['闪光', '星星', '装饰', '新品']],
  ['1f4af', 'hundred', '一百分', '商务&工作', [], ['满分', '100', '好评']],
  ['1f380', 'ribbon-bow', '红色蝴蝶结', '时尚', [], ['蝴蝶结', '丝带', '礼物', '女神节']],
  ['1f6d2', 'shopping-cart', '购物车', '商务&工作', [], ['购物车', '购物', '电商', '促销']],
  ['1f4e6', 'package', '快递包裹', '商务&工作', [], ['包裹', '快递', '包邮', '电商']],
  ['1f69a', 'delivery-truck', '送货卡车', '商务&工作', [], ['快递', '送货', '物流', '包邮']],
  ['23f0', 'alarm-clock', '闹钟', '商务&工作', [], ['闹钟', '限时', '倒计时', '秒杀']],
  ['1f4e3', 'megaphone', '喇叭', '商务&工作', [], ['喇叭', '公告', '宣传', '通知']],
  ['1f4e2', 'loudspeaker', '扩音器', '商务&工作', [], ['扩音器', '公告', '宣传', '活动']],
  ['1f4b3', 'credit-card', '银行卡', '商务&工作', [], ['银行卡', '支付', '信用卡', '金融']],
  ['1f3af', 'target', '靶心', '商务&工作', [], ['目标', '靶心', '精准', '营销']],
  ['1f680', 'rocket', '火箭', '热点事件', ['5G'], ['火箭', '发布', '上线', '科技']],
  ['1f44d', 'thumbs-up', '点赞', '人物', [], ['点赞', '好评', '推荐']],
  ['2764-fe0f', 'red-heart', '红心', '艺术&文化', [], ['爱心', '红心', '情人节', '七夕']],
  ['1f49d', 'heart-ribbon', '系丝带的爱心', '艺术&文化', [], ['爱心', '礼物', '情人节', '七夕']],
  ['1f339', 'rose', '红玫瑰', '艺术&文化', [], ['玫瑰', '鲜花', '情人节', '女神节']],
  ['1f490', 'bouquet', '花束', '艺术&文化', [], ['花束', '鲜花', '母亲节', '祝福']],
  ['1f338', 'cherry-blossom', '樱花', '风景', ['二十四节气'], ['樱花', '春天', '花', '二十四节气']],
  ['1f370', 'shortcake', '草莓蛋糕', '食品&饮品', [], ['蛋糕', '甜品', '草莓', '下午茶']],
  ['1f382', 'birthday-cake', '生日蛋糕', '食品&饮品', [], ['生日', '蛋糕', '庆祝', '周年庆']],
  ['1f9c1', 'cupcake', '纸杯蛋糕', '食品&饮品', [], ['纸杯蛋糕', '甜品', '烘焙']],
  ['2615', 'hot-coffee', '热咖啡', '食品&饮品', [], ['咖啡', '热饮', '饮品', '下午茶']],
  ['1f9cb', 'bubble-tea', '珍珠奶茶', '食品&饮品', [], ['奶茶', '珍珠奶茶', '饮品', '茶饮']],
  [
    '1f349',
    'watermelon',
    '西瓜',
    '食品&饮品',
    ['二十四节气'],
    ['西瓜', '水果', '夏天', '二十四节气'],
  ],
  ['1f34b', 'lemon', '柠檬', '食品&饮品', [], ['柠檬', '水果', '清新', '夏天']],
  ['1f96d', 'mango', '芒果', '食品&饮品', [], ['芒果', '水果', '热带']],
  ['1f366', 'ice-cream', '冰淇淋', '食品&饮品', [], ['冰淇淋', '甜品', '夏天', '冷饮']],
  ['1f37a', 'beer', '啤酒', '食品&饮品', [], ['啤酒', '饮品', '夏天', '聚会']],
  ['1f377', 'wine', '红酒', '食品&饮品', [], ['红酒', '葡萄酒', '饮品', '晚宴']],
  ['1f31e', 'sun', '笑脸太阳', '风景', [], ['太阳', '晴天', '夏天', '好心情']],
  ['1f308', 'rainbow', '彩虹', '风景', [], ['彩虹', '天气', '彩色', '希望']],
  ['1f319', 'crescent-moon', '弯月', '风景', [], ['月亮', '夜晚', '中秋', '晚安']],
  ['1f3d6-fe0f', 'beach', '沙滩遮阳伞', '旅游', [], ['沙滩', '海边', '度假', '夏天']],
  ['1f334', 'palm-tree', '椰子树', '旅游', [], ['椰子树', '热带', '度假', '海岛']],
  ['1f947', 'gold-medal', '金牌', '健康', [], ['金牌', '第一名', '冠军', '奖牌']],
  ['1f3c5', 'sports-medal', '运动奖牌', '健康', [], ['奖牌', '运动', '比赛', '荣誉']],
  ['1f451', 'crown', '皇冠', '时尚', [], ['皇冠', '会员', '尊享', '第一']],
  ['1f4f7', 'camera', '照相机', '旅游', [], ['相机', '拍照', '摄影', '旅行']],
  ['1f9f8', 'teddy-bear', '泰迪熊', '艺术&文化', [], ['玩具', '泰迪熊', '儿童节', '礼物']],
  ['1fa81', 'kite', '风筝', '风景', ['二十四节气'], ['风筝', '春天', '清明', '二十四节气']],
  ['1f341', 'maple-leaf', '枫叶', '风景', ['二十四节气'], ['枫叶', '秋天', '立秋', '二十四节气']],
  [
    '1f342',
    'fallen-leaves',
    '落叶',
    '风景',
    ['二十四节气'],
    ['落叶', '秋天', '秋分', '二十四节气'],
  ],
  ['1f33e', 'rice', '稻穗', '风景', ['二十四节气'], ['稻穗', '丰收', '芒种', '二十四节气']],
  ['1f96e', 'moon-cake', '月饼', '食品&饮品', [], ['月饼', '中秋', '节日', '传统']],
  ['1f390', 'wind-chime', '风铃', '艺术&文化', [], ['风铃', '夏天', '清凉', '日式']],
  ['1f38f', 'carp-streamer', '鲤鱼旗', '艺术&文化', [], ['鲤鱼旗', '儿童节', '节日']],
  ['1f430', 'rabbit', '兔子', '动物', [], ['兔子', '中秋', '可爱', '宠物']],
  ['1f383', 'pumpkin', '南瓜灯', '热点事件', [], ['南瓜灯', '万圣节', '节日', '秋天']],
  ['1f4b8', 'flying-money', '飞走的钞票', '商务&工作', [], ['钞票', '省钱', '优惠', '返现']],
  ['1f9fe', 'receipt', '购物小票', '商务&工作', [], ['小票', '账单', '发票', '购物']],
  ['1f4cc', 'pushpin', '图钉', '商务&工作', [], ['图钉', '置顶', '标注', '公告']],
  ['1f3a4', 'microphone', '麦克风', '电影', [], ['麦克风', '直播', '唱歌', '演讲']],
  ['1f3a7', 'headphones', '耳机', '电影', [], ['耳机', '音乐', '数码', '科技']],
  ['1f4a5', 'collision', '爆炸', '热点事件', [], ['爆炸', '冲击', '爆款', '震撼']],
  ['26a1', 'lightning', '闪电', '热点事件', ['5G'], ['闪电', '极速', '快充', '秒杀']],
  ['1f340', 'four-leaf-clover', '四叶草', '风景', [], ['四叶草', '幸运', '绿色', '春天']],
  ['1f33b', 'sunflower', '向日葵', '风景', [], ['向日葵', '鲜花', '夏天', '阳光']],
];

/** Writes one transparent PNG into demo/photos, trimmed to what it draws. */
async function writeElement(input, file) {
  return sharp(input, { limitInputPixels: false })
    .trim({ threshold: 0 })
    .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
    .png({ compressionLevel: 9, palette: true, quality: 90 })
    .toFile(join(here, 'photos', file));
}

// CSS pixels per unit of an SVG's width and height.
const PX_PER = { '': 1, px: 1, pt: 4 / 3, mm: 96 / 25.4, cm: 96 / 2.54, in: 96 };

/**
 * The SVG with its user space (viewBox, else width and height in pixels) drawn `scale` pixels per
 * unit. Many stamps are sized in pt or mm without a viewBox, which librsvg crops instead of scaling
 * when rendered at another density; an explicit viewBox scales them whole.
 */
function svgAt(text, scale) {
  const [tag] = /<svg\b[^>]*>/.exec(text) ?? [];
  if (!tag) throw new Error('no <svg> element');
  const attr = (name) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
  const px = (value) => {
    const [, n, unit] = /^\s*([\d.]+)\s*(px|pt|mm|cm|in)?\s*$/.exec(value ?? '') ?? [];
    if (!n) throw new Error(`unsupported SVG size ${value}`);
    return Number(n) * PX_PER[unit ?? ''];
  };
  const box = attr('viewBox')
    ?.trim()
    .split(/[\s,]+/)
    .map(Number) ?? [0, 0, px(attr('width')), px(attr('height'))];
  const sized = tag
    .replace(/\s(width|height|viewBox)="[^"]*"/g, '')
    .replace(
      /^<svg/,
      `<svg width="${box[2] * scale}" height="${box[3] * scale}" viewBox="${box.join(' ')}"`,
    );
  return Buffer.from(text.replace(tag, () => sized));
}

/** A stamp's file, or for an SVG its drawing, trimmed, with the longer side at STAMP_SIDE. */
async function stampInput(path) {
  const file = join(STAMPS_DIR, path);
  if (!existsSync(file)) {
    throw new Error(
      `missing ${file}: apt-get install tuxpaint-stamps-default (${TUXPAINT_PACKAGE})`,
    );
  }
  if (!path.endsWith('.svg')) return file;
  const text = readFileSync(file, 'utf8');
  // Drawn once to find how much of the page the picture covers, then at the size that fills STAMP_SIDE.
  const { info } = await sharp(svgAt(text, 1))
    .trim({ threshold: 0 })
    .toBuffer({ resolveWithObject: true });
  const scale = STAMP_SIDE / Math.max(info.width, info.height);
  return sharp(svgAt(text, scale))
    .trim({ threshold: 0 })
    .resize({ width: STAMP_SIDE, height: STAMP_SIDE, fit: 'inside', withoutEnlargement: true })
    .png()
    .toBuffer();
}

const emoji = unpackEmoji();
const entries = [];
for (const [code, slug, title, category, themes, tags] of EMOJI) {
  entries.push({
    input: join(emoji.root, 'assets', `${code}.webp`),
    file: `element-emoji-${slug}.png`,
    name: 'Microsoft Fluent Emoji',
    title,
    category,
    themes,
    tags: ['元素', ...tags],
    copyright: 'MIT',
    source: `npm ${FLUENT_EMOJI} (assets/${code}.webp)`,
  });
}
for (const drawn of drawnElements()) {
  entries.push({
    input: Buffer.from(drawn.svg),
    file: `${drawn.slug}.png`,
    name: OURS,
    title: drawn.title,
    category: drawn.category,
    themes: [],
    tags: drawn.tags,
    copyright: 'CC0（本产品原创）',
    source: 'packages/api/demo/elements.mjs',
  });
}
// After the emoji and drawn ones, so those keep their places in the manifest (and their dates).
for (const [path, slug, title, category, themes, tags, author, licence] of STAMP_ELEMENTS) {
  entries.push({
    input: await stampInput(path),
    file: `element-stamp-${slug}.png`,
    name: author,
    title,
    category,
    themes,
    tags: ['元素', ...tags],
    copyright: licence,
    source: `Debian ${TUXPAINT_PACKAGE} (stamps/${path})`,
  });
}

const mine = new Set(entries.map((e) => e.file));
// A stamp taken off the list leaves with its row too (only this script writes element-stamp-*).
const isMine = (file) => mine.has(file) || file.startsWith('element-stamp-');
const manifestPath = join(here, 'materials.json');
const kept = JSON.parse(readFileSync(manifestPath, 'utf8')).filter((m) => !isMine(m.file));
const rows = [];
const added = [];
for (const e of entries) {
  const info = await writeElement(e.input, e.file);
  added.push({
    file: e.file,
    name: e.name,
    title: e.title,
    category: e.category,
    themes: e.themes,
    kind: ELEMENT,
    tags: e.tags,
    copyright: e.copyright,
    source_url_or_package: e.source,
    width: info.width,
    height: info.height,
    format: 'png',
  });
  rows.push(`| ${e.file} | ${e.title} | ${e.name} | ${e.copyright} | ${e.source} |`);
}
emoji.cleanup();

// Before the support QR, which stays last.
const qr = kept.findIndex((m) => m.file === SUPPORT_QR);
const at = qr === -1 ? kept.length : qr;
writeFileSync(
  manifestPath,
  `${JSON.stringify([...kept.slice(0, at), ...added, ...kept.slice(at)], null, 2)}\n`,
);

const creditsPath = join(here, 'CREDITS.md');
const lines = readFileSync(creditsPath, 'utf8')
  .split('\n')
  .filter((l) => !isMine(l.match(/^\| (\S+) \|/)?.[1] ?? ''));
const qrRow = lines.findIndex((l) => l.startsWith(`| ${SUPPORT_QR} |`));
lines.splice(qrRow === -1 ? lines.length - 1 : qrRow, 0, ...rows);
writeFileSync(creditsPath, lines.join('\n'));

// Seeding reads each photo's perceptual hash and colour from the manifest instead of decoding it.
execFileSync('pnpm', ['demo:signatures'], { cwd: join(here, '..', '..', '..'), stdio: 'inherit' });
const drawn = added.length - EMOJI.length - STAMP_ELEMENTS.length;
console.log(
  `${added.length} 元素 written (${EMOJI.length} emoji, ${STAMP_ELEMENTS.length} Tux Paint stamps, ${drawn} drawn)`,
);
