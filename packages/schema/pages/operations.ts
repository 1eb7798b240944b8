import type { DocumentNode } from 'graphql';
import {
  MaterialCategoriesDocument,
  MaterialHomeDocument,
  SearchMaterialsDocument,
  SearchThemesDocument,
  TemplateCentreDocument,
  TemplateFiltersDocument,
  ThemeRowMaterialsDocument,
} from '../generated/client.js';

/** The operations a page may arrive with, by name: the page's data carries only the name. */
export const PAGE_OPERATIONS = {
  MaterialHome: MaterialHomeDocument,
  ThemeRowMaterials: ThemeRowMaterialsDocument,
  MaterialCategories: MaterialCategoriesDocument,
  SearchMaterials: SearchMaterialsDocument,
  SearchThemes: SearchThemesDocument,
  TemplateFilters: TemplateFiltersDocument,
  TemplateCentre: TemplateCentreDocument,
} satisfies Record<string, DocumentNode>;

export type PageOperation = keyof typeof PAGE_OPERATIONS;
