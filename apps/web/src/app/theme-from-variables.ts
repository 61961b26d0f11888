import { createColorScheme, createTheme, shouldSkipGeneratingVar, type Theme } from '@mui/material/styles';
import { unstable_createGetCssVar as createGetCssVar, createSpacing } from '@mui/system';
import { createGetColorSchemeSelector, prepareTypographyVars } from '@mui/system/cssVars';
import { createUnarySpacing } from '@mui/system/spacing';
import styleFunctionSx, { unstable_defaultSxConfig as defaultSxConfig } from '@mui/system/styleFunctionSx';
import type { themeOptions } from './theme-options.ts';

// Making the theme with both colour schemes as CSS variables (MUI's createTheme with `cssVariables`) was the
// longest task of the storefront's start on a phone: 35-90 ms at 4x CPU slowdown, most of it writing out the
// schemes' variables (walking each palette, then merging the results), with more of the same at the first render
// (docs/performance-log.md). The variables are the same on every load, so the build writes them out once, with
// createTheme itself: the style sheets below, which the page also draws. This makes the theme from them, reading
// each variable's name as the path to its value, as createTheme's own theme has it.
//
// It follows MUI's createThemeWithVars (@mui/material 9.5) step by step, leaving out the colour work.
// theme-from-variables.test.ts holds the two themes equal, so an MUI upgrade that changes the recipe fails there,
// not on a page.

type Options = typeof themeOptions;
type SchemeName = keyof Options['colorSchemes'];
type Value = string | number;
/** The theme's style sheets, as `theme.generateStyleSheets()` gives them: one rule per sheet. */
export type ThemeSheets = Record<string, Record<string, Value>>[];
type Tree = { [key: string]: Tree | Value };

const CSS_VAR_PREFIX = 'mui';
const DEFAULT_SCHEME: SchemeName = 'light';

/** The options this makes a theme from; any other (spacing, a prefix…) is createTheme's alone. */
const MADE_HERE = ['cssVariables', 'colorSchemes', 'typography', 'shape', 'components'];

/**
 * The theme createTheme(options) makes, from the style sheets of its CSS variables. Throws on an option it does not
 * make as createTheme would, so the page makes the theme in full (theme.ts) rather than one that differs.
 */
export function themeFromVariables(
  options: Options,
  sheets: ThemeSheets,
  read: ReadSheets = readThemeSheets(sheets),
): Theme {
  const { cssVariables, colorSchemes: colorSchemesInput, ...input } = options;
  const { colorSchemeSelector } = cssVariables;
  const unmade = [
    ...Object.keys(options).filter((key) => !MADE_HERE.includes(key)),
    ...Object.keys(cssVariables).filter((key) => key !== 'colorSchemeSelector'),
    ...Object.keys(colorSchemesInput).filter((name) => name !== DEFAULT_SCHEME && name !== 'dark'),
  ];
  if (unmade.length > 0)
    throw new Error(`themeFromVariables does not make a theme with ${unmade.join(', ')}`);
  const { themeVars, vars, schemes } = read;
  if (!schemes[DEFAULT_SCHEME]) throw new Error(`The theme's style sheets have no ${DEFAULT_SCHEME} scheme`);
  // Everything but the variables (breakpoints, spacing, typography, transitions, the palette's functions…), made
  // as createThemeWithVars makes it for the default scheme. Its palette, and the other scheme's below, are only the
  // base colours MUI fills in for each (a few computations): what the variables add, sheets give.
  const { palette: defaultPalette, ...muiTheme } = createTheme({
    ...input,
    palette: { mode: DEFAULT_SCHEME, ...colorSchemesInput[DEFAULT_SCHEME].palette },
    // Left unset (no native colour mixing), as createThemeWithVars passes it.
    colorSpace: undefined,
  } as Parameters<typeof createTheme>[0]) as unknown as Pick<Theme, 'palette'> & Record<string, unknown>;
  const colorSchemes = Object.fromEntries(
    Object.entries(schemes).map(([name, { palette, opacity, overlays }]) => {
      const base: object =
        name === DEFAULT_SCHEME
          ? defaultPalette
          : (createColorScheme({
              palette: { mode: name as SchemeName, ...colorSchemesInput[name as SchemeName].palette },
            }).palette as object);
      // The base keeps its order (styles are written in the theme's order); the variables' values go over it.
      return [name, { palette: Object.assign(base, palette), opacity, overlays: overlays ?? [] }];
    }),
  );
  const theme: Record<string, unknown> = {
    defaultColorScheme: DEFAULT_SCHEME,
    ...muiTheme,
    cssVarPrefix: CSS_VAR_PREFIX,
    colorSchemeSelector,
    rootSelector: ':root',
    getCssVar: createGetCssVar(CSS_VAR_PREFIX),
    colorSchemes,
    font: {
      ...prepareTypographyVars(muiTheme.typography as Theme['typography']),
      ...(muiTheme.font as object),
    },
    spacing: '8px',
  };
  theme.vars = vars;
  Object.assign(theme, colorSchemes[DEFAULT_SCHEME]);
  theme.generateThemeVars = function generateThemeVars() {
    return themeVars;
  };
  theme.generateStyleSheets = function generateStyleSheets() {
    return sheets;
  };
  theme.generateSpacing = function generateSpacing(this: Theme) {
    return createSpacing(undefined, createUnarySpacing(this));
  };
  theme.getColorSchemeSelector = createGetColorSchemeSelector(colorSchemeSelector);
  theme.spacing = (theme.generateSpacing as () => unknown).call(theme);
  theme.shouldSkipGeneratingVar = shouldSkipGeneratingVar;
  theme.unstable_sxConfig = { ...defaultSxConfig };
  theme.unstable_sx = function sx(this: Theme, props: object) {
    return styleFunctionSx({ sx: props, theme: this });
  };
  theme.internal_cache = {};
  return theme as unknown as Theme;
}

