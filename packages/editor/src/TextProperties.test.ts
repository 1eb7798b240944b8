import { describe, expect, it } from 'vitest';
import { withShadow } from './TextProperties.js';

describe(withShadow.name, () => {
  const stroke = { type: 'stroke' as const, color: '#fff', width: 8 };

  it('adds a shadow under the existing effects', () => {
    expect(withShadow({ effects: [stroke] }, '#123456')).toEqual([
      { type: 'shadow', color: '#123456', x: 0, y: 6, blur: 0 },
      stroke,
    ]);
  });

  it('recolours the first shadow and removes it, leaving the strokes', () => {
    const shadow = { type: 'shadow' as const, color: '#000', x: 2, y: 2, blur: 4 };
    expect(withShadow({ effects: [shadow, stroke] }, 'red')).toEqual([
      { ...shadow, color: 'red' },
      stroke,
    ]);
    expect(withShadow({ effects: [shadow, stroke] }, null)).toEqual([stroke]);
    expect(withShadow({}, null)).toEqual([]);
  });
});
