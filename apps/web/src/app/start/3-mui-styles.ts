// The storefront's start, step 3 (see main.tsx): MUI's styling (which makes its default theme as it loads),
// then a task of its own for the next step.
import { nextTask } from '../../lib/next-task';

export { ThemeProvider } from '@mui/material/styles';

await nextTask();
