import { describe, expect, it } from 'vitest';
import { uploadProblem } from './image-upload.js';

describe(uploadProblem.name, () => {
  it('accepts a JPG, PNG or SVG up to 5 MB', () => {
    expect(uploadProblem({ size: 1000, type: 'image/png' })).toBeNull();
    expect(uploadProblem({ size: 5 * 1024 * 1024, type: 'image/jpeg' })).toBeNull();
    expect(uploadProblem({ size: 10, type: 'image/svg+xml' })).toBeNull();
  });

  it('refuses an empty file, another type and a file over 5 MB with the spec messages', () => {
    expect(uploadProblem({ size: 0, type: 'image/png' })).toBe('空文件');
    expect(uploadProblem({ size: 10, type: 'image/gif' })).toBe(
      '上传的素材只能是 JPG 、 PNG 格式或者 SVG!',
    );
    expect(uploadProblem({ size: 5 * 1024 * 1024 + 1, type: 'image/png' })).toBe(
      '上传的素材大小不能超过 5MB!',
    );
  });
});
