import { createTheme, type Theme } from '@mui/material/styles';
import { nextTask } from '../lib/next-task';
import { readThemeSheets, themeFromVariables } from './theme-from-variables';
import { themeOptions } from './theme-options';

let theme: Theme | undefined;

/**
 * The storefront's and back office's one theme, for the page: made from its CSS variables as the build wrote them
 * out (theme-variables.ts, fetched beside the page's code: the server lists it for the page's loader), in tasks of
 * its own once they are in. main.tsx starts this as its code runs and renders once it is done. Made in full, both
 * colour schemes as CSS variables, it was 35-90 ms on a phone (4x CPU slowdown), the start's longest task
 * (docs/performance-log.md). Whatever goes wrong, the page still gets a theme, made in full.
 */
export async function loadAppTheme(): Promise<Theme> {
  const sheets = await import('./theme-variables').then(
    (module) => module.default,
    (error: unknown) => {
      console.error('The theme’s variables did not load', error);
      return null;
    },
  );
  await nextTask();
  if (sheets && !theme) {
    try {
      // Reading the variables, then making the rest, in two tasks: as one, 30-45 ms on a phone.
      const read = readThemeSheets(sheets);
      await nextTask();
      theme ??= themeFromVariables(themeOptions, sheets, read);
    } catch (error) {
      console.error('The theme could not be made from its variables', error);
    }
  }
  return appTheme();
}

/** The theme, made in full on first use where it was not loaded (the server's renderer, tests). */
export function appTheme(): Theme {
  theme ??= createTheme(themeOptions);
  return theme;
}
