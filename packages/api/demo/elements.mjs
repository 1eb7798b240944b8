// 元素 drawn for the product (issue 30 item 12): transparent cut-out decorations a marketer lays
// over a design — bursts, price tags, seals, ribbons, speech bubbles, arrows, frames, confetti,
// sparkles, corner sashes, dividers. No text on them: the user writes their own in the editor.
// Each is an SVG of plain geometry, rasterised by build-elements.mjs. Our own work, CC0.

const SIZE = 800;
const C = SIZE / 2;

// Colourways a promotion uses: [name, fill, darker shade for folds and outlines].
const COLOURS = {
  红: ['#E53935', '#A3201D'],
  橙: ['#FB8C00', '#B85F00'],
  金: ['#F9C22E', '#B8860B'],
  蓝: ['#1E88E5', '#105A9E'],
  绿: ['#2EAD5B', '#1C7A3E'],
  紫: ['#8E44AD', '#5E2B75'],
  粉: ['#F06292', '#B03A62'],
};

const svg = (body, width = SIZE, height = SIZE) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;

const round = (n) => Math.round(n * 10) / 10;

/** Points of a star or burst: `points` tips between radii outer and inner, around (cx, cy). */
function starPoints(cx, cy, points, outer, inner, turn = -Math.PI / 2) {
  return Array.from({ length: points * 2 }, (_, i) => {
    const r = i % 2 === 0 ? outer : inner;
    const a = turn + (i * Math.PI) / points;
    return `${round(cx + r * Math.cos(a))},${round(cy + r * Math.sin(a))}`;
  }).join(' ');
}

