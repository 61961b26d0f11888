// The storefront's start, step 2 (see main.tsx): emotion, whose cache takes over the server's style elements as
// it is made, then a task of its own for the next step.
import { nextTask } from '../../lib/next-task';

export { CacheProvider } from '@emotion/react';

await nextTask();
