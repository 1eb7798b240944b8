import { Type } from '@fastify/type-provider-typebox';
import { describe, expect, it } from 'vitest';
import { parseJsonField } from './json-field.js';

const List = Type.Object({
  items: Type.Array(Type.Object({ name: Type.String(), size: Type.Optional(Type.Integer()) }), {
    minItems: 1,
  }),
});

const messageOf = (raw: string) => {
  try {
    parseJsonField(List, raw, 'data');
    return 'parsed';
  } catch (err) {
    return (err as Error).message;
  }
};

describe('parseJsonField', () => {
  it('gives the typed value of JSON that fits the schema', () => {
    expect(parseJsonField(List, '{"items":[{"name":"a","size":2}]}', 'data')).toEqual({
      items: [{ name: 'a', size: 2 }],
    });
  });

  it('names the field for JSON that does not parse or is the wrong shape altogether', () => {
    expect(messageOf('{')).toBe('请求参数不正确：data');
    expect(messageOf('[]')).toBe('请求参数不正确：data');
    expect(messageOf('{"items":[]}')).toBe('请求参数不正确：items');
  });

  it('names the property at fault inside a list', () => {
    expect(messageOf('{"items":[{"name":"a"},{"name":"b","size":"x"}]}')).toBe(
      '请求参数不正确：size',
    );
    expect(messageOf('{"items":[{"name":1e999}]}')).toBe('请求参数不正确：name');
  });
});
