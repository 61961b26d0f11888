import { createTheme } from '@mui/material/styles';
import { describe, expect, it, vi } from 'vitest';
import { lazyTheme } from './lazy-theme';

describe('lazyTheme', () => {
  it('makes the theme only when it is first read, once, and reads as the theme itself', () => {
    const make = vi.fn(() => createTheme());
    const theme = lazyTheme(make);
    expect(make).not.toHaveBeenCalled();

    const made = createTheme();
    expect(theme.palette.primary.main).toBe(made.palette.primary.main);
    expect(theme.spacing(2)).toBe('16px');
    expect('breakpoints' in theme).toBe(true);
    expect(Object.keys(theme)).toEqual(Object.keys(made));
    expect({ ...theme }.typography.fontSize).toBe(made.typography.fontSize);
    // What is written to it lands on the theme made, where it is read.
    Object.assign(theme, { marker: 'set' });
    expect((theme as unknown as { marker: string }).marker).toBe('set');
    expect(make).toHaveBeenCalledTimes(1);
  });
});
