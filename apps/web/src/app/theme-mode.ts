import type { StorageManager } from '@mui/material/styles';
import { useSyncExternalStore } from 'react';

export type ThemeMode = 'light' | 'dark';

// The spec's night-mode setting: absent until the user picks a theme, then 'true' or 'false'.
export const NIGHT_MODE_KEY = 'nightMode';
const darkQuery = '(prefers-color-scheme: dark)';

const listeners = new Set<() => void>();
// Holds the choice only when localStorage refuses writes, so the toggle still works for this page.
let unsavedChoice: ThemeMode | null = null;

function readStoredChoice(): ThemeMode | null {
  if (unsavedChoice) return unsavedChoice;
  try {
    const stored = window.localStorage.getItem(NIGHT_MODE_KEY);
    if (stored === 'true') return 'dark';
    if (stored === 'false') return 'light';
  } catch {
    // Storage can be blocked (private mode, strict settings); fall back to the device.
  }
  return null;
}

function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(darkQuery).matches;
}

/** The theme in force: the user's stored choice, else the device's colour scheme. */
export function getThemeMode(): ThemeMode {
  return readStoredChoice() ?? (systemPrefersDark() ? 'dark' : 'light');
}

function notify() {
  for (const listener of listeners) listener();
}

/** Sets the theme and remembers the choice, so it survives reloads and stops following the device. */
export function setThemeMode(mode: ThemeMode): void {
  try {
    window.localStorage.setItem(NIGHT_MODE_KEY, String(mode === 'dark'));
  } catch {
    unsavedChoice = mode;
  }
  notify();
}

/** Flips the theme and remembers the choice. */
export function toggleThemeMode(): void {
  setThemeMode(getThemeMode() === 'dark' ? 'light' : 'dark');
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const media = typeof window.matchMedia === 'function' ? window.matchMedia(darkQuery) : null;
  const handleStorage = (event: StorageEvent) => {
    if (event.key === NIGHT_MODE_KEY || event.key === null) listener();
  };
  media?.addEventListener('change', listener);
  window.addEventListener('storage', handleStorage);
  return () => {
    listeners.delete(listener);
    media?.removeEventListener('change', listener);
    window.removeEventListener('storage', handleStorage);
  };
}

export function useThemeMode(): ThemeMode {
  return useSyncExternalStore(subscribe, getThemeMode, () => 'light');
}

/**
 * MUI's colour-scheme storage answered from the night-mode setting, so MUI keeps `data-theme` on <html> in
 * step with the toggle, the stored choice and (with no choice) the device. The choice itself is only made
 * through setThemeMode; the light and dark schemes are the theme's only ones.
 */
export const themeModeStorage: StorageManager = ({ key }) => {
  const isMode = !key.endsWith('-light') && !key.endsWith('-dark');
  return {
    get: (defaultValue) =>
      isMode && typeof window !== 'undefined' ? (readStoredChoice() ?? 'system') : defaultValue,
    set: () => {},
    subscribe: (handler) => (isMode ? subscribe(() => handler(readStoredChoice() ?? 'system')) : () => {}),
  };
};
