import { useCallback, useEffect, useRef, useState } from 'react';
import { GraphQLRequestError } from '../../../lib/graphql';
import { savePackedWeightOnLeave, useSetPackedWeight } from '../api/set-packed-weight';
import { packedWeightText, readPackedWeight } from '../packed-weight';

/** How long typing pauses before the weight is saved without leaving the field. */
export const SAVE_DELAY_MS = 600;

/**
 * Where a line's weight stands: `idle` none saved, `pending` typed and not sent yet, `saving` on its way,
 * `saved` on the server, `failed` the server refused or could not be reached, `invalid` not a weight.
 */
export type SaveState = 'idle' | 'pending' | 'saving' | 'saved' | 'failed' | 'invalid';

type PackedWeightOptions = {
  lineId: string;
  /** The weight the server holds for the line. */
  saved: number | null;
  /** Called with each save on its way, so Mark packed can wait for them. */
  onSaving: (save: Promise<void>) => void;
};

/**
 * One line's packed-weight field: what is typed, saved as it is typed (after a pause, or at once on `flush`,
 * which blur and Enter call), one save at a time so the last weight typed is the one kept. A weight changed
 * elsewhere (another tablet, Mark packed filling blank lines) replaces the text unless the packer has typed
 * something that is not saved yet.
 */
export function usePackedWeight({ lineId, saved, onSaving }: PackedWeightOptions) {
  const setPackedWeight = useSetPackedWeight();
  const [text, setText] = useState(() => packedWeightText(saved));
  const [state, setState] = useState<SaveState>(saved === null ? 'idle' : 'saved');
  const [failure, setFailure] = useState<string | null>(null);
  const [serverWeight, setServerWeight] = useState(saved);
  const latest = useRef(text);
  const dirty = useRef(false);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const timer = useRef<number | undefined>(undefined);
  // The last weight sent to be saved and not yet confirmed by the server: queued behind another save, about to
  // go, or on its way. A page closed meanwhile would lose it (an ordinary request dies with its page).
  const unconfirmed = useRef<{ weight: number | null } | null>(null);

  if (saved !== serverWeight) {
    setServerWeight(saved);
    if (state === 'idle' || state === 'saved') {
      setText(packedWeightText(saved));
      setState(saved === null ? 'idle' : 'saved');
    }
  }

  const flush = () => {
    window.clearTimeout(timer.current);
    if (!dirty.current) return;
    const typed = readPackedWeight(latest.current);
    if (typed.error !== null) return;
    dirty.current = false;
    const sending = { weight: typed.weight };
    unconfirmed.current = sending;
    const save = queue.current.then(async () => {
      setState('saving');
      try {
        await setPackedWeight.mutateAsync({ lineId, packedWeight: typed.weight });
        if (unconfirmed.current === sending) unconfirmed.current = null;
        // Something typed since is still to come; its own save says Saved.
        if (!dirty.current) {
          setFailure(null);
          setState(typed.weight === null ? 'idle' : 'saved');
        }
      } catch (error) {
        // Typed again as far as leaving is concerned: the next flush (a retry, the page going) sends it anew.
        if (unconfirmed.current === sending) unconfirmed.current = null;
        dirty.current = true;
        setFailure(error instanceof GraphQLRequestError ? error.message : 'The weight could not be saved.');
        setState('failed');
      }
    });
    queue.current = save;
    onSaving(save);
  };

  // A weight typed just before the field goes away (another date, another screen) is still saved.
  const flushOnLeave = useRef(flush);
  useEffect(() => {
    flushOnLeave.current = flush;
  });
  useEffect(() => () => flushOnLeave.current(), []);

  // A reload or a closed tab within the pause, or before the last save was confirmed: the newest weight goes in a
  // request that outlives the page. It is queued too, after the saves before it: a page kept in the browser's
  // back-forward cache carries on with its queue when it is shown again, and must not end on an older weight. Sent
  // twice at worst: the server leaves a weight it holds as it is. (A keepalive request can still reach the server
  // before an older save already on its way; the server keeps the last to arrive.)
  useEffect(() => {
    const leave = () => {
      flushOnLeave.current();
      if (unconfirmed.current) savePackedWeightOnLeave({ lineId, packedWeight: unconfirmed.current.weight });
    };
    window.addEventListener('pagehide', leave);
    return () => window.removeEventListener('pagehide', leave);
  }, [lineId]);

  const change = (value: string) => {
    setText(value);
    latest.current = value;
    dirty.current = true;
    window.clearTimeout(timer.current);
    const typed = readPackedWeight(value);
    setState(typed.error === null ? 'pending' : 'invalid');
    if (typed.error === null) timer.current = window.setTimeout(flush, SAVE_DELAY_MS);
  };

  /** Something typed here is not on the server: not a weight, or refused or not sent (a failed save). */
  const unsaved = useCallback(() => dirty.current, []);

  return { text, state, failure, error: readPackedWeight(text).error, change, flush, unsaved };
}
