// The storefront's start, step 2 (see main.tsx): emotion, and its cache, which adopts the server's style elements
// as it is made, then a task of its own for the next step.

import { nextTask } from '../../lib/next-task';
import { createBrowserCache } from '../emotion-browser-cache';

export { CacheProvider } from '@emotion/react';

export const emotionCache = createBrowserCache();

await nextTask();
