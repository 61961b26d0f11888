import type { QueryClient } from '@tanstack/react-query';
import { FIRST_SCREEN_ELEMENT_ID, type FirstScreenData } from './first-screen-data';

/**
 * Fills the query cache with the answers the server put into the page (see first-screen.ts), so the first
 * render shows the page rather than skeletons. Anything unreadable is skipped: the hooks then fetch as usual.
 * Answers whether the server drew the page for a phone (lib/phone-layout.ts).
 */
export function hydrateFirstScreen(queryClient: QueryClient): { phone: boolean } {
  const element = document.getElementById(FIRST_SCREEN_ELEMENT_ID);
  if (!element?.textContent) return { phone: false };
  let payload: FirstScreenData;
  try {
    payload = JSON.parse(element.textContent) as FirstScreenData;
  } catch {
    return { phone: false };
  }
  for (const { key, data } of payload.queries ?? []) {
    if (Array.isArray(key) && data !== undefined) queryClient.setQueryData(key, data);
  }
  // Answered once; later visits to these pages in the same tab fetch afresh.
  element.remove();
  return { phone: payload.phone === true };
}
