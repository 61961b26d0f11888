import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OnceOpened } from './OnceOpened';

afterEach(cleanup);

const dialog = (open: boolean) => (
  <OnceOpened open={open}>
    <p>{open ? 'Open' : 'Closing'}</p>
  </OnceOpened>
);

describe('OnceOpened', () => {
  it('draws nothing until first opened, then keeps its content drawn after it closes', () => {
    const { rerender } = render(dialog(false));
    expect(screen.queryByText('Open')).toBeNull();
    expect(screen.queryByText('Closing')).toBeNull();
    rerender(dialog(true));
    expect(screen.getByText('Open')).toBeTruthy();
    rerender(dialog(false));
    expect(screen.getByText('Closing')).toBeTruthy();
  });

  it('draws its content at once when open from the start', () => {
    render(dialog(true));
    expect(screen.getByText('Open')).toBeTruthy();
  });
});
