// The server's page is on screen before React takes it over: hydrateRoot runs once the page's own code is in
// (main.tsx). Until then a button of the server's HTML has no listener, and a tap on it would be lost. Links
// work without script and are left to the browser; a tap on any other control (a form's button too, which React
// then submits as the app does) is held and handed to React once it listens, which hydrates the tapped part at
// once and runs its handler.

const CONTROLS =
  'button, [role="button"], [role="tab"], [role="checkbox"], [role="switch"], [role="menuitem"], [role="option"], [role="combobox"], input[type="checkbox"], input[type="radio"]';

/** Holds taps on `root`'s controls; the function returned stops holding and replays them, in order. */
export function holdEarlyTaps(root: HTMLElement): () => void {
  const held: HTMLElement[] = [];
  const handleClick = (event: MouseEvent) => {
    if (!(event.target instanceof Element) || event.target.closest('a[href]')) return;
    const control = event.target.closest<HTMLElement>(CONTROLS);
    if (!control || !root.contains(control)) return;
    event.preventDefault();
    event.stopPropagation();
    held.push(control);
  };
  root.addEventListener('click', handleClick, true);
  return () => {
    root.removeEventListener('click', handleClick, true);
    for (const control of held.splice(0)) if (control.isConnected) control.click();
  };
}
