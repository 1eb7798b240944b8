import { describe, expect, it } from 'vitest';
import { crispen, keepPerson } from './alpha.clean.js';

/** A 12×6 alpha from rows of characters: '#' opaque, '.' a faint fringe (60), ' ' clear. */
function alphaOf(rows: string[]) {
  const width = rows[0]?.length ?? 0;
  const values = Uint8Array.from(rows.join('').split(''), (c) => ({ '#': 255, '.': 60 })[c] ?? 0);
  return { values, size: { width, height: rows.length } };
}
const shown = (values: Uint8Array, width: number) =>
  Array.from({ length: values.length / width }, (_, y) =>
    Array.from(values.subarray(y * width, (y + 1) * width), (v) =>
      v >= 128 ? '#' : v > 0 ? '.' : ' ',
    ).join(''),
  );

describe('crispen', () => {
  it('steepens a soft edge around its ½ contour, which stays where it was', () => {
    const alpha = crispen(Uint8Array.from([0, 51, 76, 102, 128, 153, 179, 204, 255]));
    expect(Array.from(alpha)).toEqual([0, 0, 0, 63, 128, 191, 255, 255, 255]);
  });
});

describe('keepPerson', () => {
  const scene = [
    '  ##.       ',
    ' ####.   .##',
    ' ####.   .##',
    '  ##.       ',
    '            ',
    '#.          ',
  ];

  it('keeps what is joined to the face and drops a stray patch with its fringe', () => {
    const { values, size } = alphaOf(scene);
    keepPerson(values, size, { left: 2, top: 0, width: 2, height: 2 });
    expect(shown(values, size.width)).toEqual([
      '  ##.       ',
      ' ####.      ',
      ' ####.      ',
      '  ##.       ',
      '            ',
      '            ',
    ]);
  });

  it('keeps the largest part when no face is known, and a lone part as it is', () => {
    const { values, size } = alphaOf(scene);
    keepPerson(values, size);
    expect(shown(values, size.width)[1]).toBe(' ####.      ');
    const lone = alphaOf(['  ##.  ', ' ####. ']);
    expect(Array.from(keepPerson(lone.values, lone.size))).toEqual(
      Array.from(alphaOf(['  ##.  ', ' ####. ']).values),
    );
  });

  it('keeps the largest part too when the face touches only a speck', () => {
    const { values, size } = alphaOf(scene);
    keepPerson(values, size, { left: 0, top: 5, width: 1, height: 1 });
    expect(shown(values, size.width)[1]).toBe(' ####.      ');
    expect(shown(values, size.width)[5]).toBe('#.          ');
  });

  it('keeps every part the face box touches (a raised arm apart from the head)', () => {
    const { values, size } = alphaOf(scene);
    keepPerson(values, size, { left: 3, top: 1, width: 8, height: 1 });
    expect(shown(values, size.width)[1]).toBe(' ####.   .##');
    expect(shown(values, size.width)[5]).toBe('            ');
  });
});
