import { ApolloProvider } from '@apollo/client/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { getToken } from '../accounts/session';
import { createApolloClient } from '../app/apollo';
import { readEditorParams, takeUrlToken } from './editor.params';
import { EDITOR_PAGE_STRINGS as S } from './editor.strings';
import { showNotice } from './editorNotices';
import { OnlineEditorPage } from './OnlineEditorPage';

// The token parameter is taken before anything renders: it must not stay in the address bar.
// Otherwise the same-origin login (local storage) is the session.
const urlToken = takeUrlToken(window.location, window.history);
const token = () => urlToken ?? getToken();

const client = createApolloClient({
  getToken: token,
  onUnauthenticated: () => {
    showNotice(S.pleaseLogin);
  },
  onError: showNotice,
});

const root = document.getElementById('editor');
if (!root) throw new Error('#editor is missing from editor.html');
createRoot(root).render(
  <StrictMode>
    <ApolloProvider client={client}>
      <OnlineEditorPage
        params={readEditorParams(window.location.search)}
        signedIn={token() !== null}
      />
    </ApolloProvider>
  </StrictMode>,
);
