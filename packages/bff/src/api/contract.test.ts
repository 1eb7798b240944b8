import { describe, expect, it } from 'vitest';
import { UnsendableArgument } from '../errors.js';
import type { ApiClient } from './client.js';
import { jsonIds, jsonIdsIfAny, joinIds, singleId } from './id-list.js';

// A client that only records what it is given: these cases are about what tsc lets through.
function recorder() {
  const sent: [string, unknown][] = [];
  const record = (path: string, params?: unknown) => {
    sent.push([path, params]);
    return Promise.resolve(undefined as never);
  };
  const api: ApiClient = { get: record, post: record, delete: record };
  return { api, sent };
}

describe('typed REST requests (api/contract.ts)', () => {
  it('fails tsc on a misspelt name, an unknown enum value, a missing field or a hand-made list', () => {
    const { api, sent } = recorder();
    // @ts-expect-error curPage is the GraphQL name; the REST parameter is cur_page
    void api.get('/client/material/search', { curPage: 1 });
    // @ts-expect-error the api sorts by fresh, maxdown or complex
    void api.get('/client/material/search', { sort: 'newest' });
    // @ts-expect-error collectType is 0 title, 1 material, 2 template or 3 copy card
    void api.post('/client/collection/collect', { id: 1, collectType: 4 });
    // @ts-expect-error id is required
    void api.post('/client/collection/collect', { collectType: 1 });
    // @ts-expect-error a list parameter is made by id-list.ts, not by hand
    void api.get('/client/copy/copyList', { tags: '["1"]' });
    // The same calls, well formed:
    void api.get('/client/material/search', { cur_page: 1, sort: 'fresh' });
    void api.post('/client/collection/collect', { id: '7', collectType: 1 });
    void api.get('/client/copy/copyList', { tags: jsonIds(['1', '2']) });
    expect(sent).toHaveLength(8);
  });
});

describe('list parameters (api/id-list.ts)', () => {
  it('jsonIds sends the ids as JSON text, numbers when asked (an id that is not one goes as it is)', () => {
    expect(jsonIds(['1', '2'])).toBe('["1","2"]');
    expect(jsonIds(['1', 'x'], 'numbers')).toBe('[1,"x"]');
    expect(jsonIds(['关键,词'])).toBe('["关键,词"]');
  });

  it('jsonIdsIfAny leaves out an absent or empty list', () => {
    expect(jsonIdsIfAny(null)).toBeUndefined();
    expect(jsonIdsIfAny([])).toBeUndefined();
    expect(jsonIdsIfAny(['3'])).toBe('["3"]');
  });

  it('joinIds refuses an id holding the separator; singleId sends one id bare', () => {
    expect(joinIds(['1', '2'], ',', 'ids')).toBe('1,2');
    expect(() => joinIds(['1,2'], ',', 'ids')).toThrow(UnsendableArgument);
    expect(singleId(120)).toBe('120');
  });
});
