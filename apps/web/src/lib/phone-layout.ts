import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { createContext, useContext } from 'react';

/**
 * Whether the server took the visitor for a phone when it drew the page (first-screen.ts, `byDevice`): the
 * layout a page chose by width during hydration, so the browser's first render matches the server's HTML.
 */
export const PhoneHintContext = createContext(false);

const belowSm = (theme: Theme) => theme.breakpoints.down('sm');

/**
 * True on a screen narrower than `sm` (a phone held upright). While a server-drawn page hydrates it answers the
 * server's guess from the request, then the screen's own width: a wrong guess (a narrow desktop window) changes
 * the layout once, just after hydration, instead of making React throw the server's HTML away.
 */
export function usePhoneLayout(): boolean {
  return useMediaQuery(belowSm, { defaultMatches: useContext(PhoneHintContext) });
}
