import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { prefetchHeader } from './app/AppLayout';
import { createAppRouter, routerReady } from './app/routes';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
const router = createAppRouter();
// The first screen is drawn once its page's code (and a phone's header) is here: a shell painted
// before would be drawn again in full a moment later, in one long task on a phone's CPU. The
// render is a transition, so React draws it in slices that leave the main thread free.
void Promise.all([routerReady(router), prefetchHeader()]).finally(() => {
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
  });
});
