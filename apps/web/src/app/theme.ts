import { createTheme, type Theme } from '@mui/material/styles';
import { themeFromVariables } from './theme-from-variables';
import { themeOptions } from './theme-options';

let theme: Theme | undefined;

/**
 * The storefront's and back office's one theme, for the page: made from its CSS variables as the build wrote them
 * out (theme-variables.ts, fetched beside the page's code: the server lists it for the page's loader). main.tsx
 * makes it in a task of its own before the first render. Made in full, both colour schemes as CSS variables, it was
 * 35-60 ms on a phone (4x CPU slowdown), the start's longest task (docs/performance.md).
 */
export async function loadAppTheme(): Promise<Theme> {
  try {
    const { default: sheets } = await import('./theme-variables');
    theme ??= themeFromVariables(themeOptions, sheets);
  } catch (error) {
    // The page is still drawn, with the theme made in full.
    console.error('The theme’s variables did not load', error);
  }
  return appTheme();
}

/** The theme, made in full on first use where it was not loaded (the server's renderer, tests). */
export function appTheme(): Theme {
  theme ??= createTheme(themeOptions);
  return theme;
}
