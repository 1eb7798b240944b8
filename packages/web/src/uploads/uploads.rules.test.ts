import { describe, expect, it } from 'vitest';
import {
  EMPTY_INFO,
  isInfoComplete,
  isValidLink,
  precheckFile,
  toSubmission,
} from './uploads.rules';

describe('precheckFile', () => {
  it('refuses other types, empty files and files over 10 MB with the server wording', () => {
    expect(precheckFile({ name: 'a.gif', type: 'image/gif', size: 10 })).toBe(
      '上传的素材只能是 JPG 、 PNG 格式或者 SVG!',
    );
    expect(precheckFile({ name: 'a.png', type: 'image/png', size: 0 })).toBe('空文件');
    expect(precheckFile({ name: 'a.jpg', type: 'image/jpeg', size: 10 * 1024 * 1024 + 1 })).toBe(
      '上传的素材大小不能超过 10MB!',
    );
    expect(precheckFile({ name: 'a.svg', type: 'image/svg+xml', size: 100 })).toBeNull();
    expect(precheckFile({ name: 'a.SVG', type: '', size: 100 })).toBeNull();
  });
});

describe('isInfoComplete', () => {
  const base = { ...EMPTY_INFO, tags: ['风景'], category: '风景' };
  it('needs tags, a type and a copyright status', () => {
    expect(isInfoComplete(EMPTY_INFO)).toBe(false);
    expect(isInfoComplete({ ...base, copyrightStatus: 'ORIGINAL' })).toBe(true);
    expect(isInfoComplete({ ...base, tags: [], copyrightStatus: 'ORIGINAL' })).toBe(false);
  });
  it('needs a name or a valid link for a known source', () => {
    const known = { ...base, copyrightStatus: 'KNOWN_SOURCE' as const };
    expect(isInfoComplete(known)).toBe(false);
    expect(isInfoComplete({ ...known, copyrightName: '新华社' })).toBe(true);
    expect(isInfoComplete({ ...known, copyrightUrl: 'https://example.com/a' })).toBe(true);
    expect(isInfoComplete({ ...known, copyrightUrl: 'javascript:alert(1)' })).toBe(false);
  });
  it('drops name and link unless the source is known', () => {
    expect(toSubmission('7', { ...base, copyrightStatus: 'ORIGINAL', copyrightName: 'x' })).toEqual(
      { fileId: '7', tags: ['风景'], category: '风景', copyrightStatus: 'ORIGINAL' },
    );
    expect(isValidLink('ftp://example.com')).toBe(false);
  });
});
