import { waitFor } from '@testing-library/react';
import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { holdEarlyInput } from './early-input';

function Filters({ onChoose }: { onChoose: (status: string) => void }) {
  const [chosen, setChosen] = useState('ALL');
  return (
    <div>
      {['ALL', 'COMPLETED'].map((status) => (
        <button
          key={status}
          type="button"
          aria-pressed={chosen === status}
          onClick={() => {
            setChosen(status);
            onChoose(status);
          }}
        >
          {status}
        </button>
      ))}
      <a href="#orders">Orders</a>
    </div>
  );
}

// The page hydrated and the holding started by each test, undone after it.
let root: Root | undefined;
let stop: (() => void) | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  stop?.();
  stop = undefined;
  document.body.innerHTML = '';
});

describe('holdEarlyInput: taps', () => {
  it('hands a tap made before hydration to React once it listens', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<Filters onChoose={() => undefined} />);
    stop = holdEarlyInput(() => container);

    // Tapped on the server's HTML: nothing listens yet.
    container.querySelector<HTMLElement>('button:nth-of-type(2)')?.click();
    const chosen: string[] = [];
    await act(async () => {
      root = hydrateRoot(container, <Filters onChoose={(status) => chosen.push(status)} />);
    });

    await waitFor(() => expect(chosen).toEqual(['COMPLETED']));
    expect(container.querySelector('button:nth-of-type(2)')?.getAttribute('aria-pressed')).toBe('true');
  });

  it('leaves links to the browser, and taps on controls React owns to React', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<Filters onChoose={() => undefined} />);
    stop = holdEarlyInput(() => container);
    const link = container.querySelector('a');
    let linkDefaultPrevented: boolean | undefined;
    link?.addEventListener('click', (event) => {
      linkDefaultPrevented = event.defaultPrevented;
      event.preventDefault();
    });
    link?.click();
    expect(linkDefaultPrevented).toBe(false);

    const chosen: string[] = [];
    await act(async () => {
      root = hydrateRoot(container, <Filters onChoose={(status) => chosen.push(status)} />);
    });
    const late = new MouseEvent('click', { bubbles: true, cancelable: true });
    container.querySelector('button:nth-of-type(2)')?.dispatchEvent(late);
    expect(chosen).toEqual(['COMPLETED']);
  });

  it('hands a control tapped twice over once, and leaves a search form with its own address to the browser', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(
      <>
        <Filters onChoose={() => undefined} />
        <form action="/order">
          <input name="search" defaultValue="chicken" />
          <button type="submit">Search</button>
        </form>
      </>,
    );
    stop = holdEarlyInput(() => container);
    const completed = container.querySelector<HTMLElement>('button:nth-of-type(2)');
    completed?.click();
    completed?.click();
    const search = new MouseEvent('click', { bubbles: true, cancelable: true });
    container.querySelector('button[type="submit"]')?.dispatchEvent(search);
    expect(search.defaultPrevented).toBe(false);

    const chosen: string[] = [];
    await act(async () => {
      root = hydrateRoot(
        container,
        <>
          <Filters onChoose={(status) => chosen.push(status)} />
          <form action="/order">
            <input name="search" defaultValue="chicken" />
            <button type="submit">Search</button>
          </form>
        </>,
      );
    });
    await waitFor(() => expect(chosen).toEqual(['COMPLETED']));
    // Handed over once, though tapped twice.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(chosen).toEqual(['COMPLETED']);
  });
});

function Search({ onSearch, initial = '' }: { onSearch: (term: string) => void; initial?: string }) {
  const [text, setText] = useState(initial);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text);
      }}
    >
      <input aria-label="Search products" value={text} onChange={(event) => setText(event.target.value)} />
      <textarea aria-label="Note" defaultValue="" />
      <button type="submit">Search</button>
    </form>
  );
}

