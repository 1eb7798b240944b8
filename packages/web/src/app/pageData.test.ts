import { afterEach, describe, expect, it, vi } from 'vitest';
import { MaterialCategoriesDocument, MaterialHomeDocument } from '@adstudio/schema/client';
import { PAGE_DATA_ID, type PageResult } from '@adstudio/schema/page-data';
import { createApolloClient } from './apollo';
import { restorePageData } from './pageData';

const HOME: PageResult = {
  operation: 'MaterialHome',
  variables: { categoryId: '1' },
  data: {
    themes: [{ __typename: 'Theme', id: '1', name: '人物', categoryId: '1', coverUrl: '/c.jpg' }],
    recommendedMaterials: [],
  },
};
const CATEGORIES: PageResult = {
  operation: 'MaterialCategories',
  variables: {},
  data: { materialCategories: ['人物', '风景'] },
};

function pageWith(text: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = PAGE_DATA_ID;
  script.textContent = text;
  document.head.append(script);
}

function client() {
  const fetch = vi.fn<typeof globalThis.fetch>();
  return {
    fetch,
    client: createApolloClient({
      getToken: () => null,
      onUnauthenticated: vi.fn(),
      onError: vi.fn(),
      fetch,
    }),
  };
}

afterEach(() => {
  document.getElementById(PAGE_DATA_ID)?.remove();
});

describe('restorePageData', () => {
  it("puts a guest's page data into the cache and takes the script out of the page", () => {
    pageWith(JSON.stringify([HOME, CATEGORIES]));
    const { client: apollo } = client();
    restorePageData(apollo, false);
    expect(document.getElementById(PAGE_DATA_ID)).toBeNull();
    expect(
      apollo.readQuery({ query: MaterialHomeDocument, variables: { categoryId: '1' } })?.themes[0]
        ?.name,
    ).toBe('人物');
    expect(apollo.readQuery({ query: MaterialCategoriesDocument })?.materialCategories).toEqual([
      '人物',
      '风景',
    ]);
  });

  it('leaves the cache alone for a signed-in viewer, whose favourites the guest copy lacks', () => {
    pageWith(JSON.stringify([CATEGORIES]));
    const { client: apollo } = client();
    restorePageData(apollo, true);
    expect(document.getElementById(PAGE_DATA_ID)).toBeNull();
    expect(apollo.readQuery({ query: MaterialCategoriesDocument })).toBeNull();
  });

  it('skips what it cannot read: broken JSON, an unknown operation', () => {
    const { client: apollo } = client();
    pageWith('[{"operation":');
    expect(() => {
      restorePageData(apollo, false);
    }).not.toThrow();
    pageWith(JSON.stringify([{ operation: 'DropTables', variables: {}, data: {} }, CATEGORIES]));
    restorePageData(apollo, false);
    expect(
      apollo.readQuery({ query: MaterialCategoriesDocument })?.materialCategories,
    ).toHaveLength(2);
  });
});
