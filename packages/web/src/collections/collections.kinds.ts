import type { TypedDocumentNode } from '@apollo/client';
import {
  CollectCopyCardDocument,
  CollectMaterialDocument,
  CollectTemplateDocument,
  CollectTitleDocument,
  UncollectCopyCardDocument,
  UncollectMaterialDocument,
  UncollectTemplateDocument,
  UncollectTitleDocument,
} from '@adstudio/schema/client';
import type { CollectKind } from './collections.strings';

type ById = TypedDocumentNode<unknown, { id: string }>;
type Typename = 'Material' | 'Title' | 'CopyCard' | 'Template';

export interface KindSpec {
  typename: Typename;
  collect: { document: ById; field: `collect${Typename}` };
  uncollect: { document: ById; field: `uncollect${Typename}` };
  /** The favourites list of this kind, as the cache stores its pages. */
  list: `collected${Typename}s`;
  /**
   * Collecting returns the list's whole item: it joins the cached first page (the template
   * favourites are read cache-first). The others answer with { id, isCollected } only, which the
   * star shows at once (an optimistic answer), and their lists read the network on every visit.
   */
  joinsList: boolean;
}

// The schema names every favourite operation after its type (collections.graphql).
const spec = (typename: Typename, collect: ById, uncollect: ById, joinsList = false): KindSpec => ({
  typename,
  collect: { document: collect, field: `collect${typename}` },
  uncollect: { document: uncollect, field: `uncollect${typename}` },
  list: `collected${typename}s`,
  joinsList,
});

// The one table from a kind to its GraphQL operations.
export const KINDS: Record<CollectKind, KindSpec> = {
  material: spec('Material', CollectMaterialDocument, UncollectMaterialDocument),
  title: spec('Title', CollectTitleDocument, UncollectTitleDocument),
  copyCard: spec('CopyCard', CollectCopyCardDocument, UncollectCopyCardDocument),
  template: spec('Template', CollectTemplateDocument, UncollectTemplateDocument, true),
};
