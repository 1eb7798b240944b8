import { readFileSync } from 'node:fs';
import type { Db } from '../db/db.js';
import { readTemplateDoc, templateWriteOf } from '../templates/templates.document.js';
import { upsertTemplate } from '../templates/templates.repo.js';

// The designs tests' library template: the sample poster of QUICKCREATE §2 (library art only, so
// it renders on any database).

export const SAMPLE = JSON.parse(
  readFileSync(new URL('../../demo/templates/tpl_p_0231.json', import.meta.url), 'utf8'),
) as { synthetic: { renderConfig: { materials: Record<string, Record<string, unknown>> } } };

/** Writes the sample poster into the library; answers its id. */
export function insertSamplePoster(db: Db): Promise<number> {
  return upsertTemplate(
    db,
    templateWriteOf(readTemplateDoc(SAMPLE.synthetic), {
      template_id: 'tpl_p_0231',
      name: '春日新品海报',
      path: '/api/v1/files/templates/tpl_p_0231.jpg',
      owner_id: null,
      created_at: new Date('2026-11-01T00:00:00Z'),
      replaceObj: {},
    }),
  );
}

/** The sample with its layers changed (a key set to undefined drops from the JSON), as JSON. */
export function editedSample(layers: Record<string, Record<string, unknown>>): string {
  const materials = structuredClone(SAMPLE.synthetic.renderConfig.materials);
  for (const [key, change] of Object.entries(layers)) {
    materials[key] = { ...materials[key], ...change };
  }
  return JSON.stringify({
    ...SAMPLE.synthetic,
    renderConfig: { ...SAMPLE.synthetic.renderConfig, materials },
  });
}

/**
 * A white canvas of the size, as the editor starts a blank one (@adstudio/editor blank.ts): a
 * user's 新建空白设计 or a designer's new template.
 */
export function blankCanvas(width: number, height: number, category = 121) {
  return {
    schemaVersion: 2,
    meta: { category, tags: {}, layoutFamily: 'blank' },
    renderConfig: {
      width_g: width,
      height_g: height,
      materials: {
        background: {
          key: 'background',
          type: 'shape',
          shape: 'rect',
          fill: '#FFFFFF',
          pos: [width / 2, height / 2],
          anchor: [0.5, 0.5],
          width,
          height,
          scale: 1,
          zIndex: 0,
        },
      } as Record<string, Record<string, unknown>>,
    },
  };
}

// A designer's template built as the editor builds one on a blank 750x1334 canvas: a white
// background, a 主标题 text slot and a 商品图 image slot (a library photo as its sample).
const PHOTO = '/api/v1/files/materials/skimage-astronaut.jpg';
/** A designer's template as the editor builds one on a blank 750x1334 canvas. */
export function designerDoc() {
  const blank = blankCanvas(750, 1334);
  return {
    ...blank,
    renderConfig: {
      ...blank.renderConfig,
      materials: {
        ...blank.renderConfig.materials,
        label_0: {
          key: 'label_0',
          type: 'label',
          text: '夏日新品',
          fontFamily: 'noto-sans-sc',
          fontSize: 75,
          fontWeight: 700,
          fillColor: '#1f2329',
          textAlign: 'center',
          strokeWidth: 0,
          pos: [375, 200],
          anchor: [0.5, 0.5],
          width: 600,
          height: 240,
          maxWidth: 600,
          maxHeight: 240,
          scale: 1,
          zIndex: 2,
          fit: { mode: 'shrink', minFontSize: 24, maxLines: 2 },
          slot: {
            field: 'mainLabel',
            index: 0,
            required: true,
            whenEmpty: 'collapse',
            maxChars: 12,
            sample: '夏日新品',
          },
        },
        image_0: {
          key: 'image_0',
          type: 'sprite',
          texture: PHOTO,
          fit: 'cover',
          pos: [375, 800],
          anchor: [0.5, 0.5],
          width: 600,
          height: 600,
          scale: 1,
          zIndex: 1,
          slot: { field: 'product', index: 0, required: false, whenEmpty: 'keep' },
        },
      },
    },
  };
}
