import { beforeAll } from 'vitest';

// The web project's files share one jsdom per worker (vitest.config.ts, isolate: false): each file starts
// with empty storage and an empty page, as it would in a jsdom of its own.
beforeAll(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.body.replaceChildren();
});
