// The server's page is on screen before React takes it over: hydrateRoot runs once the page's own code is in
// (main.tsx). Until then a button of the server's HTML has no listener, and a tap on it would be lost. Links, and
// the submit of a form with an address of its own (the header's search), work without script and are left to
// the browser; a tap on any other control (the button of a form React submits too) is held and handed to React
// once it listens, which hydrates the tapped part at once and runs its handler. A control tapped again while
// waiting is handed over once: a chef tapping Add twice because nothing seemed to happen wants one.

const CONTROLS =
  'button, [role="button"], [role="tab"], [role="checkbox"], [role="switch"], [role="menuitem"], [role="option"], [role="combobox"], input[type="checkbox"], input[type="radio"]';

/** Holds taps on `root`'s controls; the function returned stops holding and replays them, in order. */
export function holdEarlyTaps(root: HTMLElement): () => void {
  const held: HTMLElement[] = [];
  const handleClick = (event: MouseEvent) => {
    if (!(event.target instanceof Element) || event.target.closest('a[href]')) return;
    const control = event.target.closest<HTMLElement>(CONTROLS);
    if (!control || !root.contains(control) || submitsToItsOwnAddress(control)) return;
    event.preventDefault();
    event.stopPropagation();
    if (!held.includes(control)) held.push(control);
  };
  root.addEventListener('click', handleClick, true);
  return () => {
    root.removeEventListener('click', handleClick, true);
    for (const control of held.splice(0)) if (control.isConnected) control.click();
  };
}

function submitsToItsOwnAddress(control: HTMLElement): boolean {
  const submits =
    (control instanceof HTMLButtonElement || control instanceof HTMLInputElement) &&
    control.type === 'submit';
  return submits && (control.form?.hasAttribute('action') ?? false);
}
