import { describe, expect, it } from 'vitest';
import { TAG_HISTORY_KEY } from './uploads.constants';
import { pushTag, readTagHistory, rememberTag } from './tagHistory';

describe('tag history', () => {
  it('puts the newest tag first and keeps each name once', () => {
    expect(pushTag(['风景', '人物'], '人物')).toEqual(['人物', '风景']);
    expect(pushTag(['风景'], '  城市 ')).toEqual(['城市', '风景']);
  });

  it('ignores an empty tag', () => {
    expect(pushTag(['风景'], '   ')).toEqual(['风景']);
  });

  it('keeps at most 20 tags, dropping the oldest', () => {
    let history: string[] = [];
    for (let i = 1; i <= 25; i += 1) history = pushTag(history, `标签${i}`);
    expect(history).toHaveLength(20);
    expect(history[0]).toBe('标签25');
    expect(history.at(-1)).toBe('标签6');
  });

  it('stores the history in localStorage and survives corrupt data', () => {
    rememberTag('风景');
    rememberTag('人物');
    rememberTag('风景');
    expect(JSON.parse(localStorage.getItem(TAG_HISTORY_KEY) ?? '[]')).toEqual(['风景', '人物']);
    expect(readTagHistory()).toEqual(['风景', '人物']);
    localStorage.setItem(TAG_HISTORY_KEY, '{not json');
    expect(readTagHistory()).toEqual([]);
  });
});
