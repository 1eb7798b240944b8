import { describe, expect, it } from 'vitest';
import { moveLayers, patchLayer } from './doc-ops.js';
import { createHistory } from './history.js';
import { sampleDoc } from './test/sample-doc.js';

describe(createHistory.name, () => {
  it('undoes every edit back to a document deep-equal to the original', () => {
    const original = sampleDoc();
    const snapshot = structuredClone(original);
    const history = createHistory(original);
    let h = history.initial;
    h = history.push(h, moveLayers(h.present, ['logo_0'], 30, 12, 'user'));
    h = history.push(h, patchLayer(h.present, 'mainLabel_0', { text: '夏日限定' }));
    h = history.push(h, moveLayers(h.present, ['product_0', 'mainLabel_0'], -5, 40, 'user'));
    expect(h.present).not.toEqual(snapshot);
    while (history.canUndo(h)) h = history.undo(h);
    expect(h.present).toEqual(snapshot);
    expect(h.present).toBe(original);
  });

  it('redoes what was undone and forgets the redo branch after a new edit', () => {
    const history = createHistory(sampleDoc());
    let h = history.push(
      history.initial,
      moveLayers(history.initial.present, ['logo_0'], 10, 0, 'user'),
    );
    const moved = h.present;
    h = history.undo(h);
    h = history.redo(h);
    expect(h.present).toBe(moved);
    h = history.undo(h);
    h = history.push(h, moveLayers(h.present, ['logo_0'], 0, 10, 'user'));
    expect(history.canRedo(h)).toBe(false);
  });

  it('ignores undo and redo at the ends and a push of the present itself', () => {
    const history = createHistory(sampleDoc());
    const h = history.initial;
    expect(history.undo(h)).toBe(h);
    expect(history.redo(h)).toBe(h);
    expect(history.push(h, h.present)).toBe(h);
  });

  it('keeps at most its limit of past snapshots', () => {
    const history = createHistory(sampleDoc(), 3);
    let h = history.initial;
    for (let i = 1; i <= 5; i += 1)
      h = history.push(h, moveLayers(h.present, ['logo_0'], 1, 0, 'user'));
    expect(h.past).toHaveLength(3);
  });
});
