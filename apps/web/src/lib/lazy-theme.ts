import type { Theme } from '@mui/material/styles';

/**
 * A theme made at its first use: what `make` gives, read through a proxy property by property. For MUI's default
 * themes (vite-lazy-default-themes.ts), which its modules make as they load and read only for a component drawn
 * outside a ThemeProvider; every page draws inside ours, so they are seldom made at all.
 */
export function lazyTheme(make: () => Theme): Theme {
  let theme: Theme | undefined;
  const made = (): Theme => {
    theme ??= make();
    return theme;
  };
  return new Proxy({} as Theme, {
    get: (_target, key) => Reflect.get(made(), key),
    has: (_target, key) => Reflect.has(made(), key),
    set: (_target, key, value) => Reflect.set(made(), key, value),
    defineProperty: (_target, key, descriptor) => Reflect.defineProperty(made(), key, descriptor),
    deleteProperty: (_target, key) => Reflect.deleteProperty(made(), key),
    ownKeys: () => Reflect.ownKeys(made()),
    getOwnPropertyDescriptor: (_target, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(made(), key);
      // A proxy may only report a property its (empty) target lacks as configurable.
      return descriptor && { ...descriptor, configurable: true };
    },
  });
}
