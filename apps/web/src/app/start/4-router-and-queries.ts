// The storefront's start, step 4 (see main.tsx): the router and the query cache, then a task of its own for the
// app's own modules and the MUI components they draw with.
import { nextTask } from '../../lib/next-task';

export { QueryClient } from '@tanstack/react-query';
export { BrowserRouter } from 'react-router';

await nextTask();
