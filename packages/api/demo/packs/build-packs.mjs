// pnpm packs:build — the game and appliance packs (QUICKCREATE §7): each pack is data (form
// options, the spec's rules, reset rules, steps, layouts, collage sizes) and art we draw here
// ourselves. Real game art is copyrighted; every picture says 演示素材 and is CC0 (LICENSE.md).
// Deterministic: the same script draws the same files (the api's seeded generator, imported
// through tsx). Adding a game is adding a pack folder.
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CATEGORY_OFFICIAL } from '@adstudio/domain';
import { seededRandom as rng } from '../../src/shared/seeded-random.ts';

const HERE = dirname(fileURLToPath(import.meta.url));
const require = createRequire(join(HERE, '../../../render/package.json'));
const { createCanvas, GlobalFonts } = require('@napi-rs/canvas');
// Only the words drawn on the art (names, 演示素材) need a CJK face; any installed one will do.
for (const f of ['/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc', '/usr/share/fonts/opentype/noto/NotoSerifCJK-Bold.ttc'])
  if (GlobalFonts.registerFromPath(f, 'packsans')) break;

const MARK = '演示素材';
const FILE_URL = (slug, file) => `/api/v1/files/packs/${slug}/${file}`;

function mark(ctx, w, h, size = 18) {
  ctx.save();
  ctx.font = `${size}px packsans`;
  ctx.textAlign = 'right';
  ctx.textBaseline = 'bottom';
  ctx.fillStyle = 'rgba(0,0,0,0.45)';
  ctx.fillRect(w - size * 4.6, h - size * 1.5, size * 4.6, size * 1.5);
  ctx.fillStyle = '#ffffff';
  ctx.fillText(MARK, w - size * 0.3, h - size * 0.25);
  ctx.restore();
}

// A person: a stylised figure on a transparent ground (robe, head, hair, a weapon or tool).
function drawPerson(colors, seed, prop) {
  const w = 480;
  const h = 640;
  const c = createCanvas(w, h);
  const ctx = c.getContext('2d');
  const r = rng(seed);
  const [robe, trim, hair] = colors;
  // robe
  ctx.fillStyle = robe;
  ctx.beginPath();
  ctx.moveTo(240, 200);
  ctx.lineTo(110 + r() * 20, 630);
  ctx.lineTo(370 - r() * 20, 630);
  ctx.closePath();
  ctx.fill();
  ctx.fillStyle = trim;
  ctx.fillRect(180, 330, 120, 22);
  ctx.beginPath();
  ctx.moveTo(240, 210);
  ctx.lineTo(225, 630);
  ctx.lineTo(255, 630);
  ctx.closePath();
  ctx.fill();
  // arms
  ctx.strokeStyle = robe;
  ctx.lineWidth = 34;
  ctx.lineCap = 'round';
  ctx.beginPath();
  ctx.moveTo(200, 250);
  ctx.lineTo(120, 380);
  ctx.moveTo(280, 250);
  ctx.lineTo(360, 360 - r() * 60);
  ctx.stroke();
  // head
  ctx.fillStyle = '#f2d1b3';
  ctx.beginPath();
  ctx.arc(240, 150, 62, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = hair;
  ctx.beginPath();
  ctx.arc(240, 130, 64, Math.PI, Math.PI * 2);
  ctx.fill();
  ctx.beginPath();
  ctx.arc(240, 62, 22, 0, Math.PI * 2);
  ctx.fill();
  // eyes
  ctx.fillStyle = '#222';
  ctx.beginPath();
  ctx.arc(218, 158, 6, 0, Math.PI * 2);
  ctx.arc(262, 158, 6, 0, Math.PI * 2);
  ctx.fill();
  // prop
  ctx.strokeStyle = prop === 'sword' ? '#d9dde3' : prop === 'staff' ? '#8a5a2b' : '#444';
  ctx.lineWidth = prop === 'sword' ? 10 : 14;
  ctx.beginPath();
  ctx.moveTo(360, 360 - 30);
  ctx.lineTo(430, 60 + r() * 40);
  ctx.stroke();
  if (prop === 'staff') {
    ctx.fillStyle = trim;
    ctx.beginPath();
    ctx.arc(430, 70, 24, 0, Math.PI * 2);
    ctx.fill();
  }
  mark(ctx, w, h, 22);
  return c.encodeSync('png');
}

// A scene: sky gradient, sun or moon, layered mountains or a room, as a JPEG-sized PNG.
function drawScene(sky, ground, seed, w = 1300, h = 554) {
  const c = createCanvas(w, h);
  const ctx = c.getContext('2d');
  const r = rng(seed);
  const g = ctx.createLinearGradient(0, 0, 0, h);
  g.addColorStop(0, sky[0]);
  g.addColorStop(1, sky[1]);
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, w, h);
  ctx.fillStyle = 'rgba(255,255,240,0.85)';
  ctx.beginPath();
  ctx.arc(w * (0.6 + r() * 0.3), h * 0.22, 46, 0, Math.PI * 2);
  ctx.fill();
  ground.forEach((color, layer) => {
    ctx.fillStyle = color;
    ctx.beginPath();
    ctx.moveTo(0, h);
    const base = h * (0.55 + layer * 0.13);
    for (let x = 0; x <= w + 40; x += 40) ctx.lineTo(x, base - Math.abs(Math.sin(x / (90 + layer * 40) + r())) * (120 - layer * 30));
    ctx.lineTo(w, h);
    ctx.closePath();
    ctx.fill();
  });
  mark(ctx, w, h, 24);
  return c.encodeSync('png');
}

