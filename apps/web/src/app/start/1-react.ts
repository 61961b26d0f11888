// The storefront's start, step 1 (see main.tsx): React, then a task of its own for the next step.
import { nextTask } from '../../lib/next-task';

export { StrictMode, startTransition } from 'react';
export { createRoot, hydrateRoot } from 'react-dom/client';

await nextTask();
