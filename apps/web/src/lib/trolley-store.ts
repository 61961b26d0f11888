import { useSyncExternalStore } from 'react';

/** localStorage key holding the trolley (the cart) between visits. */
export const TROLLEY_KEY = 'cleaver.trolley';
// Same-tab writers dispatch this after changing the trolley; other tabs hear the storage event.
const TROLLEY_CHANGED_EVENT = 'cleaver:trolley-changed';

function countLines(raw: string | null): number {
  if (!raw) return 0;
  try {
    const trolley: unknown = JSON.parse(raw);
    if (Array.isArray(trolley)) return trolley.length;
    if (trolley && typeof trolley === 'object' && 'lines' in trolley && Array.isArray(trolley.lines)) {
      return trolley.lines.length;
    }
  } catch {
    // A corrupt trolley counts as empty rather than breaking the header.
  }
  return 0;
}

/** Number of lines in the stored trolley (not the sum of quantities). */
export function getTrolleyLineCount(): number {
  try {
    return countLines(window.localStorage.getItem(TROLLEY_KEY));
  } catch {
    return 0;
  }
}

/** Tells trolley readers in this tab that the stored trolley changed. */
export function notifyTrolleyChanged(): void {
  window.dispatchEvent(new Event(TROLLEY_CHANGED_EVENT));
}

function subscribe(listener: () => void): () => void {
  const handleStorage = (event: StorageEvent) => {
    if (event.key === TROLLEY_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', handleStorage);
  window.addEventListener(TROLLEY_CHANGED_EVENT, listener);
  return () => {
    window.removeEventListener('storage', handleStorage);
    window.removeEventListener(TROLLEY_CHANGED_EVENT, listener);
  };
}

export function useTrolleyLineCount(): number {
  return useSyncExternalStore(subscribe, getTrolleyLineCount, () => 0);
}
