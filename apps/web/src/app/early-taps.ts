// The server's page is on screen before React takes it over, and React hydrates it in parts: the shell once the
// page's own code is in (main.tsx), a lazily loaded part (the footer) once its code arrives. A tap on a control
// React does not own yet would be lost: before hydrateRoot nothing listens, and after it React drops a tap on a
// part it cannot hydrate yet. So such a tap is held and given to the control once React owns it (React keeps the
// control's props on the element then), for a few seconds at most; a control React drew anew is gone, and so
// is its tap. Links, and the submit of a form with an address of its own (the header's search), work without
// script and are left to the browser. A control tapped again while waiting is given one tap: a chef tapping Add
// twice because nothing seemed to happen wants one.

const CONTROLS =
  'button, [role="button"], [role="tab"], [role="checkbox"], [role="switch"], [role="menuitem"], [role="option"], [role="combobox"], input[type="checkbox"], input[type="radio"]';

const HYDRATION_WAIT_MS = 10_000;

const ownedByReact = (control: HTMLElement) =>
  Object.keys(control).some((key) => key.startsWith('__reactProps$'));

/** Holds taps on `root`'s controls that React does not own yet, and gives each to its control once React does. */
export function holdEarlyTaps(root: HTMLElement): void {
  const waiting = new Set<HTMLElement>();
  root.addEventListener(
    'click',
    (event) => {
      if (!(event.target instanceof Element) || event.target.closest('a[href]')) return;
      const control = event.target.closest<HTMLElement>(CONTROLS);
      if (!control || !root.contains(control) || ownedByReact(control) || submitsToItsOwnAddress(control))
        return;
      event.preventDefault();
      event.stopPropagation();
      if (waiting.has(control)) return;
      waiting.add(control);
      void tapOnceOwned(control).finally(() => waiting.delete(control));
    },
    true,
  );
}

async function tapOnceOwned(control: HTMLElement): Promise<void> {
  const deadline = Date.now() + HYDRATION_WAIT_MS;
  while (control.isConnected && !ownedByReact(control) && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 50));
  if (control.isConnected && ownedByReact(control)) control.click();
}

function submitsToItsOwnAddress(control: HTMLElement): boolean {
  const submits =
    (control instanceof HTMLButtonElement || control instanceof HTMLInputElement) &&
    control.type === 'submit';
  return submits && (control.form?.hasAttribute('action') ?? false);
}
