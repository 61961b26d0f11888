// The storefront's start, step 0 (see main.tsx): on a page the server rendered, a tap on a control React does
// not own yet is held until it does (early-taps.ts), from before the other steps run, since a tap can land
// between them.
import { holdEarlyTaps } from '../early-taps';
import { SERVER_RENDERED_ATTRIBUTE } from '../first-screen-data';

const root = document.getElementById('root');
if (root?.hasAttribute(SERVER_RENDERED_ATTRIBUTE)) holdEarlyTaps(root);