/** Types as the browser does: the field's text changes, then an `input` event. */
function type(field: HTMLInputElement | HTMLTextAreaElement, text: string) {
  field.value = text;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('holdEarlyInput: typing', () => {
  function serverPage(initial?: string) {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<Search onSearch={() => undefined} initial={initial} />);
    const field = container.querySelector('input') as HTMLInputElement;
    return { container, field };
  }

  it('tells React of what was typed before it owned the field', async () => {
    const { container, field } = serverPage();
    stop = holdEarlyInput(() => container);
    type(field, 'chicken');

    const searched: string[] = [];
    await act(async () => {
      root = hydrateRoot(container, <Search onSearch={(term) => searched.push(term)} />);
    });
    // React's state has the text: the submit searches for it, and a render keeps it in the field.
    await waitFor(() => {
      container.querySelector('button')?.click();
      expect(searched.at(-1)).toBe('chicken');
    });
    expect(field.value).toBe('chicken');
  });

  it('without it, React keeps the value the server drew with (why it exists)', async () => {
    const { container, field } = serverPage();
    type(field, 'chicken');
    const searched: string[] = [];
    await act(async () => {
      root = hydrateRoot(container, <Search onSearch={(term) => searched.push(term)} />);
    });
    await new Promise((resolve) => setTimeout(resolve, 150));
    container.querySelector('button')?.click();
    expect(searched).toEqual(['']);
  });

  it('carries a field emptied before hydration, and leaves fields outside the root and typing React sees alone', async () => {
    const { container, field } = serverPage('pork');
    const outside = document.createElement('input');
    document.body.append(outside);
    stop = holdEarlyInput(() => container);
    type(field, 'beef');
    type(field, '');
    type(outside, 'elsewhere');

    const searched: string[] = [];
    await act(async () => {
      root = hydrateRoot(container, <Search onSearch={(term) => searched.push(term)} initial="pork" />);
    });
    await new Promise((resolve) => setTimeout(resolve, 150));
    container.querySelector('button')?.click();
    expect(searched).toEqual(['']);
    expect(outside.value).toBe('elsewhere');

    // Typed once React owns the field: React's own.
    await act(async () => {
      field.focus();
      const setText = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
      setText?.call(field, 'lamb');
      field.dispatchEvent(new Event('input', { bubbles: true }));
    });
    container.querySelector('button')?.click();
    expect(searched).toEqual(['', 'lamb']);
  });
});

function Quantity({ onAdd }: { onAdd: (quantity: number) => void }) {
  const [quantity, setQuantity] = useState(1);
  return (
    <div>
      <input aria-label="Purchase order" defaultValue="" />
      <button type="button" aria-label="Increase quantity" onClick={() => setQuantity((n) => n + 1)}>
        +
      </button>
      <button type="button" onClick={() => onAdd(quantity)}>
        Add
      </button>
    </div>
  );
}

describe('holdEarlyInput: order', () => {
  function serverQuantity() {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<Quantity onAdd={() => undefined} />);
    stop = holdEarlyInput(() => container);
    const tap = (selector: string) => container.querySelector<HTMLElement>(selector)?.click();
    const added: number[] = [];
    const hydrate = () =>
      act(async () => {
        root = hydrateRoot(container, <Quantity onAdd={(quantity) => added.push(quantity)} />);
      });
    return { tap, added, hydrate };
  }

  it('holds a tap on a control React owns while one made before it waits', async () => {
    const { tap, added, hydrate } = serverQuantity();
    tap('button[aria-label="Increase quantity"]');
    await hydrate();
    // React owns Add now, but "+" has not been given back yet.
    tap('button:not([aria-label])');
    expect(added).toEqual([]);
    await waitFor(() => expect(added).toEqual([2]));
  });

  it('gives taps back in the order they were made, each seeing what the one before did', async () => {
    const { tap, added, hydrate } = serverQuantity();
    tap('button[aria-label="Increase quantity"]');
    // Tapped 30 ms later: with each tap waiting on its own, Add was given back first.
    await new Promise((resolve) => setTimeout(resolve, 30));
    tap('button:not([aria-label])');
    // Hydrated between the first tap's check at 50 ms and the second's at 80 ms.
    await new Promise((resolve) => setTimeout(resolve, 35));
    await hydrate();
    await waitFor(() => expect(added).toEqual([2]));
  });
});
