/**
 * Adds `elements` to `parent` in order, in turns of about `turnMs` each (at least one element a turn, however slow
 * the machine), each turn a task of its own, so that the browser can paint or answer a tap in between.
 */
export function appendInTurns(
  parent: Node,
  elements: readonly Node[],
  turnMs: number,
  // The clock and the next task, for the tests.
  now: () => number = () => performance.now(),
  later: (next: () => void) => void = (next) => setTimeout(next),
) {
  const waiting = [...elements];
  const turn = () => {
    const until = now() + turnMs;
    do {
      const next = waiting.shift();
      if (next) parent.appendChild(next);
    } while (waiting.length > 0 && now() < until);
    if (waiting.length > 0) later(turn);
  };
  if (waiting.length > 0) turn();
}
