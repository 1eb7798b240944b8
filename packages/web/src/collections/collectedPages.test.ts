import { InMemoryCache } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { syncCollectedPages } from './collectedPages';
import { KINDS } from './collections.kinds';

const entity = (typename: string, id: string) => ({ __typename: typename, id });

// A cache holding page 1 and page 2 of a favourites list, as the list queries leave it.
function cacheWith(field: string, typename: string, page1: string[], page2: string[]) {
  const cache = new InMemoryCache();
  const page = (ids: string[], total: number) => ({
    __typename: 'Page',
    total,
    items: ids.map((id) => ({ __ref: `${typename}:${id}` })),
  });
  const total = page1.length + page2.length;
  cache.restore({
    ROOT_QUERY: {
      __typename: 'Query',
      [`${field}({"page":1,"pageSize":10})`]: page(page1, total),
      [`${field}({"page":2,"pageSize":10})`]: page(page2, total),
    },
    ...Object.fromEntries(
      ['1', '2', '3', '9'].map((id) => [`${typename}:${id}`, entity(typename, id)]),
    ),
  });
  return cache;
}

const pages = (cache: InMemoryCache, field: string) => {
  const root = cache.extract().ROOT_QUERY as Record<
    string,
    { total: number; items: { __ref: string }[] }
  >;
  return [1, 2].map((n) => {
    const page = root[`${field}({"page":${n},"pageSize":10})`];
    return { total: page?.total, refs: page?.items.map((r) => r.__ref) };
  });
};

describe('syncCollectedPages', () => {
  it('takes an un-collected item out of every cached page of its kind', () => {
    const cache = cacheWith('collectedTitles', 'Title', ['1', '2'], ['3']);
    syncCollectedPages(cache, KINDS.title, '2', false);
    expect(pages(cache, 'collectedTitles')).toEqual([
      { total: 2, refs: ['Title:1'] },
      { total: 3, refs: ['Title:3'] },
    ]);
  });

  it('puts a collected template at the front of page 1 only', () => {
    const cache = cacheWith('collectedTemplates', 'Template', ['1'], ['3']);
    syncCollectedPages(cache, KINDS.template, '9', true);
    expect(pages(cache, 'collectedTemplates')).toEqual([
      { total: 3, refs: ['Template:9', 'Template:1'] },
      { total: 2, refs: ['Template:3'] },
    ]);
  });

  it('leaves the lists of kinds whose collect answer is not a list item to the network', () => {
    const cache = cacheWith('collectedMaterials', 'Material', ['1'], []);
    syncCollectedPages(cache, KINDS.material, '9', true);
    expect(pages(cache, 'collectedMaterials')[0]).toEqual({ total: 1, refs: ['Material:1'] });
  });
});
