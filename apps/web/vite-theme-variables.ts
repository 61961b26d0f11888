import { fileURLToPath } from 'node:url';
import { normalizePath, type Plugin } from 'vite';
import sheets from './src/app/theme-variables.ts';

// As Vite names modules (forward slashes on every system).
const SOURCE = normalizePath(fileURLToPath(new URL('./src/app/theme-variables.ts', import.meta.url)));

/**
 * The style sheets of the theme's CSS variables, written out once here by MUI's createTheme, as the module's own
 * code would on every page load (35-90 ms on a phone): the page's copy of src/app/theme-variables.ts is the
 * data alone, from which src/app/theme.ts makes the theme.
 */
export function themeVariables(): Plugin {
  return {
    name: 'cleaver:theme-variables',
    load(id) {
      if (id !== SOURCE) return null;
      // JSON.parse of a string is read faster than the same object as a literal.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(sheets))});`;
    },
  };
}
