import createCache from '@emotion/cache';
import { CacheProvider, css, Global } from '@emotion/react';
import styled from '@emotion/styled';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createBrowserCache } from './emotion-browser-cache';
import { EMOTION_KEY, emotionOptions } from './emotion-cache';

/** The CSS a cache with these options writes for `styles` (in a test, emotion writes it as text). */
function written(styles: string): string {
  const container = document.createElement('div');
  const cache = createCache({ ...emotionOptions, container, speedy: false });
  cache.insert('.x', css(styles), cache.sheet, true);
  return container.textContent ?? '';
}

describe('prefixWhatBrowsersNeed', () => {
  it('prefixes what Safari 16.4 and Chrome 111 still need, as emotion would', () => {
    expect(written('user-select:none;')).toBe('.x{-webkit-user-select:none;user-select:none;}');
    expect(written('backdrop-filter:blur(4px);')).toBe(
      '.x{-webkit-backdrop-filter:blur(4px);backdrop-filter:blur(4px);}',
    );
    expect(written('background-clip:text;')).toBe('.x{-webkit-background-clip:text;background-clip:text;}');
    expect(written('color-adjust:exact;')).toBe('.x{-webkit-print-color-adjust:exact;color-adjust:exact;}');
  });

  it("leaves out the prefixes of browsers the build's JavaScript does not run in", () => {
    const styles =
      'display:flex;position:sticky;transition:transform 1s;appearance:none;background-clip:padding-box;';
    expect(written(styles)).toBe(`.x{${styles}}`);
    const placeholder = written('&::placeholder{opacity:0.5;}');
    expect(placeholder).toContain('.x::placeholder{opacity:0.5;}');
    expect(placeholder).not.toContain('input-placeholder');
  });
});

describe('createBrowserCache', () => {
  // The web tests share one document (vitest's isolate: false): only what these tests added goes, not the style
  // elements of emotion's default cache, which the other files' components go on using.
  afterEach(() => {
    cleanup();
    for (const element of document.head.querySelectorAll(
      // Not [data-emotion^="c"], which would match emotion's default "css" too.
      `[data-emotion="${EMOTION_KEY}"], [data-emotion^="${EMOTION_KEY}-global"], [data-test-served]`,
    )) {
      element.remove();
    }
  });

  /** The server's style elements as entry-server.tsx writes them, for a scoped rule and a global one. */
  function serve(globalName: string) {
    const before = document.head.children.length;
    document.head.insertAdjacentHTML(
      'beforeend',
      `<style data-emotion="${EMOTION_KEY}-global ${globalName}" data-s="">body{margin:0;}</style>` +
        `<style data-emotion="${EMOTION_KEY}" data-rules="served1 served2" data-s="">.c-served1{color:red;}</style>` +
        '<link rel="icon" href="/favicon.svg" data-test-served>',
    );
    const observer = new MutationObserver(() => undefined);
    observer.observe(document.head, { childList: true });
    const head = () => [...document.head.children].slice(before);
    return { elements: head(), head, moves: () => observer.takeRecords() };
  }

  it('adopts the server’s rules by name and leaves their elements where they are, globals too', () => {
    const global = css({ body: { margin: 0 } });
    const { elements, head, moves } = serve(global.name);
    const cache = createBrowserCache();
    expect(cache.inserted).toMatchObject({ served1: true, served2: true });
    render(
      <CacheProvider value={cache}>
        <Global styles={global} />
      </CacheProvider>,
    );
    expect(moves()).toEqual([]);
    expect(head()).toEqual(elements);
  });

  it('inserts what the page draws later into a new element after the server’s', () => {
    const { elements, head } = serve('none');
    const cache = createBrowserCache();
    const Later = styled.p({ color: 'green' });
    const { container } = render(
      <CacheProvider value={cache}>
        <Later>later</Later>
      </CacheProvider>,
    );
    expect(container.querySelector('p')?.className).toMatch(/^c-/);
    const after = head();
    expect(after.slice(0, 2)).toEqual(elements.slice(0, 2));
    expect(after[2]).toBeInstanceOf(HTMLStyleElement);
    expect(after[2]?.getAttribute('data-emotion')).toBe(EMOTION_KEY);
    expect(after[3]).toBe(elements[2]);
  });
});
