import { useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A screen's state held in the address, for screens whose changes can come faster than the page redraws: each
 * write starts from the last params written, not from those the render saw. A search box commits 300 ms after
 * the last key, two fields can change in one tick, and a change drawn in a transition waits while its data
 * loads; React Router's updater form hands over the render's params too, so one change would undo another.
 */
export function useListSearchParams() {
  const [params, setParams] = useSearchParams();
  const latest = useRef(params);
  // The address moved on by itself (Back, a link): start from there. A render still showing the params from
  // before a write leaves the write alone.
  const rendered = useRef(params.toString());
  if (params.toString() !== rendered.current) {
    rendered.current = params.toString();
    latest.current = params;
  }
  /** The params as last written (or as the address now has them). */
  const current = () => latest.current;
  /** Replaces the address's params, or with `push` adds a history entry (the back button undoes it). */
  const write = (next: URLSearchParams, options: { push?: boolean } = {}) => {
    latest.current = next;
    setParams(next, { replace: !options.push });
  };
  return { params, current, write };
}
