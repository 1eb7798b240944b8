// The material library's home (spec platform-core §2): its themes, its two rows and the category
// names.
import type { ResultOf } from '@graphql-typed-document-node/core';
import type { MaterialHomeDocument, ThemeRowMaterialsQueryVariables } from '../generated/client.js';
import type { PageOperation } from './operations.js';
import { answerOf, resultCollector, thumbUrl, type PagePlan } from './page-results.js';

export const HOME_PAGE_PATH = '/home';
// Themes hang off the image-type class entry (category 1), as the api's demo seeder sets up.
export const THEME_CATEGORY_ID = '1';
// spec §2: the two home rows, person and landscape.
export const HOME_ROW_THEMES = ['人物', '风景'] as const;
// spec §9: a home row's size.
export const HOME_ROW_SIZE = 9;

/** A home row's materials: by its theme, or by its name as a keyword when the library lacks it. */
export function themeRowVariables(
  title: string,
  themeId: string | null,
): ThemeRowMaterialsQueryVariables {
  return themeId
    ? { themeIds: [themeId], pageSize: HOME_ROW_SIZE }
    : { text: title, pageSize: HOME_ROW_SIZE };
}

export const homePlan: PagePlan<PageOperation> = {
  async results(run) {
    const { ask, collected } = resultCollector(run);
    const [home] = await Promise.all([
      ask('MaterialHome', { categoryId: THEME_CATEGORY_ID }),
      ask('MaterialCategories', {}),
    ]);
    if (home === null) return collected();
    const themes = (home as ResultOf<typeof MaterialHomeDocument>).themes;
    await Promise.all(
      HOME_ROW_THEMES.map((title) => {
        const theme = themes.find((t) => t.name === title);
        return ask('ThemeRowMaterials', { ...themeRowVariables(title, theme?.id ?? null) });
      }),
    );
    return collected();
  },
  // The first row's first image (rows are asked in order): the largest on a phone's first screen.
  leadImage(results) {
    const row = answerOf(results, 'ThemeRowMaterials');
    const first = row?.searchMaterials.items[0];
    return first ? thumbUrl(first.url) : null;
  },
};
