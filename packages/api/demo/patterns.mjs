// 传统纹样 drawn for the product from geometry (no source picture): 回纹, 云纹, 水纹 and 如意 as
// seamless tiles, each in a few traditional colourways. Used by build-photos.mjs only.

const SIZE = 1200;

// Each motif draws one tile of `cell` px in `ink`; the <pattern> repeats it over the canvas.
const MOTIFS = {
  // 回纹: a square spiral turning inwards, tiles joined edge to edge into a band of frets.
  回纹: {
    cell: 120,
    draw: (ink) => {
      const s = 12;
      const path = [
        [1, 9],
        [1, 1],
        [9, 1],
        [9, 7],
        [3, 7],
        [3, 3],
        [7, 3],
        [7, 5],
        [5, 5],
      ]
        .map(([x, y], i) => `${i ? 'L' : 'M'}${x * s} ${y * s}`)
        .join(' ');
      return `<path d="${path} M${9 * s} ${9 * s} L${10 * s} ${9 * s} M0 ${9 * s} L${1 * s} ${9 * s}" fill="none" stroke="${ink}" stroke-width="${s * 0.9}" stroke-linecap="square"/>`;
    },
  },
  // 云纹: a pair of curling cloud heads (two spirals) on a shared tail, offset every other row.
  云纹: {
    cell: 200,
    draw: (ink) => {
      const curl = (cx, cy, r, dir) =>
        `M${cx - r * dir} ${cy} A${r} ${r} 0 1 ${dir > 0 ? 1 : 0} ${cx + r * dir} ${cy} ` +
        `A${r * 0.62} ${r * 0.62} 0 1 ${dir > 0 ? 1 : 0} ${cx - r * 0.24 * dir} ${cy} ` +
        `A${r * 0.3} ${r * 0.3} 0 1 ${dir > 0 ? 1 : 0} ${cx + r * 0.36 * dir} ${cy}`;
      return `<g fill="none" stroke="${ink}" stroke-width="9" stroke-linecap="round">
        <path d="${curl(70, 70, 34, 1)}"/><path d="${curl(130, 70, 34, -1)}"/>
        <path d="M36 70 Q36 120 100 128 Q164 120 164 70"/>
        <path d="M100 128 Q100 170 60 190"/></g>`;
    },
    offsetRows: true,
  },
  // 水纹 (海水纹): rows of concentric half-circles, each row half a step over the last.
  水纹: {
    cell: 160,
    draw: (ink, ground) => {
      const wave = (cx, cy) =>
        [80, 62, 44, 26]
          .map((r, i) => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${i % 2 ? ground : ink}" />`)
          .join('');
      // Later rows cover the lower half of earlier ones, which leaves the scale shape.
      return `${wave(0, 80)}${wave(160, 80)}${wave(80, 160)}${wave(0, 240)}${wave(160, 240)}`;
    },
    height: 160,
  },
  // 如意: the three-lobed 如意 head (a heart of two scrolls with a point), set on a diagonal grid.
  如意: {
    cell: 180,
    draw: (ink) => {
      const head = (cx, cy, k) =>
        `M${cx} ${cy + 34 * k} C${cx - 20 * k} ${cy + 18 * k} ${cx - 52 * k} ${cy + 6 * k} ${cx - 44 * k} ${cy - 22 * k} ` +
        `C${cx - 38 * k} ${cy - 42 * k} ${cx - 12 * k} ${cy - 40 * k} ${cx - 10 * k} ${cy - 22 * k} ` +
        `C${cx - 14 * k} ${cy - 46 * k} ${cx + 14 * k} ${cy - 46 * k} ${cx + 10 * k} ${cy - 22 * k} ` +
        `C${cx + 12 * k} ${cy - 40 * k} ${cx + 38 * k} ${cy - 42 * k} ${cx + 44 * k} ${cy - 22 * k} ` +
        `C${cx + 52 * k} ${cy + 6 * k} ${cx + 20 * k} ${cy + 18 * k} ${cx} ${cy + 34 * k} Z`;
      return `<g fill="none" stroke="${ink}" stroke-width="8" stroke-linejoin="round">
        <path d="${head(90, 84, 1)}"/><path d="${head(90, 84, 0.55)}"/>
        <path d="${head(0, -6, 0.55)}"/><path d="${head(180, -6, 0.55)}"/>
        <path d="${head(0, 174, 0.55)}"/><path d="${head(180, 174, 0.55)}"/></g>`;
    },
  },
};

const COLOURWAYS = [
  { name: '朱红', ground: '#b3261e', ink: '#f2c14e', words: ['红色', '金色', '喜庆'] },
  { name: '藏青', ground: '#1f2f4d', ink: '#e8e1cf', words: ['蓝色', '米白', '典雅'] },
  { name: '米白', ground: '#f3ecdc', ink: '#2c6e63', words: ['米白', '青色', '素雅'] },
];

/** Every motif in every colourway: { slug, title, tags, svg } (SIZE × SIZE). */
export function traditionalPatterns() {
  const out = [];
  for (const [motif, m] of Object.entries(MOTIFS)) {
    for (const [i, c] of COLOURWAYS.entries()) {
      const h = m.height ?? m.cell;
      const tile = m.offsetRows
        ? `<pattern id="p" width="${m.cell}" height="${h * 2}" patternUnits="userSpaceOnUse">
             <g>${m.draw(c.ink, c.ground)}</g>
             <g transform="translate(${m.cell / 2} ${h})">${m.draw(c.ink, c.ground)}</g>
             <g transform="translate(${-m.cell / 2} ${h})">${m.draw(c.ink, c.ground)}</g></pattern>`
        : `<pattern id="p" width="${m.cell}" height="${h}" patternUnits="userSpaceOnUse">${m.draw(c.ink, c.ground)}</pattern>`;
      out.push({
        slug: `pattern-${['hui', 'yun', 'shui', 'ruyi'][Object.keys(MOTIFS).indexOf(motif)]}-${i + 1}`,
        title: `${c.name}底${motif}`,
        tags: ['传统纹样', motif, '中国风', '纹理', '背景', ...c.words],
        svg: `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}">
          <defs>${tile}</defs><rect width="100%" height="100%" fill="${c.ground}"/>
          <rect width="100%" height="100%" fill="url(#p)"/></svg>`,
      });
    }
  }
  return out;
}
