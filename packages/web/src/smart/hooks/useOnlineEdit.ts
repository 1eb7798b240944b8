import { useMutation } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { SaveDesignDraftDocument } from '@adstudio/schema/client';
import { useRef, useState } from 'react';
import { isUnauthenticated } from '../../shared/graphqlErrors';
import { notify } from '../../shared/toaster';
import { SMART_STRINGS as S } from '../smart.strings';

interface Target {
  templateId: string;
  /** The smart result's filled document (the user's copy and pictures), a JSON string. */
  document: string;
  /** The editor page for templateId (editorHref). */
  href: string;
}

/**
 * 在线编辑 on a smart result (issue 14): the filled document becomes the viewer's draft of the
 * template, which the editor opens in preference to the template's sample. The tab is opened
 * in the click itself (a tab opened after an await is a blocked popup) and sent to the editor
 * once the draft is stored; a failed save closes it again and says so.
 */
export function useOnlineEdit({ templateId, document, href }: Target) {
  // The failure is this hook's toast; a dead session still gets the login dialog.
  const [saveDraft] = useMutation(SaveDesignDraftDocument, { context: { handlesErrors: true } });
  const [opening, setOpening] = useState(false);
  const busy = useRef(false);

  /** Call from a click handler (or a dialog's confirm button): it opens the tab synchronously. */
  const open = () => {
    if (busy.current) return;
    busy.current = true;
    setOpening(true);
    const tab = window.open('about:blank', '_blank');
    // The editor is same-origin and needs no handle on this page.
    if (tab) tab.opener = null;
    saveDraft({ variables: { templateId, document } })
      .then(() => {
        if (tab) tab.location.href = href;
        else window.open(href, '_blank', 'noopener,noreferrer');
      })
      .catch((error: unknown) => {
        tab?.close();
        if (isUnauthenticated(error)) return;
        const reason = CombinedGraphQLErrors.is(error) ? error.errors[0]?.message : undefined;
        notify({ type: 'error', title: S.editFailed, ...(reason && { description: reason }) });
      })
      .finally(() => {
        busy.current = false;
        setOpening(false);
      });
  };
  return { open, opening };
}
