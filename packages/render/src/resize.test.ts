import { CANVAS_SIZES } from '@adstudio/domain';
import { describe, expect, it } from 'vitest';
import { nodeMeasurer } from '../node/measure.node.js';
import { SAMPLE_POSTER } from '../test/fixtures.js';
import { canvasBox } from './draw.js';
import { lintTemplate } from './lint.js';
import { resizeTemplate } from './resize.js';
import { collectTextures } from './template.derive.js';
import { restoreTemplate } from './template.restore.js';
import { spriteLayer } from '../test/layers.js';

function sample() {
  const doc = restoreTemplate(SAMPLE_POSTER.synthetic);
  doc.meta.provenance = {
    source: 'generated',
    assets: collectTextures(doc).map((ref) => ({ ref, licence: 'CC0-1.0' })),
  };
  return doc;
}

describe('resizeTemplate', () => {
  it('gives the sample poster in each of the other five sizes, every one passing the lint', () => {
    for (const size of CANVAS_SIZES.filter((s) => s.width !== 750)) {
      const { doc, report } = resizeTemplate(sample(), size.width, size.height, nodeMeasurer);
      expect([doc.renderConfig.width_g, doc.renderConfig.height_g]).toEqual([
        size.width,
        size.height,
      ]);
      expect(doc.meta.category).toBe(size.category);
      expect(report.lint).toEqual([]);
      // The stored shape survives: the result reads back through restoreTemplate.
      expect(() => restoreTemplate(JSON.parse(JSON.stringify(doc)))).not.toThrow();
    }
  });

  it('keeps corner layers in their corners, stretches the background and scales text with the content', () => {
    const { doc, report } = resizeTemplate(sample(), 1334, 750, nodeMeasurer);
    const m = doc.renderConfig.materials;
    const scale = 750 / 1334;
    expect(report.scale).toBeCloseTo(scale);
    expect(report.familyChanged).toBe(true);
    expect(canvasBox(m.logo_0!)).toMatchObject({ x: 48 * scale, y: 48 * scale });
    const code = canvasBox(m.code_0!);
    expect(code.x + code.w).toBeCloseTo(1334 - 48 * scale);
    expect(canvasBox(m.background!)).toEqual({ x: 0, y: 0, w: 1334, h: 750 });
    expect(m.mainLabel_0!.type === 'label' && m.mainLabel_0!.fontSize).toBeCloseTo(132 * scale);
    expect(report.layers.find((l) => l.layerKey === 'background')?.changes).toContain('stretched');
    expect(report.layers.find((l) => l.layerKey === 'code_0')).toMatchObject({
      label: '二维码',
      changes: ['moved', 'shrank'],
    });
  });

  it("stretches a photo background's box, never the photo: its crop takes the new proportions", () => {
    const doc = sample();
    // A 1.6:1 photo placed to fill the poster: a window of 0.35 × 1 of it, the poster's shape.
    const photoShape = 750 / 1334 / 0.35;
    doc.renderConfig.materials.photo = spriteLayer({
      key: 'photo',
      texture: 'upload://person.jpg',
      fit: 'fill',
      crop: { x: 0.6, y: 0, w: 0.35, h: 1 },
      pos: [0, 0],
      width: 750,
      height: 1334,
      slot: { field: 'background', index: 0, required: false, whenEmpty: 'hide' },
    });
    for (const [W, H] of [
      [1080, 460],
      [1823, 2578],
    ] as const) {
      const { doc: resized, report } = resizeTemplate(doc, W, H, nodeMeasurer);
      const photo = resized.renderConfig.materials.photo;
      if (photo?.type !== 'sprite' || !photo.crop) throw new Error('the photo lost its crop');
      const box = canvasBox(photo);
      expect([box.x, box.y, box.w - W, box.h - H].map((v) => Math.round(v * 1e6))).toEqual([
        0, 0, 0, 0,
      ]);
      const { x, y, w, h } = photo.crop;
      // Drawn at one scale on both axes: the window has the box's proportions.
      expect((w * photoShape) / h).toBeCloseTo(W / H, 6);
      for (const v of [x, y, x + w, y + h]) {
        expect(v).toBeGreaterThanOrEqual(0);
        expect(v).toBeLessThanOrEqual(1 + 1e-9);
      }
      // Around where the placement looked (the window's centre), as far as the picture allows.
      expect(x <= 0.775 && 0.775 <= x + w).toBe(true);
      expect(report.layers.find((l) => l.layerKey === 'photo')?.changes).toContain('stretched');
    }
  });

  it('keeps a person who stands on the canvas foot standing there', () => {
    // A banner with the person cut out down to its foot (a bust the photo's frame cut there),
    // tall enough that the banner's middle is theirs: by its thirds it would be centred.
    const { doc: banner } = resizeTemplate(sample(), 900, 383, nodeMeasurer);
    const role = banner.renderConfig.materials.role_0!;
    role.anchor = [0.5, 1];
    role.pos = [700, 383];
    role.height = 340 / role.scale;
    // Placed by its face already: the designer's face centre no longer applies.
    if (role.slot) delete role.slot.face;
    for (const [W, H] of [
      [750, 1334],
      [1823, 2578],
    ] as const) {
      const { doc } = resizeTemplate(banner, W, H, nodeMeasurer);
      const box = canvasBox(doc.renderConfig.materials.role_0!);
      expect(box.y + box.h, `${W}×${H}`).toBeCloseTo(H, 6);
    }
  });

  it('reports text whose minimum size falls below the readable size', () => {
    const { report } = resizeTemplate(sample(), 900, 383, nodeMeasurer);
    const notes = report.overflows.find((o) => o.layerKey === 'notesLabel_0');
    expect(notes?.message).toMatch(/^「备注」最小字号缩到 [\d.]+ px，低于可读的 12 px$/u);
    expect(report.summary).toMatch(/处文字放不下/u);
  });

  it("places a layer in the designer's archetype for the size and re-wraps its text", () => {
    const source = sample();
    const title = source.renderConfig.materials.mainLabel_1!;
    if (title.type === 'label') title.text = '品质生活从这里开始';
    title.constraints = { sizes: { '1334x750': { pos: [1150, 130], width: 300, height: 160 } } };
    const { doc, report } = resizeTemplate(source, 1334, 750, nodeMeasurer);
    expect(report.layout).toBe('pinned');
    expect(canvasBox(doc.renderConfig.materials.mainLabel_1!)).toMatchObject({ w: 300, h: 160 });
    expect(report.layers.find((l) => l.layerKey === 'mainLabel_1')?.changes).toEqual(
      expect.arrayContaining(['archetype', 'rewrapped']),
    );
  });

  it('centres the whole design when pinning would make layers overlap that did not before', () => {
    const source = sample();
    // The QR code's caption pinned right and the code pinned left: in a wider canvas the caption
    // would slide onto the code.
    const m = source.renderConfig.materials;
    m.codeLabel_0!.constraints = { h: 'right' };
    m.code_0!.constraints = { h: 'left' };
    const { report } = resizeTemplate(source, 1823, 2578, nodeMeasurer);
    expect(report.layout).toBe('centred');
    expect(report.lint).toEqual([]);
  });
});

describe('lintTemplate on the canvas', () => {
  it('refuses a title slot 206 px off the canvas and a face the canvas would cut', () => {
    const doc = sample();
    const m = doc.renderConfig.materials;
    m.mainLabel_0!.pos = [375 + 206 + 55, 200];
    m.role_0!.slot = {
      ...m.role_0!.slot!,
      face: { targetWidth: 130, center: [730, 600], yawShift: 20 },
    };
    expect(lintTemplate(doc)).toEqual(
      expect.arrayContaining([
        { layerKey: 'mainLabel_0', message: '插槽 mainLabel_0 超出画布 206 px' },
        { layerKey: 'role_0', message: 'role_0 的面部区域超出画布，人脸会被裁掉' },
      ]),
    );
  });
});
