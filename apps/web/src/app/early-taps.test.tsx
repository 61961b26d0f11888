import { waitFor } from '@testing-library/react';
import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { holdEarlyTaps } from './early-taps';

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

describe('holdEarlyTaps', () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.innerHTML = '';
  });

  it('hands a tap made before hydration to React once it listens', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<Filters onChoose={() => undefined} />);
    holdEarlyTaps(container);

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
    holdEarlyTaps(container);
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
    holdEarlyTaps(container);
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
