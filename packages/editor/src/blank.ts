// A new, empty design on one of the spec's canvas sizes (create-and-write §3): a white background
// the designer or user builds on.
import { categoryOfSize, type CanvasSize } from '@adstudio/domain';
import type { TemplateDoc } from '@adstudio/render';

/** An empty document of `size`, filed under the size's category (domain's one size rule). */
export function createBlankDoc(size: CanvasSize): TemplateDoc {
  const { width, height } = size;
  const category = categoryOfSize(size);
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
