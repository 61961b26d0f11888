import { afterEach, describe, expect, it, vi } from 'vitest';
import { handOverFirstScreen } from './first-screen-hand-over';

// A static header as index.html draws it, and React's in its place, cut down to what the hand-over reads.
const STATIC = `<div class="s-app"><header class="s-bar">
  <button type="button" popovertarget="s-menu" aria-label="Open menu"></button>
  <nav id="s-menu" popover><a href="/about">About</a></nav>
  <a href="/cart">Cart</a>
  <form action="/order"><input name="search" aria-label="Search products"></form>
</header><main></main></div>`;
const REACT = `<header>
  <button type="button" aria-label="Open menu">Menu</button>
  <a href="/cart">Cart, 2 items</a>
  <input aria-label="Search products">
</header>`;

function page() {
  const root = document.createElement('div');
  root.innerHTML = STATIC;
  document.body.append(root);
  handOverFirstScreen(root);
  const drawReact = async () => {
    root.innerHTML = REACT;
    // The hand-over runs when the swap is observed, after the current task.
    await Promise.resolve();
  };
  const twin = <T extends Element>(selector: string) => {
    const element = root.querySelector<T>(selector);
    if (!element) throw new Error(`React's header has no ${selector}`);
    return element;
  };
  return { root, drawReact, twin };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('handing the static header over to React', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('gives a mouse press that ended after the swap to the same link in React', async () => {
    const { root, drawReact, twin } = page();
    root.querySelector('a[href="/cart"]')?.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    await drawReact();
    const onCartClick = vi.fn((event: Event) => event.preventDefault());
    twin('a[href="/cart"]').addEventListener('click', onCartClick);
    document.body.dispatchEvent(new PointerEvent('pointerup', { bubbles: true }));
    await wait(400);
    expect(onCartClick).toHaveBeenCalledTimes(1);
  });

  it('does not click twice when the browser delivered the tap itself', async () => {
    const { root, drawReact, twin } = page();
    root.querySelector('a[href="/cart"]')?.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    await drawReact();
    const onCartClick = vi.fn((event: Event) => event.preventDefault());
    const cart = twin<HTMLAnchorElement>('a[href="/cart"]');
    cart.addEventListener('click', onCartClick);
    cart.dispatchEvent(new PointerEvent('pointerup', { bubbles: true }));
    cart.click();
    await wait(400);
    expect(onCartClick).toHaveBeenCalledTimes(1);
  });

  it('moves focus and what was typed into the search box to React', async () => {
    const { root, drawReact, twin } = page();
    const input = root.querySelector<HTMLInputElement>('input[name="search"]');
    input?.focus();
    if (input) input.value = 'thigh';
    await drawReact();
    const search = twin<HTMLInputElement>('input[aria-label="Search products"]');
    expect(document.activeElement).toBe(search);
    expect(search.value).toBe('thigh');
  });

  it('carries over focus and typing that began before the app code arrived', async () => {
    const root = document.createElement('div');
    root.innerHTML = STATIC;
    document.body.append(root);
    const input = root.querySelector<HTMLInputElement>('input[name="search"]');
    input?.focus();
    if (input) input.value = 'lamb';
    handOverFirstScreen(root);
    root.innerHTML = REACT;
    await Promise.resolve();
    const search = root.querySelector<HTMLInputElement>('input[aria-label="Search products"]');
    expect(document.activeElement).toBe(search);
    expect(search?.value).toBe('lamb');
  });

  it("opens React's menu when the static one was open", async () => {
    const { root, drawReact, twin } = page();
    root
      .querySelector('#s-menu')
      ?.dispatchEvent(Object.assign(new Event('toggle'), { newState: 'open', oldState: 'closed' }));
    const onMenu = vi.fn();
    document.addEventListener('click', onMenu, true);
    await drawReact();
    document.removeEventListener('click', onMenu, true);
    expect(onMenu).toHaveBeenCalledTimes(1);
    expect(onMenu.mock.calls[0]?.[0].target).toBe(twin('button[aria-label="Open menu"]'));
  });

  it('leaves the page alone when nothing was going on', async () => {
    const { drawReact } = page();
    const onClick = vi.fn();
    document.addEventListener('click', onClick, true);
    await drawReact();
    await wait(50);
    document.removeEventListener('click', onClick, true);
    expect(onClick).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(document.body);
  });
});