type Scheme = { palette: Record<string, unknown>; opacity: Tree; overlays?: string[] };

/** The sheets read, for themeFromVariables: theme.ts reads them in a task before the one that makes the theme. */
export type ReadSheets = ReturnType<typeof readThemeSheets>;

/**
 * From the sheets: the variables by path (`theme.vars`, each with the default scheme's value as its fallback, and
 * `generateThemeVars()`, without), and each scheme's values by path. `--mui-palette-grey-A100` is
 * `palette.grey.A100`: MUI names each variable after its path, joined by '-' (no key it writes has one).
 */
export function readThemeSheets(sheets: ThemeSheets) {
  const themeVars: Tree = {};
  const vars: Tree = {};
  const schemes: Record<string, Tree> = {};
  const prefix = `--${CSS_VAR_PREFIX}-`;
  // Each scheme in the sheets' order, as the theme lists them.
  for (const sheet of sheets) {
    const mode = Object.values(sheet)[0]?.colorScheme;
    if (typeof mode === 'string') schemes[mode] = { palette: { mode } };
  }
  // The root's variables, then each scheme's, the default scheme's last (its values are the fallbacks).
  const rules = sheets
    .map((sheet) => Object.values(sheet)[0] ?? {})
    .sort((a, b) => Number(a.colorScheme === DEFAULT_SCHEME) - Number(b.colorScheme === DEFAULT_SCHEME));
  for (const css of rules) {
    const mode = css.colorScheme;
    const scheme = typeof mode === 'string' ? schemes[mode] : undefined;
    for (const name in css) {
      if (!name.startsWith(prefix)) continue;
      const value = css[name] as Value;
      const path = name.slice(prefix.length).split('-');
      const last = path.length - 1;
      // The three trees are walked together: this runs for some 400 variables as the page starts.
      let withoutFallback = themeVars;
      let withFallback = vars;
      let values = scheme;
      for (let index = 0; index < last; index++) {
        const key = path[index] as string;
        withoutFallback = child(withoutFallback, key);
        withFallback = child(withFallback, key);
        if (values) values = child(values, key);
      }
      const key = path[last] as string;
      withoutFallback[key] = `var(${name})`;
      withFallback[key] = `var(${name}, ${value})`;
      if (values) values[key] = value;
    }
  }
  return {
    themeVars: withLists(themeVars),
    vars: withLists(vars),
    schemes: Object.fromEntries(
      Object.entries(schemes).map(([name, scheme]) => [name, withLists(scheme) as unknown as Scheme]),
    ),
  };
}

function child(tree: Tree, key: string): Tree {
  const node = tree[key];
  if (typeof node === 'object') return node;
  const made: Tree = {};
  tree[key] = made;
  return made;
}

/** The theme's lists (shadows, overlays: both at the top) back as arrays: a node keyed 0, 1, 2… */
function withLists(tree: Tree): Tree {
  for (const key in tree) {
    const node = tree[key];
    if (typeof node !== 'object' || !('0' in node)) continue;
    const items = Object.keys(node);
    if (items.every((item, position) => item === String(position))) {
      tree[key] = items.map((item) => node[item]) as unknown as Tree;
    }
  }
  return tree;
}
