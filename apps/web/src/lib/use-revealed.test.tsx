import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useRevealed } from './use-revealed';

const letters = (count: number) =>
  Array.from({ length: count }, (_, index) => String.fromCharCode(97 + index));

/** Renders the hook over `items`, noting how many items each render drew. */
function renderRevealed(items: readonly string[], step?: number, from?: number) {
  const drawn: number[] = [];
  function List({ items }: { items: readonly string[] }) {
    const shown = useRevealed(items, step, from);
    drawn.push(shown.length);
    return (
      <ul>
        {shown.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    );
  }
  const view = render(<List items={items} />);
  return {
    drawn,
    texts: () => [...view.container.querySelectorAll('li')].map((item) => item.textContent),
    rerender: (next: readonly string[]) => act(() => view.rerender(<List items={next} />)),
  };
}

afterEach(cleanup);

describe('useRevealed', () => {
  it('draws the items of the first render at once, as the server drew them', () => {
    const list = renderRevealed(letters(7), 3);
    expect(list.drawn).toEqual([7]);
    expect(list.texts()).toEqual(letters(7));
  });

  it('draws items that arrive later `step` more per render, and ends with every item in order', () => {
    const list = renderRevealed([], 3);
    list.drawn.length = 0;
    list.rerender(letters(7));
    expect(list.drawn).toEqual([0, 3, 6, 7]);
    expect(list.texts()).toEqual(letters(7));
  });

  it('from 0, draws the items of its first render step by step too (a list first drawn after the server page)', async () => {
    const list = renderRevealed(letters(5), 2, 0);
    await act(async () => {});
    expect(list.drawn).toEqual([0, 2, 4, 5]);
    expect(list.texts()).toEqual(letters(5));
  });

  it('draws fewer items at once, and items added later step by step', () => {
    const list = renderRevealed(letters(2));
    list.rerender(letters(1));
    expect(list.texts()).toEqual(['a']);
    list.drawn.length = 0;
    list.rerender(letters(4));
    expect(list.drawn).toEqual([2, 3, 4]);
    expect(list.texts()).toEqual(letters(4));
  });
});