// A small image: one 200×200 module, an emblem in a rounded frame.
function drawSmall(color, shape, label) {
  const c = createCanvas(200, 200);
  const ctx = c.getContext('2d');
  ctx.fillStyle = '#fffaf0';
  ctx.strokeStyle = color;
  ctx.lineWidth = 8;
  ctx.beginPath();
  ctx.roundRect(6, 6, 188, 188, 26);
  ctx.fill();
  ctx.stroke();
  ctx.fillStyle = color;
  ctx.beginPath();
  if (shape === 'gem') {
    ctx.moveTo(100, 36);
    ctx.lineTo(150, 86);
    ctx.lineTo(100, 150);
    ctx.lineTo(50, 86);
  } else if (shape === 'star') {
    for (let i = 0; i < 10; i += 1) {
      const rad = i % 2 ? 24 : 56;
      const a = (Math.PI / 5) * i - Math.PI / 2;
      ctx.lineTo(100 + rad * Math.cos(a), 94 + rad * Math.sin(a));
    }
  } else if (shape === 'shield') {
    ctx.moveTo(56, 40);
    ctx.lineTo(144, 40);
    ctx.lineTo(144, 96);
    ctx.quadraticCurveTo(144, 140, 100, 156);
    ctx.quadraticCurveTo(56, 140, 56, 96);
  } else {
    ctx.arc(100, 92, 52, 0, Math.PI * 2);
  }
  ctx.closePath();
  ctx.fill();
  ctx.font = '22px packsans';
  ctx.textAlign = 'center';
  ctx.fillStyle = '#333';
  ctx.fillText(label, 100, 184);
  ctx.font = '13px packsans';
  ctx.fillStyle = '#888';
  ctx.fillText(MARK, 100, 26);
  return c.encodeSync('png');
}

