import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { handOverFirstScreen } from './app/first-screen-hand-over';
import { hydrateFirstScreen } from './app/hydrate-first-screen';
import { createQueryClient } from './app/query-client';
import { preloadRoute } from './app/routes/preload-route';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();
hydrateFirstScreen(queryClient);
// A tap, a typed word or an open menu on the static header must survive React drawing its own.
handOverFirstScreen(root);

function render(container: HTMLElement) {
  // As a transition the first render yields to the browser every few milliseconds instead of holding the
  // main thread for the whole tree.
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    );
  });
}

// The page's own code (preloaded by the server's <link rel="modulepreload">) is in before the first render,
// which then paints the page itself rather than a spinner. A failure here is the route's to show.
void preloadRoute(window.location.pathname)
  .catch(() => undefined)
  .then(() => render(root));
