// Columns the database keeps beside each template, rebuilt on every save, so filters are SQL
// rather than JSON scans (QUICKCREATE §2).
import type { Category } from '@adstudio/domain';
import { SLOT_FIELDS, type TemplateDoc } from './template.schema.js';

export interface DerivedColumns {
  width: number;
  height: number;
  category: Category;
  tagIds: number[];
  /** Slot fields present, in SLOT_FIELDS order. */
  slots: string[];
  layoutFamily: string;
}

export function deriveColumns(doc: TemplateDoc): DerivedColumns {
  const layers = Object.values(doc.renderConfig.materials);
  const fields = new Set(layers.flatMap((l) => (l.slot ? [l.slot.field] : [])));
  return {
    width: doc.renderConfig.width_g,
    height: doc.renderConfig.height_g,
    category: doc.meta.category,
    tagIds: [...new Set(Object.values(doc.meta.tags).flat())].sort((a, b) => a - b),
    slots: SLOT_FIELDS.filter((f) => fields.has(f)),
    layoutFamily: doc.meta.layoutFamily,
  };
}

/** Every image source a draw of `doc` needs (visible sprites), each once. */
export function collectTextures(doc: TemplateDoc): string[] {
  const textures = Object.values(doc.renderConfig.materials).flatMap((l) =>
    l.type === 'sprite' && !l.hidden && l.texture ? [l.texture] : [],
  );
  return [...new Set(textures)];
}
