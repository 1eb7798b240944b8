// A new, empty design on one of the spec's canvas sizes (create-and-write §3): a white background
// the designer or user builds on.
import { CATEGORY_OFFICIAL, CATEGORY_POSTER, type TemplateDoc } from '@adstudio/render';
import type { CanvasSize } from './editor.constants.js';

/**
 * An empty document of `size`: the two wide banner sizes are official-account header images (120),
 * the others posters (121), as the template centre files them.
 */
export function createBlankDoc(size: CanvasSize): TemplateDoc {
  const { width, height } = size;
  const category = width / height > 2 ? CATEGORY_OFFICIAL : CATEGORY_POSTER;
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
      },
    },
  };
}