/** A seeded generator, so a rebuild draws the same confetti (mulberry32). */
function seeded(seed) {
  let s = seed;
  return () => {
    s = (s + 0x6d2b79f5) | 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const burst = (fill, shade, points) =>
  svg(
    `<polygon points="${starPoints(C, C, points, 380, 300)}" fill="${shade}"/>` +
      `<polygon points="${starPoints(C, C, points, 350, 280)}" fill="${fill}"/>` +
      `<circle cx="${C}" cy="${C}" r="230" fill="none" stroke="#FFFFFF" stroke-width="10" stroke-dasharray="4 18" stroke-linecap="round"/>`,
  );

const priceTag = (fill, shade) =>
  svg(
    `<g transform="rotate(-20 ${C} ${C})">` +
      `<path d="M150 260 L520 260 L680 400 L520 540 L150 540 Q120 540 120 510 L120 290 Q120 260 150 260 Z" fill="${fill}" stroke="${shade}" stroke-width="12" stroke-linejoin="round"/>` +
      `<circle cx="540" cy="400" r="30" fill="none" stroke="${shade}" stroke-width="12"/>` +
      `<path d="M570 400 C640 330 700 300 760 320" fill="none" stroke="#8D6E63" stroke-width="8" stroke-linecap="round"/>` +
      `<rect x="170" y="300" width="300" height="200" rx="16" fill="none" stroke="#FFFFFF" stroke-width="6" stroke-dasharray="14 10"/>` +
      `</g>`,
  );

const seal = (fill, shade) => {
  const scallops = Array.from({ length: 24 }, (_, i) => {
    const a = (i * Math.PI) / 12;
    return `<circle cx="${round(C + 320 * Math.cos(a))}" cy="${round(C + 320 * Math.sin(a))}" r="58" fill="${fill}"/>`;
  }).join('');
  return svg(
    `${scallops}<circle cx="${C}" cy="${C}" r="330" fill="${fill}"/>` +
      `<circle cx="${C}" cy="${C}" r="270" fill="none" stroke="#FFFFFF" stroke-width="12"/>` +
      `<circle cx="${C}" cy="${C}" r="245" fill="none" stroke="${shade}" stroke-width="6"/>`,
  );
};

const ribbon = (fill, shade) =>
  svg(
    // The two tails behind, folded under the band, then the band.
    `<path d="M40 330 L200 330 L200 490 L40 490 L100 410 Z" fill="${shade}"/>` +
      `<path d="M760 330 L600 330 L600 490 L760 490 L700 410 Z" fill="${shade}"/>` +
      `<path d="M160 450 L200 490 L200 450 Z M640 450 L600 490 L600 450 Z" fill="#000000" fill-opacity="0.35"/>` +
      `<path d="M160 270 Q400 220 640 270 L640 450 Q400 400 160 450 Z" fill="${fill}"/>` +
      `<path d="M185 300 Q400 255 615 300 M185 420 Q400 375 615 420" fill="none" stroke="#FFFFFF" stroke-opacity="0.6" stroke-width="5" stroke-dasharray="12 10"/>`,
    SIZE,
    SIZE * 0.75,
  );

const speech = (fill, shade, side) => {
  const tail = side === 'left' ? 'M210 560 L150 700 L320 580 Z' : 'M590 560 L650 700 L480 580 Z';
  return svg(
    `<path d="${tail}" fill="${fill}" stroke="${shade}" stroke-width="10" stroke-linejoin="round"/>` +
      `<rect x="80" y="120" width="640" height="470" rx="90" fill="${fill}" stroke="${shade}" stroke-width="10"/>` +
      `<path d="${tail}" fill="${fill}"/>`,
  );
};

const thought = (fill, shade) =>
  svg(
    [
      [400, 330, 250, 190],
      [230, 300, 120, 110],
      [570, 300, 120, 110],
      [320, 200, 120, 100],
      [480, 200, 120, 100],
    ]
      .map(
        ([x, y, rx, ry]) =>
          `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}" fill="${fill}" stroke="${shade}" stroke-width="10"/>`,
      )
      .join('') +
      `<ellipse cx="400" cy="340" rx="240" ry="170" fill="${fill}"/>` +
      `<circle cx="220" cy="590" r="45" fill="${fill}" stroke="${shade}" stroke-width="10"/>` +
      `<circle cx="150" cy="690" r="26" fill="${fill}" stroke="${shade}" stroke-width="8"/>`,
  );

const arrowStraight = (fill, shade) =>
  svg(
    `<path d="M80 330 L480 330 L480 210 L730 400 L480 590 L480 470 L80 470 Z" fill="${fill}" stroke="${shade}" stroke-width="12" stroke-linejoin="round"/>`,
  );

const arrowCurved = (fill) =>
  svg(
    `<path d="M110 640 C150 330 380 190 600 220" fill="none" stroke="${fill}" stroke-width="46" stroke-linecap="round"/>` +
      `<polygon points="560,110 730,230 570,330" fill="${fill}" stroke="${fill}" stroke-width="20" stroke-linejoin="round"/>`,
  );

const arrowDouble = (fill, shade) =>
  svg(
    `<path d="M70 400 L230 250 L230 340 L570 340 L570 250 L730 400 L570 550 L570 460 L230 460 L230 550 Z" fill="${fill}" stroke="${shade}" stroke-width="12" stroke-linejoin="round"/>`,
  );

const arrowDown = (fill, shade) =>
  svg(
    [0, 1, 2]
      .map(
        (i) =>
          `<path d="M170 ${160 + i * 170} L400 ${330 + i * 170} L630 ${160 + i * 170}" fill="none" stroke="${i === 1 ? shade : fill}" stroke-width="70" stroke-linecap="round" stroke-linejoin="round" stroke-opacity="${1 - i * 0.25}"/>`,
      )
      .join(''),
  );

const frameRounded = (fill, shade) =>
  svg(
    `<rect x="50" y="50" width="700" height="700" rx="70" fill="none" stroke="${fill}" stroke-width="36"/>` +
      `<rect x="100" y="100" width="600" height="600" rx="40" fill="none" stroke="${shade}" stroke-width="6" stroke-dasharray="20 14"/>`,
  );

const frameCircle = (fill, shade) =>
  svg(
    `<circle cx="${C}" cy="${C}" r="350" fill="none" stroke="${fill}" stroke-width="34"/>` +
      `<circle cx="${C}" cy="${C}" r="305" fill="none" stroke="${shade}" stroke-width="8" stroke-dasharray="2 22" stroke-linecap="round"/>`,
  );

const frameCorners = (fill) =>
  svg(
    [
      'M60 240 L60 60 L240 60',
      'M560 60 L740 60 L740 240',
      'M740 560 L740 740 L560 740',
      'M240 740 L60 740 L60 560',
    ]
      .map(
        (d) =>
          `<path d="${d}" fill="none" stroke="${fill}" stroke-width="40" stroke-linecap="round" stroke-linejoin="round"/>`,
      )
      .join(''),
  );

const frameTicket = (fill, shade) =>
  svg(
    `<path d="M80 180 L720 180 L720 330 A70 70 0 0 0 720 470 L720 620 L80 620 L80 470 A70 70 0 0 0 80 330 Z" fill="${fill}" stroke="${shade}" stroke-width="10"/>` +
      `<path d="M560 200 L560 600" stroke="#FFFFFF" stroke-width="8" stroke-dasharray="18 14"/>`,
  );

function confetti(seed, palette) {
  const next = seeded(seed);
  const pieces = Array.from({ length: 70 }, (_, i) => {
    const [x, y] = [40 + next() * 720, 40 + next() * 720];
    const colour = palette[i % palette.length];
    const turn = Math.round(next() * 360);
    const kind = i % 3;
    if (kind === 0)
      return `<circle cx="${round(x)}" cy="${round(y)}" r="${round(8 + next() * 10)}" fill="${colour}"/>`;
    if (kind === 1)
      return `<rect x="${round(x)}" y="${round(y)}" width="${round(14 + next() * 16)}" height="${round(30 + next() * 20)}" rx="4" fill="${colour}" transform="rotate(${turn} ${round(x)} ${round(y)})"/>`;
    return `<path d="M${round(x)} ${round(y)} q15 -20 30 0 t30 0" fill="none" stroke="${colour}" stroke-width="8" stroke-linecap="round" transform="rotate(${turn} ${round(x)} ${round(y)})"/>`;
  });
  return svg(pieces.join(''));
}

const sparkles = (fill) =>
  svg(
    [
      [400, 380, 240],
      [170, 180, 90],
      [640, 620, 110],
      [620, 170, 60],
      [180, 620, 55],
    ]
      .map(
        ([x, y, r]) =>
          `<path d="M${x} ${y - r} Q${x + r * 0.12} ${y - r * 0.12} ${x + r} ${y} Q${x + r * 0.12} ${y + r * 0.12} ${x} ${y + r} Q${x - r * 0.12} ${y + r * 0.12} ${x - r} ${y} Q${x - r * 0.12} ${y - r * 0.12} ${x} ${y - r} Z" fill="${fill}"/>`,
      )
      .join(''),
  );

const cornerSash = (fill, shade) =>
  svg(
    `<path d="M250 0 L420 0 L800 380 L800 550 Z" fill="${fill}"/>` +
      `<path d="M285 0 L305 0 L800 495 L800 515 Z M385 0 L395 0 L800 405 L800 415 Z" fill="${shade}"/>`,
  );

const checkBadge = (fill, shade) =>
  svg(
    `<polygon points="${starPoints(C, C, 12, 360, 320)}" fill="${fill}" stroke="${shade}" stroke-width="10" stroke-linejoin="round"/>` +
      `<path d="M250 410 L360 520 L560 300" fill="none" stroke="#FFFFFF" stroke-width="60" stroke-linecap="round" stroke-linejoin="round"/>`,
  );

const wave = (fill, shade) =>
  svg(
    `<path d="M0 120 Q100 40 200 120 T400 120 T600 120 T800 120" fill="none" stroke="${fill}" stroke-width="28" stroke-linecap="round"/>` +
      `<path d="M0 180 Q100 100 200 180 T400 180 T600 180 T800 180" fill="none" stroke="${shade}" stroke-width="10" stroke-linecap="round"/>`,
    SIZE,
    300,
  );

const dots = (fill) =>
  svg(
    Array.from({ length: 8 }, (_, row) =>
      Array.from({ length: 8 }, (_, col) => {
        const r = 6 + ((row + col) % 4) * 5;
        return `<circle cx="${70 + col * 94}" cy="${70 + row * 94}" r="${r}" fill="${fill}" fill-opacity="${0.4 + ((row * col) % 3) * 0.3}"/>`;
      }).join(''),
    ).join(''),
  );

const rays = (fill) =>
  svg(
    Array.from({ length: 18 }, (_, i) => {
      const a = (i * Math.PI) / 9;
      const b = a + Math.PI / 36;
      const c = a - Math.PI / 36;
      return `<polygon points="${C},${C} ${round(C + 400 * Math.cos(b))},${round(C + 400 * Math.sin(b))} ${round(C + 400 * Math.cos(c))},${round(C + 400 * Math.sin(c))}" fill="${fill}" fill-opacity="0.75"/>`;
    }).join('') + `<circle cx="${C}" cy="${C}" r="120" fill="${fill}"/>`,
  );

const PARTY = ['#E53935', '#F9C22E', '#1E88E5', '#2EAD5B', '#F06292', '#8E44AD'];
const GOLDS = ['#F9C22E', '#E0A100', '#FFE082', '#E53935'];

// [slug, title, category, tags, svg]
const DRAWN = [
  ...['红', '金', '橙', '蓝'].map((c, i) => [
    `burst-${i + 1}`,
    `${c}色爆炸贴`,
    '商务&工作',
    ['爆炸贴', '促销', '标签', c],
    burst(...COLOURS[c], [20, 16, 24, 18][i]),
  ]),
  ...['红', '橙', '绿', '紫'].map((c, i) => [
    `price-tag-${i + 1}`,
    `${c}色价格吊牌`,
    '商务&工作',
    ['价格标签', '吊牌', '促销', '购物', c],
    priceTag(...COLOURS[c]),
  ]),
  ...['红', '金', '蓝', '绿'].map((c, i) => [
    `seal-${i + 1}`,
    `${c}色花边圆形徽章`,
    '商务&工作',
    ['徽章', '印章', '圆形', '标签', c],
    seal(...COLOURS[c]),
  ]),
  ...['红', '金', '蓝', '粉'].map((c, i) => [
    `ribbon-${i + 1}`,
    `${c}色横幅丝带`,
    '热点事件',
    ['丝带', '横幅', '标题栏', '节日', c],
    ribbon(...COLOURS[c]),
  ]),
  [
    'speech-1',
    '白色对话气泡（左）',
    '艺术&文化',
    ['对话框', '气泡', '白色'],
    speech('#FFFFFF', '#333333', 'left'),
  ],
  [
    'speech-2',
    '黄色对话气泡（右）',
    '艺术&文化',
    ['对话框', '气泡', '黄色'],
    speech('#FFE082', '#B8860B', 'right'),
  ],
  [
    'speech-3',
    '蓝色对话气泡（左）',
    '艺术&文化',
    ['对话框', '气泡', '蓝色'],
    speech('#BBDEFB', '#105A9E', 'left'),
  ],
  [
    'speech-4',
    '粉色对话气泡（右）',
    '艺术&文化',
    ['对话框', '气泡', '粉色'],
    speech('#F8BBD0', '#B03A62', 'right'),
  ],
  [
    'thought-1',
    '白色云朵思考气泡',
    '艺术&文化',
    ['对话框', '气泡', '云朵', '思考'],
    thought('#FFFFFF', '#333333'),
  ],
  ['arrow-1', '红色粗箭头', '商务&工作', ['箭头', '指示', '红色'], arrowStraight(...COLOURS.红)],
  ['arrow-2', '蓝色粗箭头', '商务&工作', ['箭头', '指示', '蓝色'], arrowStraight(...COLOURS.蓝)],
  [
    'arrow-3',
    '橙色弯箭头',
    '商务&工作',
    ['箭头', '弧线', '指示', '橙色'],
    arrowCurved(COLOURS.橙[0]),
  ],
  ['arrow-4', '绿色双向箭头', '商务&工作', ['箭头', '双向', '绿色'], arrowDouble(...COLOURS.绿)],
  [
    'arrow-5',
    '红色向下箭头',
    '商务&工作',
    ['箭头', '向下', '指引', '红色'],
    arrowDown(...COLOURS.红),
  ],
  ['arrow-6', '金色弯箭头', '商务&工作', ['箭头', '弧线', '金色'], arrowCurved(COLOURS.金[0])],
  [
    'frame-1',
    '红色圆角边框',
    '艺术&文化',
    ['边框', '相框', '圆角', '红色'],
    frameRounded(...COLOURS.红),
  ],
  [
    'frame-2',
    '金色圆形边框',
    '艺术&文化',
    ['边框', '相框', '圆形', '金色'],
    frameCircle(...COLOURS.金),
  ],
  [
    'frame-3',
    '蓝色四角边框',
    '艺术&文化',
    ['边框', '四角', '取景框', '蓝色'],
    frameCorners(COLOURS.蓝[0]),
  ],
  [
    'frame-4',
    '橙色优惠券边框',
    '商务&工作',
    ['优惠券', '票券', '边框', '促销', '橙色'],
    frameTicket(...COLOURS.橙),
  ],
  [
    'frame-5',
    '红色优惠券边框',
    '商务&工作',
    ['优惠券', '票券', '边框', '促销', '红色'],
    frameTicket(...COLOURS.红),
  ],
  ['confetti-1', '彩色纸屑', '热点事件', ['彩纸', '庆祝', '派对', '节日'], confetti(1, PARTY)],
  ['confetti-2', '金红纸屑', '热点事件', ['彩纸', '庆祝', '新年', '节日'], confetti(2, GOLDS)],
  [
    'confetti-3',
    '缤纷纸屑',
    '热点事件',
    ['彩纸', '庆祝', '生日', '派对'],
    confetti(3, PARTY.slice(2)),
  ],
  [
    'sparkles-1',
    '金色闪光星',
    '艺术&文化',
    ['闪光', '星星', '装饰', '金色'],
    sparkles(COLOURS.金[0]),
  ],
  ['sparkles-2', '白色闪光星', '艺术&文化', ['闪光', '星星', '装饰', '白色'], sparkles('#FFFFFF')],
  [
    'corner-1',
    '红色斜角丝带',
    '商务&工作',
    ['角标', '丝带', '促销', '红色'],
    cornerSash(...COLOURS.红),
  ],
  [
    'corner-2',
    '金色斜角丝带',
    '商务&工作',
    ['角标', '丝带', '促销', '金色'],
    cornerSash(...COLOURS.金),
  ],
  [
    'check-1',
    '绿色对勾徽章',
    '商务&工作',
    ['对勾', '徽章', '认证', '绿色'],
    checkBadge(...COLOURS.绿),
  ],
  [
    'check-2',
    '蓝色对勾徽章',
    '商务&工作',
    ['对勾', '徽章', '认证', '蓝色'],
    checkBadge(...COLOURS.蓝),
  ],
  [
    'wave-1',
    '蓝色波浪分割线',
    '艺术&文化',
    ['分割线', '波浪', '装饰', '蓝色'],
    wave(...COLOURS.蓝),
  ],
  [
    'wave-2',
    '粉色波浪分割线',
    '艺术&文化',
    ['分割线', '波浪', '装饰', '粉色'],
    wave(...COLOURS.粉),
  ],
  ['dots-1', '橙色波点装饰', '艺术&文化', ['波点', '圆点', '装饰', '橙色'], dots(COLOURS.橙[0])],
  ['rays-1', '金色光芒', '热点事件', ['光芒', '放射', '装饰', '金色'], rays(COLOURS.金[0])],
  ['rays-2', '红色光芒', '热点事件', ['光芒', '放射', '装饰', '红色'], rays(COLOURS.红[0])],
];

/** The drawn elements: [slug, title, category, tags, svg] each. */
export function drawnElements() {
  return DRAWN.map(([slug, title, category, tags, body]) => ({
    slug: `element-${slug}`,
    title,
    category,
    tags: ['元素', ...tags],
    svg: body,
  }));
}
