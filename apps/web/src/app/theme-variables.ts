// Imported with extensions: the build's config loads this module too (vite-theme-variables.ts).
import { createTheme } from '@mui/material/styles';
import type { ThemeSheets } from './theme-from-variables.ts';
import { themeOptions } from './theme-options.ts';

/**
 * The style sheets of the theme's CSS variables, both colour schemes, as MUI writes them: the costly part of
 * making the theme. The build puts them in this module's place as data (vite-theme-variables.ts), a file of its own
 * that the page fetches beside its code (theme.ts); run as it is (tests), it makes the theme in full for them.
 */
export default createTheme(themeOptions).generateStyleSheets() as ThemeSheets;
