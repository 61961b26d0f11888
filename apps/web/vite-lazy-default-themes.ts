import { fileURLToPath } from 'node:url';
import { normalizePath, type Plugin } from 'vite';

const LAZY_THEME = normalizePath(fileURLToPath(new URL('./src/lib/lazy-theme.ts', import.meta.url)));
/** MUI's modules that make a default theme as they load, and how they do. */
const MAKERS = ['@mui/material/styles/defaultTheme.mjs', '@mui/material/Box/Box.mjs'];
const MADE = 'const defaultTheme = createTheme();';

/**
 * MUI's default themes made at first use (src/lib/lazy-theme.ts), not as its modules load: each is createTheme()
 * in full, 15-30 ms on a phone (4x CPU slowdown) in the start's third step, for a theme read only by a component
 * drawn outside a ThemeProvider (docs/performance-log.md). The build fails if MUI makes them some other way, or elsewhere.
 */
export function lazyDefaultThemes(): Plugin {
  const seen = new Set<string>();
  return {
    name: 'cleaver:lazy-default-themes',
    apply: 'build',
    transform(code, id) {
      const maker = MAKERS.find((file) => normalizePath(id).endsWith(`/node_modules/${file}`));
      if (!maker) return null;
      if (!code.includes(MADE)) this.error(`${maker} no longer has "${MADE}" (vite-lazy-default-themes.ts)`);
      seen.add(maker);
      const lazy =
        `import { lazyTheme as cleaverLazyTheme } from ${JSON.stringify(LAZY_THEME)};\n` +
        'const defaultTheme = cleaverLazyTheme(() => createTheme());';
      return { code: code.replace(MADE, lazy), map: null };
    },
    buildEnd(error) {
      const missed = MAKERS.filter((maker) => !seen.has(maker));
      if (!error && missed.length > 0) this.error(`not in the build, so not made lazy: ${missed.join(', ')}`);
    },
  };
}
