// index.html's store header works before the app's code arrives: real links, a search form, a menu that
// opens without script. React then draws its own header in its place. Whatever the visitor was doing with
// the static header at that moment carries over to React's, so no tap, typed word or open menu is lost:
// - a mouse press that started on a static link and ends after the swap gets no click from the browser
//   (a touch tap lands on whatever is under the finger by then): the click is given to React's twin;
// - focus, and what was typed into the search box, move to React's twin;
// - an open static menu opens React's menu.

// How long a press that ended after the swap waits for the browser's own click before it is replayed.
const CLICK_GRACE_MS = 300;

function isVisible(element: HTMLElement): boolean {
  return typeof element.checkVisibility !== 'function' || element.checkVisibility();
}

function isOpenPopover(element: Element | null): boolean {
  try {
    return element?.matches(':popover-open') ?? false;
  } catch {
    // A browser without popovers has no open one.
    return false;
  }
}

/** The element of React's header that does what `element` of the static one did: the same link, or the same label. */
export function twinOf(root: HTMLElement, element: Element): HTMLElement | null {
  const href = element instanceof HTMLAnchorElement ? element.getAttribute('href') : null;
  const label = element.getAttribute('aria-label');
  const candidates =
    href !== null
      ? [...root.querySelectorAll<HTMLElement>('a[href]')].filter(
          (link) => link.getAttribute('href') === href,
        )
      : label !== null
        ? [...root.querySelectorAll<HTMLElement>('[aria-label]')].filter(
            (labelled) => labelled.getAttribute('aria-label') === label,
          )
        : [];
  return candidates.find(isVisible) ?? null;
}

function carryFocus(root: HTMLElement, focused: HTMLElement): void {
  const twin = twinOf(root, focused);
  if (!twin) return;
  twin.focus();
  if (!(focused instanceof HTMLInputElement && twin instanceof HTMLInputElement) || focused.value === '')
    return;
  // React reads typing from input events; the setter of the prototype gets past React's own value tracking.
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setValue?.call(twin, focused.value);
  twin.dispatchEvent(new Event('input', { bubbles: true }));
  twin.setSelectionRange(focused.selectionStart, focused.selectionEnd);
}

/** Watches `root`'s static store header until React replaces it, then carries the visitor's action over. */
export function handOverFirstScreen(root: HTMLElement): void {
  const header = root.querySelector('header.s-bar');
  if (!header) return;
  // The visitor may have started before this code arrived.
  const active = document.activeElement;
  let focused = active instanceof HTMLElement && header.contains(active) ? active : null;
  let pressed = header.querySelector('a[href]:active, button:active');
  let menuOpen = isOpenPopover(header.querySelector('[popover]'));

  const handleFocusIn = (event: FocusEvent) => {
    if (event.target instanceof HTMLElement && header.contains(event.target)) focused = event.target;
  };
  // An element removed with focus may report a blur; only a blur that leaves it in the page counts.
  const handleFocusOut = (event: FocusEvent) => {
    const left = event.target;
    queueMicrotask(() => {
      if (focused !== null && left === focused && focused.isConnected && document.activeElement !== focused)
        focused = null;
    });
  };
  const handleToggle = (event: Event) => {
    if (event.target instanceof HTMLElement && header.contains(event.target))
      menuOpen = (event as ToggleEvent).newState === 'open';
  };
  const handlePointerDown = (event: PointerEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    pressed = target && header.contains(target) ? target.closest('a[href], button') : null;
  };
  const handlePointerUp = () => {
    const press = pressed;
    pressed = null;
    if (!header.isConnected) document.removeEventListener('pointerup', handlePointerUp, true);
    if (!press || press.isConnected) return;
    let clicked = false;
    const handleClick = () => {
      clicked = true;
    };
    document.addEventListener('click', handleClick, { capture: true, once: true });
    window.setTimeout(() => {
      document.removeEventListener('click', handleClick, { capture: true });
      if (clicked) return;
      const twin = twinOf(root, press);
      if (twin) twin.click();
      // No twin in sight (a page's link that only the static menu shows): do what the link would have done.
      else if (press instanceof HTMLAnchorElement) window.location.assign(press.href);
    }, CLICK_GRACE_MS);
  };

  const handleReplaced = () => {
    if (header.isConnected) return;
    observer.disconnect();
    root.removeEventListener('focusin', handleFocusIn, true);
    root.removeEventListener('focusout', handleFocusOut, true);
    root.removeEventListener('toggle', handleToggle, true);
    root.removeEventListener('pointerdown', handlePointerDown, true);
    if (menuOpen) twinOf(root, header.querySelector('[popovertarget]') ?? header)?.click();
    else if (focused) carryFocus(root, focused);
    // A press still under way stops listening when it ends.
    if (!pressed) document.removeEventListener('pointerup', handlePointerUp, true);
  };
  const observer = new MutationObserver(handleReplaced);

  root.addEventListener('focusin', handleFocusIn, true);
  root.addEventListener('focusout', handleFocusOut, true);
  root.addEventListener('toggle', handleToggle, true);
  root.addEventListener('pointerdown', handlePointerDown, true);
  document.addEventListener('pointerup', handlePointerUp, true);
  observer.observe(root, { childList: true });
}
