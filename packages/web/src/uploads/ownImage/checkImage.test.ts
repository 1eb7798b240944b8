import { describe, expect, it } from 'vitest';
import { checkImage } from './checkImage';

describe('checkImage (spec §5)', () => {
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  it('accepts JPG, PNG and SVG by content and name', async () => {
    expect(await checkImage(new File([png], 'a.png'), 100)).toBe('ok');
    expect(
      await checkImage(new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'a.JPG'), 100),
    ).toBe('ok');
    expect(await checkImage(new File(['<svg xmlns="x"></svg>'], 'a.svg'), 100)).toBe('ok');
  });

  it('refuses a renamed file, an oversized one and an empty one', async () => {
    expect(await checkImage(new File([png], 'a.svg'), 100)).toBe('wrongType');
    expect(await checkImage(new File(['GIF89a'], 'a.gif'), 100)).toBe('wrongType');
    expect(await checkImage(new File([png], 'a.png'), 8)).toBe('tooLarge');
    expect(await checkImage(new File([], 'a.png'), 100)).toBe('emptyFile');
  });
});
