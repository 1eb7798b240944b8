import { describe, expect, it } from 'vitest';
import { guidesFor, snapBox } from './snap.js';
import { sampleDoc } from './test/sample-doc.js';

describe(snapBox.name, () => {
  const guides = { vertical: [0, 375, 750], horizontal: [0, 667, 1334] };

  it('snaps the nearest of left, centre and right to a guide within the threshold', () => {
    // centre at 372 is 3 px from the canvas centre line
    expect(snapBox({ x: 322, y: 100, w: 100, h: 50 }, guides, 5)).toEqual({
      dx: 3,
      dy: 0,
      lines: { vertical: 375 },
    });
    // right edge at 746 is 4 px from the canvas edge
    expect(snapBox({ x: 646, y: 100, w: 100, h: 50 }, guides, 5).dx).toBe(4);
  });

  it('snaps both axes at once and reports both guides', () => {
    expect(snapBox({ x: -2, y: 1330, w: 100, h: 6 }, guides, 5)).toEqual({
      dx: 2,
      dy: 1,
      lines: { vertical: 0, horizontal: 1334 },
    });
  });

  it('leaves a box alone when nothing is within the threshold', () => {
    expect(snapBox({ x: 100, y: 100, w: 100, h: 100 }, guides, 5)).toEqual({
      dx: 0,
      dy: 0,
      lines: {},
    });
  });
});

describe(guidesFor.name, () => {
  it('offers the canvas edges and centre lines and other layers, not the dragged ones or groups', () => {
    const g = guidesFor(sampleDoc(), new Set(['logo_0']));
    expect(g.vertical).toEqual(expect.arrayContaining([0, 375, 750, 550, 640, 730]));
    expect(g.vertical).not.toContain(48 + 180); // the dragged logo's right edge
    expect(g.horizontal).toEqual(expect.arrayContaining([0, 667, 1334, 30, 120, 210]));
  });
});
