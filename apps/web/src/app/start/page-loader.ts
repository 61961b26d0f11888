// The built page's loader: a classic script inlined into index.html's head by the build (vite-paint-first.ts),
// which bundles this file on its own. It runs before the body is parsed and does two things:
//
// - From the first paint on, it holds the taps on the server's page and what is typed into it until React owns
//   the element, and gives them back in order (early-input.ts): the page's own code arrives a second or more
//   later on a phone's connection.
// - It adds the page's module scripts, then preloads the lazily loaded modules the server listed for it
//   (`#page-modules`), once the first screen is on screen: the page parsed, its first photo in (or failed, or a
//   second gone by), and a frame drawn. In a tab in the background, where no frame is drawn, at once.
//
// Why after the first screen (decision 022): the server's HTML is the first screen, and the scripts need not hold
// it. In the head they were fetched at high priority beside the first photo, and when they arrived before the
// browser had painted, Chromium ran them (530 kB) first.

import { holdEarlyInput } from '../early-input';
import { PAGE_MODULES_ELEMENT_ID, SERVER_RENDERED_ATTRIBUTE } from '../first-screen-data';
import { PAGE_SCRIPTS_ATTRIBUTE } from '../page-scripts';
import { appendInTurns } from './append-in-turns';

const FIRST_PHOTO_WAIT_MS = 1000;

const loader = document.currentScript;

holdEarlyInput(() => {
  const root = document.getElementById('root');
  return root?.hasAttribute(SERVER_RENDERED_ATTRIBUTE) ? root : null;
});

// Each element added to the document costs the browser a request's start, 1-2 ms on a busy phone: the page's
// scripts and its 30-odd preloads added in one go were one task of 60 ms, which Lighthouse counts four times over
// (docs/performance-log.md). They go in turns of a few milliseconds each instead, the page's scripts first.
const TURN_MS = 4;

function addScripts() {
  const elements: HTMLElement[] = [];
  for (const src of loader?.getAttribute(PAGE_SCRIPTS_ATTRIBUTE)?.split(' ') ?? []) {
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = src;
    elements.push(script);
  }
  const listed = document.getElementById(PAGE_MODULES_ELEMENT_ID)?.textContent;
  for (const href of listed ? (JSON.parse(listed) as string[]) : []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    elements.push(link);
  }
  // A tab in the background runs timers as seldom as once a second, and paints nothing meanwhile: all at once.
  appendInTurns(
    document.head,
    elements,
    document.visibilityState === 'hidden' ? Number.POSITIVE_INFINITY : TURN_MS,
  );
}

// After the frame being drawn: a task queued from its animation frame callback runs once it is painted.
function afterNextFrame(then: () => void) {
  if (document.visibilityState === 'hidden') then();
  else requestAnimationFrame(() => setTimeout(then));
}

function whenFirstPhotoIn(then: () => void) {
  const photo = document.querySelector<HTMLImageElement>('#root img:not([loading="lazy"])');
  // `complete` once it has loaded or failed.
  if (!photo || photo.complete) return then();
  let once = () => {
    once = () => undefined;
    then();
  };
  photo.addEventListener('load', () => once());
  photo.addEventListener('error', () => once());
  setTimeout(() => once(), FIRST_PHOTO_WAIT_MS);
}

const parsed = () => whenFirstPhotoIn(() => afterNextFrame(addScripts));
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', parsed, { once: true });
else parsed();
