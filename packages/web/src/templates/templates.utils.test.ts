import { describe, expect, it } from 'vitest';
import { today } from './templates.utils';

describe('today', () => {
  it('is the day in China Standard Time, as the api reads the range, wherever the browser is', () => {
    expect(today(new Date('2026-11-28T15:59:59Z'))).toBe('2026-11-28');
    expect(today(new Date('2026-11-28T16:00:00Z'))).toBe('2026-11-29');
    expect(today(new Date('2026-11-28T22:33:00Z'))).toBe('2026-11-29');
  });
});
