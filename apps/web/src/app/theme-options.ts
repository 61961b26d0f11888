import type { createTheme } from '@mui/material/styles';

declare module '@mui/material/styles' {
  // One theme with both colour schemes as CSS variables: `theme.vars` is always there.
  interface CssThemeVariables {
    enabled: true;
  }
  interface Palette {
    /** The brand green in a shade that reads as text on this mode's backgrounds (WCAG AA). */
    accentText: string;
  }
  interface PaletteOptions {
    accentText?: string;
  }
}

// Brand greens from the spec. White text on #4CAF50 is only 2.8:1, so in the light theme the
// bright green is a fill with dark text. Green text on light greys needs a shade darker than
// #1B8600 (4.3:1 on the footer's grey), so it uses #1B7A00 (5:1); dark mode uses #4CAF50 (6:1).
const brandLight = '#4CAF50';
const brandDark = '#1B8600';
const brandText = '#1B7A00';

const fontFamily = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  '"Noto Sans"',
  'sans-serif',
].join(',');

// Both colour schemes are CSS variables in one theme, switched by `data-theme` on <html> (set by index.html's
// inline script before the first paint, then by MUI): the server's HTML is right in light and dark alike, and
// components read `theme.vars` and `theme.applyStyles('dark', …)` rather than a mode.
const accentText = 'var(--mui-palette-accentText)';

// The names MUI's inputs listen for (InputBase: `onAnimationStart`).
const AUTO_FILL = 'mui-auto-fill';
const AUTO_FILL_CANCEL = 'mui-auto-fill-cancel';

type ThemeOptionsWithVars = NonNullable<Parameters<typeof createTheme>[0]>;

/**
 * The storefront's and back office's one theme: both colour schemes as CSS variables, switched by `data-theme`.
 * theme.ts makes it; its CSS variables are written out once, at build time (vite-theme-variables.ts).
 */
export const themeOptions = {
  cssVariables: { colorSchemeSelector: 'data-theme' },
  colorSchemes: {
    light: {
      palette: {
        primary: {
          main: brandLight,
          light: '#80e27e',
          // The hover shade of contained buttons, which keep their dark text (#1B8600 would give 4.4:1).
          dark: '#43a047',
          contrastText: 'rgba(0, 0, 0, 0.87)',
        },
        secondary: { main: '#1f2b21', contrastText: '#ffffff' },
        background: { default: '#fafafa', paper: '#ffffff' },
        accentText: brandText,
      },
    },
    dark: {
      palette: {
        primary: { main: brandDark, light: brandLight, dark: '#146500', contrastText: '#ffffff' },
        secondary: { main: '#c8e6c9', contrastText: '#0b1f0c' },
        background: { default: '#121212', paper: '#1a1a1a' },
        accentText: brandLight,
      },
    },
  },
  typography: {
    fontFamily,
    h1: { fontSize: '2rem', fontWeight: 600, lineHeight: 1.25 },
    h2: { fontSize: '1.5rem', fontWeight: 600, lineHeight: 1.3 },
    h3: { fontSize: '1.25rem', fontWeight: 600, lineHeight: 1.35 },
  },
  shape: { borderRadius: 8 },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        // A clear ring for keyboard users everywhere; currentColor keeps it visible on green bars too.
        'a:focus-visible, button:focus-visible, [role="button"]:focus-visible, [role="menuitem"]:focus-visible, [role="tab"]:focus-visible':
          {
            outline: '3px solid currentColor',
            outlineOffset: '2px',
          },
        '[role="menuitem"]:focus-visible': { outlineOffset: '-3px' },
        'main:focus': { outline: 'none' },
        // Keeps focused elements and anchor targets clear of the sticky header.
        html: { scrollPaddingTop: '80px' },
        // The keyframes by which an input notices the browser's auto-fill (MuiInputBase below), once for the page.
        [`@keyframes ${AUTO_FILL}`]: { from: { animationName: AUTO_FILL } },
        [`@keyframes ${AUTO_FILL_CANCEL}`]: { from: { animationName: AUTO_FILL_CANCEL } },
        '@media (prefers-reduced-motion: reduce)': {
          '*, *::before, *::after': {
            animationDuration: '0.01ms !important',
            transitionDuration: '0.01ms !important',
          },
        },
      },
    },
    MuiAppBar: {
      defaultProps: { enableColorOnDark: true },
      // Dark mode lightens raised surfaces with a white overlay; on the green bar that drops white
      // text below 4.5:1, so the bar keeps its flat brand colour.
      styleOverrides: { root: { backgroundImage: 'none' } },
    },
    MuiLink: {
      defaultProps: { underline: 'always' },
      styleOverrides: { root: { color: accentText, textDecorationColor: 'currentColor' } },
    },
    MuiButton: {
      styleOverrides: {
        root: {
          variants: [
            { props: { variant: 'text', color: 'primary' }, style: { color: accentText } },
            {
              props: { variant: 'outlined', color: 'primary' },
              style: { color: accentText, borderColor: accentText },
            },
          ],
        },
      },
    },
    // MUI draws the auto-fill keyframes as a global style with each input, one <style> element each (twenty on
    // the catalogue, each adopted or inserted and each a style recalculation on a phone). They are drawn once,
    // with CssBaseline above, and each input keeps the animations by which it notices an auto-filled value (its
    // label then moves out of the way), as MUI's own styles give them.
    MuiInputBase: {
      defaultProps: { disableInjectingGlobalStyles: true },
      styleOverrides: {
        input: {
          animationName: AUTO_FILL_CANCEL,
          animationDuration: '10ms',
          '&:-webkit-autofill': { animationDuration: '5000s', animationName: AUTO_FILL },
        },
      },
    },
    MuiInputLabel: {
      styleOverrides: { root: { '&.Mui-focused:not(.Mui-error)': { color: accentText } } },
    },
    // A fieldset's legend (e.g. Delivery Method) turns primary while a radio in it has focus: 2.8:1 on
    // white in light mode and 3:1 on dark paper, so it takes the text green as the input labels do.
    MuiFormLabel: {
      styleOverrides: { root: { '&.Mui-focused:not(.Mui-error)': { color: accentText } } },
    },
    MuiOutlinedInput: {
      styleOverrides: {
        root: {
          '&.Mui-focused:not(.Mui-error) .MuiOutlinedInput-notchedOutline': { borderColor: accentText },
        },
      },
    },
    // A progress bar with no name of its own (the Data Grid's loading overlay) is announced as loading.
    MuiLinearProgress: { defaultProps: { 'aria-label': 'Loading' } },
    MuiSnackbar: {
      defaultProps: { anchorOrigin: { vertical: 'bottom', horizontal: 'center' } },
    },
  },
} satisfies ThemeOptionsWithVars;
