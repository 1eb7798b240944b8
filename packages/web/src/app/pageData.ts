import type { ApolloClient } from '@apollo/client';
import type { DocumentNode } from 'graphql';
import { PAGE_DATA_ID, PAGE_OPERATIONS, type PageResult } from '@adstudio/schema/page-data';

/**
 * Puts the answers the page arrived with into the cache, so its first screen draws without asking
 * again. Only for a guest: the bff cannot see a signed-in viewer's token (it is in localStorage),
 * and their favourite marks differ. A payload that does not fit only costs the requests it saves.
 */
export function restorePageData(client: ApolloClient, signedIn: boolean): void {
  const element = document.getElementById(PAGE_DATA_ID);
  if (!element) return;
  element.remove();
  if (signedIn) return;
  try {
    const results = JSON.parse(element.textContent) as PageResult[];
    for (const { operation, variables, data } of results) {
      const query = (PAGE_OPERATIONS as Record<string, DocumentNode>)[operation];
      if (query) client.writeQuery({ query, variables, data });
    }
  } catch {
    // The page's own queries ask for whatever could not be restored.
  }
}
