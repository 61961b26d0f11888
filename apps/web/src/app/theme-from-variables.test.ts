import { createTheme, type Theme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { type ThemeSheets, themeFromVariables } from './theme-from-variables';
import { themeOptions } from './theme-options';

/** The theme as data, each function by its name and arity (what they answer is checked below). */
const shape = (value: unknown): unknown =>
  JSON.parse(
    JSON.stringify(value, (_key, item) =>
      typeof item === 'function' ? `fn ${item.name}/${item.length}` : item,
    ),
  );

describe('themeFromVariables', () => {
  const made = createTheme(themeOptions);
  // As the build hands them over: data only.
  const sheets = JSON.parse(JSON.stringify(made.generateStyleSheets())) as ThemeSheets;
  const fast = themeFromVariables(themeOptions, sheets);

  it('makes the theme createTheme makes, key for key and in the same order', () => {
    expect(Object.keys(fast).sort()).toEqual(Object.keys(made).sort());
    expect(shape(fast)).toEqual(shape(made));
    // Styles are written in the order of the theme's keys (CssBaseline's colour schemes): another order is
    // another style, which the page would insert again beside the server's.
    expect(JSON.stringify(shape(fast))).toBe(JSON.stringify(shape(made)));
  });

  it('gives the same variables and style sheets, and the same colour schemes', () => {
    expect(fast.generateStyleSheets()).toEqual(made.generateStyleSheets());
    expect(fast.generateThemeVars()).toEqual(made.generateThemeVars());
    expect(fast.vars).toEqual(made.vars);
    expect(Array.isArray(fast.vars.shadows)).toBe(true);
    expect(shape(fast.colorSchemes)).toEqual(shape(made.colorSchemes));
    expect(fast.colorSchemes.dark?.palette?.mode).toBe('dark');
  });

  it('answers as createTheme’s theme does', () => {
    const answers = (theme: Theme) => [
      theme.spacing(2, 1),
      theme.breakpoints.up('md'),
      theme.transitions.create(['color', 'opacity']),
      theme.typography.pxToRem(18),
      theme.applyStyles('dark', { color: 'red' }),
      theme.getColorSchemeSelector('dark'),
      theme.palette.getContrastText('#1B8600'),
      theme.palette.augmentColor({ color: { main: '#4CAF50' } }),
      theme.colorSchemes.dark?.palette?.getContrastText('#c8e6c9'),
      theme.unstable_sx({ p: 1, color: 'primary.main', bgcolor: 'background.paper', boxShadow: 2 }),
      theme.getCssVar('palette-primary-main'),
      theme.alpha(theme.palette.primary.main, 0.5),
    ];
    expect(answers(fast)).toEqual(answers(made));
  });

  it('refuses what it would not make as createTheme does, so the page makes the theme in full', () => {
    expect(() => themeFromVariables(themeOptions, sheets.slice(0, 1))).toThrow(/no light scheme/);
    const withSpacing = { ...themeOptions, spacing: 4 } as typeof themeOptions;
    expect(() => themeFromVariables(withSpacing, sheets)).toThrow(/with spacing/);
    const withPrefix = {
      ...themeOptions,
      cssVariables: { ...themeOptions.cssVariables, cssVarPrefix: 'shop' },
    };
    expect(() => themeFromVariables(withPrefix, sheets)).toThrow(/with cssVarPrefix/);
  });
});
