import { MOBILE_BREAKPOINT } from '@cleaver/domain/constants';

/** Media queries for the spec's one layout breakpoint: below 800 px is the phone layout. */
export const desktopUp = `@media (min-width:${MOBILE_BREAKPOINT}px)`;
export const mobileOnly = `@media (max-width:${MOBILE_BREAKPOINT - 0.02}px)`;
/**
 * From 800 px the header row also holds the menus and the search box; it only has room for the account
 * name and the Login label from this width.
 */
export const roomyHeaderUp = '@media (min-width:1100px)';
