// The page's code is evaluated in steps, each in a task of its own (app/start/): its modules in one go were one
// task of 200-340 ms on a phone (4x CPU slowdown), which blocked a tap for as long (docs/performance-log.md). The
// build keeps the modules in this order in one file, and each step's top-level await lets the browser in. The
// built page adds this script once its first screen is painted, and holds early taps before it (page-loader.ts).
import { createRoot, hydrateRoot, StrictMode, startTransition } from './app/start/1-react';
import { CacheProvider, emotionCache } from './app/start/2-emotion';
import './app/start/3-mui-styles';
import './app/start/4-router-and-queries';
import { App } from './app/App';
import { SERVER_RENDERED_ATTRIBUTE } from './app/first-screen-data';
import { hydrateFirstScreen } from './app/hydrate-first-screen';
import { createQueryClient } from './app/query-client';
import { preloadRoute } from './app/routes/preload-route';
import { loadAppTheme } from './app/theme';
import { nextTask } from './lib/next-task';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();
const serverRendered = root.hasAttribute(SERVER_RENDERED_ATTRIBUTE);
// On a page the server could not render, a tap, a typed word or an open menu on the static header must
// survive React drawing its own. A rendered page's header is React's already: its links and search form
// work before this script, and hydration keeps them. The hand-over's code is fetched only for such a static header
// (the server renders nearly every storefront page; the back office has no store header), before the first render;
// it reads what the visitor started before it came.
const handedOver =
  serverRendered || !root.querySelector('header.s-bar')
    ? undefined
    : import('./app/first-screen-hand-over')
        .then(({ handOverFirstScreen }) => handOverFirstScreen(root))
        .catch(() => undefined);

function render(container: HTMLElement) {
  // The same answers the server rendered the page from (if it did), so the first render matches its HTML.
  const { phone } = hydrateFirstScreen(queryClient);
  const app = (
    <StrictMode>
      <CacheProvider value={emotionCache}>
        <App queryClient={queryClient} phoneHint={phone} />
      </CacheProvider>
    </StrictMode>
  );
  // Both as a transition, so React yields to the browser every few milliseconds instead of holding the
  // main thread for the whole tree (hydration outside one is a single task). A tap meanwhile is not lost:
  // React hydrates the part tapped at once and hands it the event.
  if (serverRendered) {
    startTransition(() => {
      hydrateRoot(container, app, {
        // Reported as React does by default, with where it happened (a mismatch has React draw the page anew).
        onRecoverableError: (error, info) => {
          console.error('Recovered from', info.componentStack);
          reportError(error);
        },
      });
    });
  } else {
    startTransition(() => createRoot(container).render(app));
  }
}

// The page's own code (listed by the server, preloaded by the page's loader) is in before the first render,
// which then draws (or hydrates) the page itself rather than a spinner. A failure here is the route's to show.
// In a task of its own: evaluating its modules (styled components, made as they load) after main's own work made
// one long task of the two on a phone.
const routeLoaded = nextTask()
  .then(() => preloadRoute(window.location.pathname))
  .catch(() => undefined);
// The theme (both colour schemes as CSS variables, from the variables the build wrote out) is made in a task of its
// own while the page's code loads: inside the first render it made one of React's slices a long task on a phone
// (docs/performance-log.md).
const themeMade = loadAppTheme();
void Promise.all([themeMade, routeLoaded, handedOver])
  .then(nextTask)
  .then(() => render(root));
