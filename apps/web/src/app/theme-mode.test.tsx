import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppThemeProvider } from './AppThemeProvider';
import { ThemeToggle } from './layouts/ThemeToggle';
import { getThemeMode, NIGHT_MODE_KEY, toggleThemeMode } from './theme-mode';

// A stand-in for the device's prefers-color-scheme that the test can flip.
function fakeColorScheme(initiallyDark: boolean) {
  let dark = initiallyDark;
  const listeners = new Set<() => void>();
  const calls = new Map<unknown, () => void>();
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      media: query,
      get matches() {
        return dark;
      },
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
      // MUI listens through the older names.
      addListener: (listener: (event: { matches: boolean }) => void) => {
        const call = () => listener({ matches: dark });
        calls.set(listener, call);
        listeners.add(call);
      },
      removeListener: (listener: (event: { matches: boolean }) => void) => {
        const call = calls.get(listener);
        if (call) listeners.delete(call);
      },
    })),
  );
  return {
    set(nextDark: boolean) {
      dark = nextDark;
      for (const listener of listeners) listener();
    },
  };
}

describe('theme mode', () => {
  beforeEach(() => {
    window.localStorage.clear();
    document.documentElement.removeAttribute('data-theme');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('follows the device colour scheme while the user has not chosen', () => {
    const device = fakeColorScheme(true);
    expect(getThemeMode()).toBe('dark');
    device.set(false);
    expect(getThemeMode()).toBe('light');
    expect(window.localStorage.getItem(NIGHT_MODE_KEY)).toBeNull();
  });

  it('stores the choice under nightMode once toggled and then ignores the device', () => {
    const device = fakeColorScheme(true);
    toggleThemeMode();
    expect(window.localStorage.getItem(NIGHT_MODE_KEY)).toBe('false');
    expect(getThemeMode()).toBe('light');
    device.set(true);
    expect(getThemeMode()).toBe('light');
    toggleThemeMode();
    expect(window.localStorage.getItem(NIGHT_MODE_KEY)).toBe('true');
    expect(getThemeMode()).toBe('dark');
  });

  it('keeps a stored choice across a reload', () => {
    fakeColorScheme(false);
    window.localStorage.setItem(NIGHT_MODE_KEY, 'true');
    expect(getThemeMode()).toBe('dark');
  });

  it('offers the other theme in the footer toggle and switches on click', () => {
    const device = fakeColorScheme(false);
    render(<ThemeToggle />);
    expect(screen.getByRole('button', { name: 'Switch to dark theme' })).toBeDefined();

    act(() => device.set(true));
    const toLight = screen.getByRole('button', { name: 'Switch to light theme' });

    fireEvent.click(toLight);
    expect(screen.getByRole('button', { name: 'Switch to dark theme' })).toBeDefined();
    expect(window.localStorage.getItem(NIGHT_MODE_KEY)).toBe('false');
  });

  // The theme's CSS variables switch on <html data-theme>, which MUI keeps in step with the setting.
  it('puts the theme in force on <html> from the device, then from the toggle', () => {
    const device = fakeColorScheme(true);
    render(
      <AppThemeProvider>
        <ThemeToggle />
      </AppThemeProvider>,
    );
    const theme = () => document.documentElement.getAttribute('data-theme');
    expect(theme()).toBe('dark');
    act(() => device.set(false));
    expect(theme()).toBe('light');

    fireEvent.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(theme()).toBe('dark');
    act(() => device.set(false));
    expect(theme()).toBe('dark');
  });

  it('puts a stored choice on <html> over the device', () => {
    fakeColorScheme(false);
    window.localStorage.setItem(NIGHT_MODE_KEY, 'true');
    render(<AppThemeProvider>{null}</AppThemeProvider>);
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
  });
});
