import { configure } from '@testing-library/react';
import { beforeAll } from 'vitest';

// findBy… and waitFor wait up to 10 s, not Testing Library's 1 s: a whole page (the dashboard with its charts)
// takes several seconds to render in jsdom when another job shares the two cores. A test that waits for something
// that never comes still fails.
configure({ asyncUtilTimeout: 10_000 });

// The web project's files share one jsdom per worker (vitest.config.ts, isolate: false): each file starts
// with empty storage and an empty page, as it would in a jsdom of its own.
beforeAll(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.body.replaceChildren();
});
