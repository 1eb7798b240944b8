import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_PATHS } from '@adstudio/schema/page-data';
import { FIRST_SCREENS } from './page-chunks';

describe('FIRST_SCREENS', () => {
  it('lists the route code of every page the bff sends with its data, and of no other', () => {
    expect(Object.keys(FIRST_SCREENS).sort()).toEqual([...FIRST_SCREEN_PATHS].sort());
    for (const source of Object.values(FIRST_SCREENS)) {
      expect(existsSync(resolve(import.meta.dirname, '..', source)), source).toBe(true);
    }
  });
});