function drawAppliance(w, h, color) {
  const c = createCanvas(w, h);
  const ctx = c.getContext('2d');
  ctx.fillStyle = color;
  ctx.beginPath();
  ctx.roundRect(20, 20, w - 40, h - 40, 24);
  ctx.fill();
  ctx.fillStyle = '#e9eef3';
  ctx.beginPath();
  ctx.arc(w / 2, h * 0.58, w * 0.3, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = '#9fb3c8';
  ctx.beginPath();
  ctx.arc(w / 2, h * 0.58, w * 0.2, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = '#fff';
  ctx.fillRect(40, 40, w - 80, h * 0.12);
  mark(ctx, w, h, 18);
  return c.encodeSync('png');
}

// ---- layouts: template documents on the spec's banner size (1080x460) -----------------------

const label = (key, id, pos, width, height, fontSize, fill, field, index, sample, extra = {}) => ({
  key,
  pos,
  anchor: [0, 0.5],
  width,
  height,
  scale: 1,
  zIndex: 20 + id,
  type: 'label',
  text: sample,
  fontFamily: 'smiley-sans',
  fontSize,
  fontWeight: 400,
  fillColor: fill,
  textAlign: 'left',
  verticalAlign: 'middle',
  strokeWidth: 4,
  strokeColor: '#1b1b2f',
  lineHeight: 1.2,
  maxWidth: width,
  maxHeight: height,
  fit: { mode: 'shrink', minFontSize: Math.round(fontSize * 0.5), maxLines: 1, kinsoku: true },
  slot: { field, index, required: index === 0 && field === 'mainLabel', whenEmpty: 'hide', maxChars: 14, sample },
  id,
  ...extra,
});

const sprite = (key, id, pos, width, height, texture, field, index, z, extra = {}) => ({
  key,
  pos,
  anchor: [0, 0],
  width,
  height,
  scale: 1,
  zIndex: z,
  type: 'sprite',
  texture,
  fit: field === 'background' ? 'cover' : 'contain',
  slot: { field, index, required: field !== 'logo', whenEmpty: field === 'logo' ? 'hide' : 'keep' },
  id,
  ...extra,
});

function bannerDoc({ style, format, persons, background, role, titleLines, accent, logos = 0, sample, industry = 270 }) {
  const materials = {
    background: sprite('background', 1, [0, 0], 1080, 460, background, 'background', 0, 0),
    filterFloor: {
      key: 'filterFloor', pos: [0, 0], anchor: [0, 0], width: 560, height: 460, scale: 1, zIndex: 1,
      type: 'shape', shape: 'rect', fill: '#10131f', opacity: 0.35, id: 2,
    },
  };
  const roleBoxes = persons === 1 ? [[640, 20, 380, 440]] : [[560, 30, 260, 430], [800, 30, 260, 430]];
  roleBoxes.forEach(([x, y, w, h], i) => {
    materials[`role_${i}`] = sprite(`role_${i}`, 3 + i, [x, y], w, h, role[i] ?? role[0], 'role', i, 10 + i, { focus: 'center' });
  });
  for (let i = 0; i < logos; i += 1) {
    materials[`logo_${i}`] = sprite(`logo_${i}`, 6 + i, [40 + i * 150, 30], 130, 52, '', 'logo', i, 30);
  }
  const top = logos ? 140 : 110;
  for (let i = 0; i < titleLines; i += 1) {
    materials[`mainLabel_${i}`] = label(`mainLabel_${i}`, 8 + i, [50, top + i * 92], 500, 86, 72, '#fff6d5', 'mainLabel', i, sample[i] ?? sample[0]);
  }
  const subY = top + titleLines * 92 + 20;
  materials.secondTextFrame_0 = {
    key: 'secondTextFrame_0', pos: [50, subY - 28], anchor: [0, 0], width: 440, height: 56, scale: 1,
    zIndex: 15, type: 'shape', shape: 'rect', fill: accent, radius: 28, id: 12,
  };
  materials.secondLabel_0 = {
    ...label('secondLabel_0', 13, [74, subY], 392, 40, 32, '#ffffff', 'secondLabel', 0, sample.at(-1)),
    fontFamily: 'noto-sans-sc', fontWeight: 700, strokeWidth: 0,
  };
  return {
    schemaVersion: 2,
    style,
    format: '1080x460',
    meta: { category: CATEGORY_OFFICIAL, tags: { 128: [industry] }, layoutFamily: `pack-${format}`, fonts: ['smiley-sans', 'noto-sans-sc'], provenance: { source: 'pack', assets: [{ ref: 'packs', licence: 'CC0-1.0' }] } },
    renderConfig: { width_g: 1080, height_g: 460, inclueLevel: 1, materials },
  };
}

// ---- the packs -------------------------------------------------------------------------------

const SECOND_TITLES = ['新服今日火爆开启', '登录即领限定时装', '好友组队福利翻倍', '全新版本震撼上线', '七日签到送坐骑', '限时活动不容错过', '老友回归豪礼相送'];
const TITLES = ['江湖人物录', '探班美术', '神州大地游'];
const SMALL = [
  ['#c0392b', 'gem', '赤晶'], ['#2980b9', 'shield', '玄盾'], ['#f39c12', 'star', '星辉'], ['#27ae60', 'orb', '灵珠'],
  ['#8e44ad', 'gem', '紫魄'], ['#16a085', 'shield', '青甲'], ['#d35400', 'star', '烈阳'], ['#2c3e50', 'orb', '墨玉'],
];

const GAMES = [
  {
    value: 0, slug: 'wdxk', name: '我的侠客', palette: [['#2b3a67', '#a8c0ff'], ['#3d5a80', '#293241', '#1b263b']], accent: '#b23a48',
    form: { titleMode: 'select', smallImages: false, steps: ['form'], clearOnSelect: ['mainTitle', 'scenes'], requires: { generate: ['mainTitle'] } },
    people: [['侠客', ['#7a1f2b', '#e0b04a', '#1d1d1d'], 'sword'], ['琴师', ['#2e5e4e', '#f2e3bc', '#2a2a2a'], 'staff'], ['刀客', ['#3b3b58', '#c9a227', '#111'], 'sword']],
  },
  {
    value: 1, slug: 'noah', name: '诺亚之心', palette: [['#0f2027', '#4ca1af'], ['#1f4e5f', '#16323f', '#0b1d26']], accent: '#1e88e5',
    form: { titleMode: 'select', smallImages: true, steps: ['form'], clearOnSelect: ['mainTitle'], requires: { generate: ['background', 'mainTitle'], smallImages: ['background'] } },
    people: [['旅者', ['#1565c0', '#90caf9', '#3e2723'], 'staff'], ['机械师', ['#455a64', '#ffb300', '#212121'], 'tool'], ['守望者', ['#6a1b9a', '#e1bee7', '#263238'], 'sword']],
  },
  {
    value: 2, slug: 'dnf', name: 'DNF端游', palette: [['#1a1a2e', '#e94560'], ['#533483', '#16213e', '#0f0f1a']], accent: '#e94560',
    form: { titleMode: 'free', smallImages: false, steps: ['form', 'face'], clearOnSelect: ['mainTitle', 'scenes', 'persons'], requires: { next: ['person', 'background'], generate: ['mainTitle'] } },
    people: [['鬼剑士', ['#b71c1c', '#212121', '#eeeeee'], 'sword'], ['格斗家', ['#e65100', '#fff3e0', '#3e2723'], 'tool'], ['魔法师', ['#4a148c', '#ffd54f', '#f8bbd0'], 'staff']],
  },
  {
    value: 3, slug: 'wdxk-test', name: '我的侠客（测试）', palette: [['#434343', '#d7d2cc'], ['#5c5c5c', '#3a3a3a', '#222222']], accent: '#6d4c41',
    form: { titleMode: 'select', smallImages: false, steps: ['form'], clearOnSelect: ['mainTitle', 'scenes'], requires: { generate: ['mainTitle'] } },
    people: [['侠客', ['#5d4037', '#bcaaa4', '#1d1d1d'], 'sword'], ['琴师', ['#37474f', '#cfd8dc', '#2a2a2a'], 'staff']],
  },
];
const SCENE_NAMES = ['山门', '海岸', '古城'];

function writePack(slug, pack, files) {
  const dir = join(HERE, slug);
  mkdirSync(dir, { recursive: true });
  for (const [name, bytes] of Object.entries(files)) writeFileSync(join(dir, name), bytes);
  writeFileSync(join(dir, 'pack.json'), `${JSON.stringify(pack, null, 2)}\n`);
}

for (const game of GAMES) {
  const files = {};
  const materials = [];
  let n = 1;
  const idOf = () => 7_000_000 + game.value * 1000 + n++;
  game.people.forEach(([name, colors, prop], i) => {
    const file = `person-${i + 1}.png`;
    files[file] = drawPerson(colors, game.value * 100 + i, prop);
    materials.push({ id: idOf(), kind: 'person', name, file, width: 480, height: 640 });
  });
  SCENE_NAMES.forEach((name, i) => {
    const file = `scene-${i + 1}.png`;
    const [sky, ground] = game.palette;
    const sky2 = i === 1 ? [sky[1], sky[0]] : sky;
    // The third scene is the banner's own size: the collage is 1080x460 for it, 1300x554 for the
    // larger ones (spec §9).
    const [w, h] = i === 2 ? [1080, 460] : [1300, 554];
    files[file] = drawScene(sky2, ground, game.value * 100 + 50 + i, w, h);
    materials.push({ id: idOf(), kind: 'scene', name, file, width: w, height: h });
  });
  if (game.form.smallImages) {
    SMALL.forEach(([color, shape, name], i) => {
      const file = `small-${i + 1}.png`;
      files[file] = drawSmall(color, shape, name);
      materials.push({ id: idOf(), kind: 'small', name, file, width: 200, height: 200, group: i < 4 ? '道具' : '装备' });
    });
  }
  const url = (m) => FILE_URL(game.slug, m.file);
  const people = materials.filter((m) => m.kind === 'person');
  const scenes = materials.filter((m) => m.kind === 'scene');
  const titleLines = game.form.titleMode === 'free' ? 2 : 1;
  const sample = game.form.titleMode === 'free' ? ['勇士集结', '再战阿拉德', SECOND_TITLES[0]] : [TITLES[0], SECOND_TITLES[0]];
  const layouts = [];
  let layoutId = 1;
  for (const [format, persons] of [['风格501', 1], ['风格501', 1], ['风格503', 2]]) {
    const variant = layoutId;
    layouts.push({
      id: 66_000 + game.value * 100 + layoutId++,
      format,
      persons,
      name: `${game.name}·${format}·${variant}`,
      synthetic: bannerDoc({
        style: game.name, format, persons, titleLines, sample,
        background: url(scenes[variant % scenes.length]),
        role: [url(people[0]), url(people[1] ?? people[0])],
        accent: variant === 2 ? '#2f6b4f' : game.accent,
      }),
    });
  }
  writePack(game.slug, {
    kind: 'game',
    value: game.value,
    name: game.name,
    style: game.name,
    industry: 270,
    mark: MARK,
    licence: 'CC0-1.0',
    form: { ...game.form, titles: game.form.titleMode === 'select' ? TITLES : [], secondTitles: SECOND_TITLES, smallRowsMax: 6 },
    capture: game.form.smallImages ? { sizes: [[1080, 460], [1300, 554]], module: 200, templateId: 66666 } : null,
    materials,
    layouts,
  }, files);
}

// The appliance line: the user brings logo, person and background; the pack brings the layouts
// and a default background and product picture.
{
  const slug = 'appliance';
  const files = {
    'scene-1.png': drawScene(['#dfe9f3', '#ffffff'], ['#cfd9df', '#b8c6db', '#a1b0c8'], 901),
    'scene-2.png': drawScene(['#fdfbfb', '#ebedee'], ['#e2d1c3', '#d6c0ad', '#c9ad97'], 902),
    'product-1.png': drawAppliance(400, 520, '#3a7bd5'),
  };
  const materials = [
    { id: 7_100_001, kind: 'scene', name: '明亮客厅', file: 'scene-1.png', width: 1300, height: 554 },
    { id: 7_100_002, kind: 'scene', name: '暖色厨房', file: 'scene-2.png', width: 1300, height: 554 },
    { id: 7_100_003, kind: 'person', name: '滚筒洗衣机', file: 'product-1.png', width: 400, height: 520 },
  ];
  const url = (i) => FILE_URL(slug, materials[i].file);
  const layouts = [1, 2, 3].map((v) => ({
    id: 66_900 + v,
    format: '风格1301',
    persons: 1,
    name: `家电·风格1301·${v}`,
    synthetic: bannerDoc({
      style: '家电', format: '风格1301', persons: 1, titleLines: 1, logos: 2, industry: 269,
      sample: ['焕新家 享品质', '以旧换新 至高补贴'],
      background: url(v === 2 ? 1 : 0),
      role: [url(2)],
      accent: ['#3a7bd5', '#e67e22', '#2f6b4f'][v - 1],
    }),
  }));
  writePack(slug, {
    kind: 'appliance',
    value: 0,
    name: '家电',
    style: '家电',
    industry: 269,
    mark: MARK,
    licence: 'CC0-1.0',
    form: { titleMode: 'copy', smallImages: false, steps: ['form'], clearOnSelect: [], requires: { generate: ['mainTitle'] }, titles: [], secondTitles: [], smallRowsMax: 0, logosMax: 2 },
    capture: null,
    materials,
    layouts,
  }, files);
}
