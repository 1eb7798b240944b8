import { useQuery } from '@apollo/client/react';
import { MaterialCategoriesDocument } from '@adstudio/schema/client';

const NONE: readonly string[] = [];

/**
 * The 13 categories of the strip and of an upload's 类型, as the api lists and accepts them: read
 * once and kept in the cache for the session.
 */
export function useMaterialCategories(): { categories: readonly string[]; failed: boolean } {
  const { data, error } = useQuery(MaterialCategoriesDocument, { fetchPolicy: 'cache-first' });
  return { categories: data?.materialCategories ?? NONE, failed: error !== undefined };
}
