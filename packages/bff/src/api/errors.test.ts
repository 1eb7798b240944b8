import { describe, expect, it } from 'vitest';
import { ApiError, mapUpstreamError } from './errors.js';

const messageOf = (message: string, path: string) =>
  mapUpstreamError(new ApiError(400, message, path))?.message;

describe(mapUpstreamError.name, () => {
  it.each([
    ['请求参数不正确：material_id', '/client/material/detail', '请求参数不正确：id'],
    ['请求参数不正确：material_id', '/client/review/history', '请求参数不正确：materialId'],
    ['请求参数不正确：number', '/client/composeTemplate/getTitle', '请求参数不正确：count'],
    ['请求参数不正确：num', '/client/copy/changeCopyCard', '请求参数不正确：lines'],
    ['请求参数不正确：num', '/client/get_smart_title', '请求参数不正确：count'],
    ['请求参数不正确：line', '/client/copy/copyList', '请求参数不正确：lines'],
    ['请求参数不正确：tagId', '/client/title/get', '请求参数不正确：tagIds'],
    ['请求参数不正确：cur_page', '/client/template', '请求参数不正确：page'],
    ['请求参数不正确：material_id', '/client/material/resubmit', '请求参数不正确：fileId'],
    ['请求参数不正确：page_size', '/client/template', '请求参数不正确：pageSize'],
  ])('names the GraphQL argument: %s on %s → %s', (message, path, expected) => {
    expect(messageOf(message, path)).toBe(expected);
  });

  it('leaves other words of the api message alone', () => {
    expect(messageOf('image 不是有效的 BASE64 图片', '/client/img/cutout')).toBe(
      'image 不是有效的 BASE64 图片',
    );
    expect(messageOf('请求参数不正确：num', '/client/unknown')).toBe('请求参数不正确：num');
  });
});
