// The server's page is on screen before React takes it over, and React hydrates it in parts: the shell once the
// page's own code is in (main.tsx), a lazily loaded part (the footer) once its code arrives. What a visitor does to
// a part React does not own yet would be lost or misread:
//
// - A tap on a control: before hydrateRoot nothing listens, and after it React drops a tap on a part it cannot
//   hydrate yet. Such a tap is held and given to the control once React owns it (React keeps the control's props
//   on the element then). Links, and the submit of a form with an address of its own (the header's search), work
//   without script and are left to the browser. A control tapped again while waiting is given one tap: a chef
//   tapping Add twice because nothing seemed to happen wants one.
// - Typing into a field: React leaves the text in the field as it hydrates, but its state keeps the value the
//   server drew with (a search typed while the page loads, then Enter once the app is in, searched for nothing).
//   Such a field is told of its text once React owns it, as a keystroke would (an `input` event React reads as a
//   change).
//
// Both are given back in the order they were made, each once React owns its element (has committed it), for a few
// seconds at most: "+" then Add adds two, and a purchase order number typed before Place Order is on the order. An
// element React drew anew is gone, and so is what was done to it.

const CONTROLS =
  'button, [role="button"], [role="tab"], [role="checkbox"], [role="switch"], [role="menuitem"], [role="option"], [role="combobox"], input[type="checkbox"], input[type="radio"]';

const FIELDS = 'input:not([type="checkbox"]):not([type="radio"]):not([type="file"]), textarea';

const HYDRATION_WAIT_MS = 10_000;

type Field = HTMLInputElement | HTMLTextAreaElement;
type Held = { element: HTMLElement; giveBack: () => void; deadline: number };

type Fiber = { tag: number; return: Fiber | null; alternate: Fiber | null; stateNode: unknown };

/**
 * Whether React has hydrated (or drawn) `element` and committed it. React puts its props and fiber on the element
 * while it renders, before it commits: a click given back then is dropped (React finds no mounted control), and the
 * first commit's effects may undo what it did. So the element's fiber (or its other copy, once it has rendered again)
 * must lead up to the root React has committed: a HostRoot fiber (tag 3) that its FiberRoot holds as current.
 */
export function ownedByReact(element: HTMLElement): boolean {
  const key = Object.keys(element).find((name) => name.startsWith('__reactFiber$'));
  if (!key) return false;
  const fiber = (element as unknown as Record<string, Fiber>)[key];
  return (
    fiber !== undefined && (committed(fiber) || (fiber.alternate !== null && committed(fiber.alternate)))
  );
}

function committed(fiber: Fiber): boolean {
  let top = fiber;
  while (top.return) top = top.return;
  return top.tag === 3 && (top.stateNode as { current?: Fiber } | null)?.current === top;
}

/**
 * Holds the taps and typing on the elements inside `root()` that React does not own yet, and gives each back, in
 * order, once React owns its element. It listens on the document, so it can start before the root is parsed (the
 * page's loader starts it in the head: start/page-loader.ts); `root()` is asked at each event, and null leaves the
 * event alone. Returns a function that stops it.
 */
export function holdEarlyInput(root: () => HTMLElement | null): () => void {
  const held: Held[] = [];
  let givingBack = false;
  // While one is given back, its own click or input event is React's.
  let passing = false;

  const hold = (element: HTMLElement, giveBack: () => void) => {
    if (held.some((entry) => entry.element === element)) return;
    held.push({ element, giveBack, deadline: Date.now() + HYDRATION_WAIT_MS });
    if (!givingBack) void giveBackInOrder();
  };

  const giveBackInOrder = async () => {
    givingBack = true;
    for (let next = held[0]; next; next = held[0]) {
      while (next.element.isConnected && !ownedByReact(next.element) && Date.now() < next.deadline)
        await new Promise((resolve) => setTimeout(resolve, 50));
      held.shift();
      if (!next.element.isConnected || !ownedByReact(next.element)) continue;
      passing = true;
      try {
        next.giveBack();
      } finally {
        passing = false;
      }
      // React applies what that did before the next is given back (the Add after "+" reads two).
      await new Promise((resolve) => setTimeout(resolve));
    }
    givingBack = false;
  };

  const onClick = (event: MouseEvent) => {
    const container = root();
    if (passing || !container || !(event.target instanceof Element) || event.target.closest('a[href]'))
      return;
    const control = event.target.closest<HTMLElement>(CONTROLS);
    if (!control || !container.contains(control) || submitsToItsOwnAddress(control)) return;
    // A control React owns is React's, unless a tap made before waits to be given back: then it waits behind it
    // (Add tapped once React owned it, "+" before it still waiting, added one).
    if (ownedByReact(control) && held.length === 0) return;
    event.preventDefault();
    event.stopPropagation();
    hold(control, () => control.click());
  };

  const onInput = (event: Event) => {
    const container = root();
    const field = event.target;
    if (passing || !container || !(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement))
      return;
    if (!field.matches(FIELDS) || !container.contains(field) || ownedByReact(field)) return;
    hold(field, () => tellReact(field));
  };

  document.addEventListener('click', onClick, true);
  document.addEventListener('input', onInput, true);
  return () => {
    document.removeEventListener('click', onClick, true);
    document.removeEventListener('input', onInput, true);
  };
}

function submitsToItsOwnAddress(control: HTMLElement): boolean {
  const submits =
    (control instanceof HTMLButtonElement || control instanceof HTMLInputElement) &&
    control.type === 'submit';
  return submits && (control.form?.hasAttribute('action') ?? false);
}

/**
 * React notices a change by comparing the field's text with the last value it saw set through the element's own
 * `value` property. So that property is set to something else, the text put back past it (the prototype's
 * setter), and an `input` event sent: React calls the field's onChange with the text, as after a keystroke.
 */
function tellReact(field: Field): void {
  const text = field.value;
  const prototype =
    field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
  const setText = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  if (!setText) return;
  const caret = selection(field);
  field.value = text === '' ? ' ' : '';
  setText.call(field, text);
  if (caret) field.setSelectionRange(caret[0], caret[1]);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Where the caret is, on a field focused and of a kind that has one (an email field has none to read). */
function selection(field: Field): [number, number] | null {
  if (document.activeElement !== field) return null;
  try {
    const { selectionStart, selectionEnd } = field;
    return selectionStart === null || selectionEnd === null ? null : [selectionStart, selectionEnd];
  } catch {
    return null;
  }
}
