import type { MockLink } from '@apollo/client/testing';
import type {
  MaterialCard_MaterialFragment,
  MaterialDetailQuery,
  SearchMaterialsQueryVariables,
  ThemeTile_ThemeFragment,
  ThemeIntroDocument,
} from '@adstudio/schema/client';
import {
  CollectMaterialDocument,
  DownloadMaterialDocument,
  MaterialCategoriesDocument,
  MaterialDetailDocument,
  SearchMaterialsDocument,
  SearchThemesDocument,
  SimilarMaterialsDocument,
} from '@adstudio/schema/client';

type CardMaterial = MaterialCard_MaterialFragment & { __typename: 'Material' };
type DetailMaterial = Omit<MaterialDetailQuery['material'], 'tags'> & {
  __typename: 'Material';
  tags: { __typename: 'Tag'; id: string; name: string }[];
};

/** A material as the grids select it; override what a test cares about. */
export function buildMaterial(
  overrides: Partial<MaterialCard_MaterialFragment> = {},
): CardMaterial {
  const id = overrides.id ?? '1';
  return {
    __typename: 'Material',
    id,
    title: `素材${id}`,
    url: `/api/v1/files/materials/m${id}.jpg`,
    width: 1200,
    height: 800,
    downloadCount: 0,
    isCollected: false,
    ...overrides,
  };
}

/** A material with every detail field. */
export function buildMaterialDetail(overrides: Partial<DetailMaterial> = {}): DetailMaterial {
  return {
    ...buildMaterial({ id: overrides.id ?? '1' }),
    title: '湖边日落',
    author: 'Unsplash / 李雷',
    createdAt: '2026-01-15T08:30:00.000Z',
    width: 1920,
    height: 1080,
    fileSize: 2_411_724,
    format: 'jpg',
    copyright: 'CC0 可商用',
    category: '风景',
    downloadCount: 12,
    tags: [
      { __typename: 'Tag', id: '7', name: '日落' },
      { __typename: 'Tag', id: '8', name: '湖泊' },
    ],
    ...overrides,
  };
}

export function buildTheme(overrides: Partial<ThemeTile_ThemeFragment> = {}) {
  const id = overrides.id ?? '1';
  return {
    __typename: 'Theme' as const,
    id,
    name: `主题${id}`,
    categoryId: '1',
    coverUrl: `/api/v1/files/materials/t${id}.jpg`,
    ...overrides,
  };
}

/** searchMaterials answering `items` for requests `match` accepts. */
export function searchMock(
  items: CardMaterial[],
  {
    total = items.length,
    totalCapped = false,
    match = () => true,
  }: {
    total?: number;
    totalCapped?: boolean;
    match?: (v: SearchMaterialsQueryVariables) => boolean;
  } = {},
): MockLink.MockedResponse {
  return {
    request: {
      query: SearchMaterialsDocument,
      variables: (v) => match(v as SearchMaterialsQueryVariables),
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: (v) => ({
      data: {
        searchMaterials: {
          __typename: 'MaterialPage',
          total,
          totalCapped,
          page: (v as SearchMaterialsQueryVariables).page,
          pageSize: (v as SearchMaterialsQueryVariables).pageSize,
          items,
        },
      },
    }),
  };
}

/** Some of the api's categories (the api owns the list of 13). */
export const SOME_CATEGORIES = ['人物', '风景', '食品&饮品', '建筑'];

export function categoriesMock(categories: readonly string[] = SOME_CATEGORIES) {
  return {
    request: { query: MaterialCategoriesDocument },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: { data: { materialCategories: [...categories] } },
  } satisfies MockLink.MockedResponse;
}

export function searchThemesMock(themes = [buildTheme({ id: '1', name: '人物' })]) {
  return {
    request: { query: SearchThemesDocument, variables: { categoryId: '1' } },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: { data: { themes } },
  } satisfies MockLink.MockedResponse;
}

export function detailMock(material: ReturnType<typeof buildMaterialDetail>) {
  return {
    request: { query: MaterialDetailDocument, variables: { id: material.id } },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: { data: { material } },
  } satisfies MockLink.MockedResponse;
}

export function similarMock(id: string, items: CardMaterial[] = []) {
  return {
    request: { query: SimilarMaterialsDocument, variables: { id, page: 1 } },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: {
      data: {
        similarMaterials: {
          __typename: 'MaterialPage',
          items,
          totalCapped: items.length >= 20,
        },
      },
    },
  } satisfies MockLink.MockedResponse;
}

export function collectMock(id: string) {
  return {
    request: { query: CollectMaterialDocument, variables: { id } },
    result: { data: { collectMaterial: { __typename: 'Material', id, isCollected: true } } },
  } satisfies MockLink.MockedResponse;
}

export function downloadMock(
  material: { id: string; url: string; isCollected: boolean },
  downloadCount: number,
) {
  return {
    request: { query: DownloadMaterialDocument, variables: { id: material.id } },
    // Long enough that a loaded CI machine still renders the 正在下载 state before the answer.
    delay: 1500,
    result: {
      data: { downloadMaterial: { __typename: 'Material', ...material, downloadCount } },
    },
  } satisfies MockLink.MockedResponse;
}

export function themesMock(
  query: typeof ThemeIntroDocument | typeof SearchThemesDocument,
  themes: ReturnType<typeof buildTheme>[],
) {
  return {
    request: { query, variables: { categoryId: '1' } },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: { data: { themes } },
  } satisfies MockLink.MockedResponse;
}

/** `count` materials with assorted shapes (ids 1..count). */
export function buildMaterials(count: number, title = (id: number) => `素材${id}`): CardMaterial[] {
  return Array.from({ length: count }, (_, i) =>
    buildMaterial({
      id: String(i + 1),
      title: title(i + 1),
      width: 1000,
      height: [600, 1000, 1400][i % 3],
    }),
  );
}
