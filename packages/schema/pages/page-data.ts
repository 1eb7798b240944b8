// What a page shows first, in one place for the two sides that need it: the web app that asks for
// it, and the bff that sends a guest's copy inside the page itself, so the first screen does not
// wait for several round trips in a row. Today: the material library's home (spec platform-core §2).
import type { ResultOf } from '@graphql-typed-document-node/core';
import type { DocumentNode } from 'graphql';
import {
  MaterialCategoriesDocument,
  MaterialHomeDocument,
  ThemeRowMaterialsDocument,
  type ThemeRowMaterialsQueryVariables,
} from '../generated/client.js';

// The element of the page that carries the data (a JSON script the bff writes before </head>).
export const PAGE_DATA_ID = 'page-data';

export const HOME_PAGE_PATH = '/home';
// Themes hang off the image-type class entry (category 1), as the api's demo seeder sets up.
export const THEME_CATEGORY_ID = '1';
// spec §2: the two home rows, person and landscape.
export const HOME_ROW_THEMES = ['人物', '风景'] as const;
// spec §9: a home row's size.
export const HOME_ROW_SIZE = 9;

/** The operations a page may arrive with, by name: the page's data carries only the name. */
export const PAGE_OPERATIONS = {
  MaterialHome: MaterialHomeDocument,
  ThemeRowMaterials: ThemeRowMaterialsDocument,
  MaterialCategories: MaterialCategoriesDocument,
} satisfies Record<string, DocumentNode>;

export type PageOperation = keyof typeof PAGE_OPERATIONS;

/** One operation's answer as a page carries it. */
export interface PageResult {
  operation: PageOperation;
  variables: Record<string, unknown>;
  data: unknown;
}

/** A home row's materials: by its theme, or by its name as a keyword when the library lacks it. */
export function themeRowVariables(
  title: string,
  themeId: string | null,
): ThemeRowMaterialsQueryVariables {
  return themeId
    ? { themeIds: [themeId], pageSize: HOME_ROW_SIZE }
    : { text: title, pageSize: HOME_ROW_SIZE };
}

/** Runs one operation; null when it failed (the page is then sent without it). */
export type RunOperation = (
  operation: PageOperation,
  variables: Record<string, unknown>,
) => Promise<unknown>;

/** Everything /home asks for first, with the variables the page's own queries use. */
export async function homePageResults(run: RunOperation): Promise<PageResult[]> {
  const results: PageResult[] = [];
  const ask = async (operation: PageOperation, variables: Record<string, unknown>) => {
    const data = await run(operation, variables);
    if (data !== null) results.push({ operation, variables, data });
    return data;
  };
  const [home] = await Promise.all([
    ask('MaterialHome', { categoryId: THEME_CATEGORY_ID }),
    ask('MaterialCategories', {}),
  ]);
  if (home === null) return results;
  const themes = (home as ResultOf<typeof MaterialHomeDocument>).themes;
  await Promise.all(
    HOME_ROW_THEMES.map((title) => {
      const theme = themes.find((t) => t.name === title);
      return ask('ThemeRowMaterials', { ...themeRowVariables(title, theme?.id ?? null) });
    }),
  );
  return results;
}
