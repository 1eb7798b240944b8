import { getBackend } from '@tensorflow/tfjs-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadHuman, loadSelfieModel } from './models.load.js';

// Nothing may download at run time (issue 14): Human's defaults point at a CDN for both its wasm
// binaries and its models, so every load here happens with the network refused.
describe('loading the models', () => {
  const fetch = vi.fn(() => Promise.reject(new Error('network refused in this test')));
  beforeAll(() => {
    vi.stubGlobal('fetch', fetch);
  });
  afterAll(() => {
    vi.unstubAllGlobals();
  });

  it('reads Human, its wasm backend and the selfie model from disk alone', async () => {
    const human = await loadHuman();
    const selfie = await loadSelfieModel();
    expect(getBackend()).toBe('wasm');
    expect(Object.keys(human.models.models).filter((name) => human.models.models[name])).toEqual(
      expect.arrayContaining(['blazeface', 'facemesh']),
    );
    expect(selfie.inputs[0]?.shape).toEqual([1, 256, 256, 3]);
    expect(fetch).not.toHaveBeenCalled();
  });
});
