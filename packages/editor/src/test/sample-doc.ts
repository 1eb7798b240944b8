// A small poster in the shape of QUICKCREATE's sample: locked background and 调整层, a group with a
// child, a hugging frame, titles, a product and a logo. Tests build on it with overrides.
import { restoreTemplate, type Layer, type TemplateDoc } from '@adstudio/render';

const common = { anchor: [0.5, 0.5] as [number, number], scale: 1 };
const locked = { move: true, resize: true, delete: true };

const label = (
  key: string,
  zIndex: number,
  pos: [number, number],
  width: number,
  height: number,
  text: string,
) => ({
  ...common,
  key,
  type: 'label' as const,
  text,
  fontFamily: 'noto-sans-sc',
  fontSize: 48,
  fontWeight: 700,
  fillColor: '#2F6B4F',
  textAlign: 'center' as const,
  strokeWidth: 0,
  pos,
  width,
  height,
  maxWidth: width,
  maxHeight: height,
  zIndex,
  fit: { mode: 'shrink' as const, minFontSize: 24, maxLines: 1 },
});

const layers: Layer[] = [
  {
    ...common,
    key: 'background',
    type: 'sprite',
    pos: [375, 667],
    width: 750,
    height: 1334,
    zIndex: 0,
    texture: 'asset://bg/paper.jpg',
    fit: 'cover',
    lock: locked,
    slot: { field: 'background', index: 0, required: false, whenEmpty: 'keep' },
  },
  {
    ...common,
    key: 'filterFloor',
    type: 'shape',
    name: '调整层',
    shape: 'rect',
    pos: [375, 667],
    width: 750,
    height: 1334,
    zIndex: 1,
    fill: 'rgba(0,0,0,0.1)',
    lock: locked,
  },
  { ...common, key: 'deco_0', type: 'group', pos: [640, 120], width: 180, height: 180, zIndex: 2 },
  {
    ...common,
    key: 'deco_ring_0',
    type: 'shape',
    parent: 'deco_0',
    shape: 'ellipse',
    pos: [640, 120],
    width: 180,
    height: 180,
    zIndex: 3,
    stroke: { color: '#E8B04A', width: 6 },
  },
  {
    ...common,
    key: 'product_0',
    type: 'sprite',
    pos: [250, 900],
    width: 340,
    height: 340,
    zIndex: 6,
    texture: 'asset://placeholders/product.png',
    fit: 'contain',
    slot: { field: 'product', index: 0, required: false, whenEmpty: 'hide' },
  },
  {
    ...label('mainLabel_0', 10, [375, 200], 640, 150, '春日新品'),
    slot: { field: 'mainLabel', index: 0, required: true, whenEmpty: 'keep' },
  },
  {
    ...common,
    key: 'secondTextFrame_0',
    type: 'sprite',
    pos: [375, 470],
    width: 520,
    height: 72,
    zIndex: 12,
    texture: 'asset://frames/capsule.png',
    fit: 'fill',
    hug: { target: 'secondLabel_0', padding: [14, 36] },
  },
  label('secondLabel_0', 13, [375, 470], 600, 48, '第二杯半价'),
  {
    ...common,
    key: 'logo_0',
    type: 'sprite',
    anchor: [0, 0],
    pos: [48, 48],
    width: 180,
    height: 72,
    zIndex: 20,
    texture: 'asset://placeholders/logo.png',
    fit: 'contain',
  },
];

/** The sample as restoreTemplate returns it, so tests start from a valid document. */
export function sampleDoc(): TemplateDoc {
  return restoreTemplate({
    schemaVersion: 2,
    meta: { category: 121, tags: {}, layoutFamily: 'test' },
    renderConfig: {
      width_g: 750,
      height_g: 1334,
      materials: Object.fromEntries(layers.map((l) => [l.key, l])),
    },
  });
}

/** The sample plus labels and shapes up to `count` layers, for the drag frame-time measurement. */
export function busyDoc(count: number): TemplateDoc {
  const doc = sampleDoc();
  const materials = { ...doc.renderConfig.materials };
  for (let i = Object.keys(materials).length; i < count; i += 1) {
    const x = 80 + (i % 5) * 150;
    const y = 560 + Math.floor(i / 5) * 90;
    const key = `extra_${i}`;
    materials[key] =
      i % 2 === 0
        ? {
            ...label(key, 100 + i, [x, y], 140, 40, `第${i}号 满300减50`),
            fontSize: 28,
            fontWeight: 400,
            fit: { mode: 'shrink', minFontSize: 12, maxLines: 2 },
          }
        : {
            ...common,
            key,
            type: 'shape',
            shape: 'rect',
            pos: [x, y],
            width: 120,
            height: 60,
            zIndex: 100 + i,
            radius: 12,
            fill: {
              type: 'linear',
              angle: 90,
              stops: [
                [0, '#E8B04A'],
                [1, '#2F6B4F'],
              ],
            },
          };
  }
  return { ...doc, renderConfig: { ...doc.renderConfig, materials } };
}
