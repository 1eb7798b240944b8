import { CANVAS_SIZES } from '@adstudio/domain';
import { lintTemplate, restoreTemplate } from '@adstudio/render';
import { describe, expect, it } from 'vitest';
import { createBlankDoc } from './blank.js';

describe(createBlankDoc.name, () => {
  it.each(CANVAS_SIZES.map((s) => [`${s.width}x${s.height}`, s] as const))(
    'makes a valid empty %s document',
    (_, size) => {
      const doc = createBlankDoc(size);
      expect(restoreTemplate(doc)).toEqual(doc);
      expect(doc.renderConfig).toMatchObject({ width_g: size.width, height_g: size.height });
    },
  );

  it('files the wide banner sizes as official-account headers and the rest as posters', () => {
    expect(CANVAS_SIZES.map((s) => createBlankDoc(s).meta.category)).toEqual([
      120, 120, 121, 121, 121, 121,
    ]);
  });

  it('passes lint', () => {
    expect(lintTemplate(createBlankDoc({ width: 750, height: 1334 }))).toEqual([]);
  });
});
