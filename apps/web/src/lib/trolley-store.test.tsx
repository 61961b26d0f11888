import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getTrolleyLineCount, notifyTrolleyChanged, TROLLEY_KEY, useTrolleyLineCount } from './trolley-store';

function LineCount() {
  return <output>{useTrolleyLineCount()}</output>;
}

describe('trolley line count', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(cleanup);

  it('counts lines, not quantities, and treats a missing or corrupt trolley as empty', () => {
    expect(getTrolleyLineCount()).toBe(0);
    window.localStorage.setItem(TROLLEY_KEY, JSON.stringify([{ quantity: 5 }, { quantity: 2.5 }]));
    expect(getTrolleyLineCount()).toBe(2);
    window.localStorage.setItem(TROLLEY_KEY, JSON.stringify({ lines: [{ quantity: 1 }] }));
    expect(getTrolleyLineCount()).toBe(1);
    window.localStorage.setItem(TROLLEY_KEY, '{not json');
    expect(getTrolleyLineCount()).toBe(0);
  });

  it('updates readers when the trolley changes in this tab', () => {
    render(<LineCount />);
    expect(screen.getByRole('status').textContent).toBe('0');
    act(() => {
      window.localStorage.setItem(TROLLEY_KEY, JSON.stringify([{}, {}, {}]));
      notifyTrolleyChanged();
    });
    expect(screen.getByRole('status').textContent).toBe('3');
  });
});
