import type { CanvasSize, ResizeHandlers, ResizePreview } from '@adstudio/editor';
import type { TemplateDoc } from '@adstudio/render';
import { useApolloClient } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ResizeDesignDocument, SaveResizedDesignsDocument } from '@adstudio/schema/client';
import { useMemo } from 'react';
import { readEditorParams } from './editor.params';

// The dialog shows its own words for a failure; the server's Chinese message, when there is one, is
// clearer (不支持的尺寸…), so it is passed on.
const QUIET = { context: { handlesErrors: true } };
function plainError(error: unknown): Error {
  return new Error(CombinedGraphQLErrors.is(error) ? (error.errors[0]?.message ?? '') : '');
}

/** The editor's address for another design: the same page and parameters, tempId replaced. */
export function resizedDesignHref(location: Pick<Location, 'href'>, id: string): string {
  const url = new URL(location.href);
  url.searchParams.set('tempId', id);
  url.searchParams.set('tempNew', 'false');
  url.searchParams.delete('filled');
  url.searchParams.delete('token');
  return url.toString();
}

/**
 * 调整尺寸 over GraphQL: the open design (tempId, kept current by the first save) with the editor's
 * document as it is now. Accepted sizes open in new tabs, as the spec opens editors; the tabs are
 * opened inside the click (a browser blocks them after the save's wait) and pointed at the designs
 * once saved, or closed if the save fails.
 */
export function useResizeDesign(): ResizeHandlers {
  const client = useApolloClient();
  return useMemo(() => {
    const source = (doc: TemplateDoc, sizes: readonly CanvasSize[]) => ({
      id: readEditorParams(window.location.search).tempId ?? '',
      sizes: sizes.map(({ width, height }) => ({ width, height })),
      document: JSON.stringify(doc),
    });
    const onPreview = async (
      doc: TemplateDoc,
      sizes: readonly CanvasSize[],
    ): Promise<ResizePreview[]> => {
      try {
        const { data } = await client.query({
          query: ResizeDesignDocument,
          variables: source(doc, sizes),
          fetchPolicy: 'no-cache',
          ...QUIET,
        });
        return (data?.resizeDesign ?? []).map(({ report }) => report);
      } catch (error) {
        throw plainError(error);
      }
    };
    const onAccept = async (doc: TemplateDoc, sizes: readonly CanvasSize[]) => {
      const tabs = sizes.map(() => window.open('', '_blank'));
      try {
        const { data } = await client.mutate({
          mutation: SaveResizedDesignsDocument,
          variables: source(doc, sizes),
          ...QUIET,
        });
        (data?.saveResizedDesigns ?? []).forEach(({ template }, i) => {
          const href = resizedDesignHref(window.location, template.id);
          const tab = tabs[i];
          if (tab) {
            tab.opener = null;
            tab.location.href = href;
          } else window.open(href, '_blank', 'noopener');
        });
      } catch (error) {
        for (const tab of tabs) tab?.close();
        throw plainError(error);
      }
    };
    return { onPreview, onAccept };
  }, [client]);
}
