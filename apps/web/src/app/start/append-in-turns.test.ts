import { describe, expect, it } from 'vitest';
import { appendInTurns } from './append-in-turns';

/** A clock that moves on `cost` ms each time an element is added, and the turns queued rather than run. */
function slowMachine(cost: number) {
  let time = 0;
  const parent = document.createElement('div');
  const append = parent.appendChild.bind(parent);
  parent.appendChild = <T extends Node>(node: T) => {
    time += cost;
    return append(node);
  };
  const queued: (() => void)[] = [];
  return { parent, now: () => time, later: (next: () => void) => queued.push(next), queued };
}

const elements = (count: number) =>
  Array.from({ length: count }, (_, index) =>
    Object.assign(document.createElement('link'), { id: `e${index}` }),
  );

describe('appendInTurns', () => {
  it('adds what fits in a turn, then the rest a turn at a time, in order', () => {
    const machine = slowMachine(1.5);
    appendInTurns(machine.parent, elements(7), 4, machine.now, machine.later);
    // 1.5, 3, 4.5 ms: the third goes past the turn's 4 ms and ends it.
    expect([...machine.parent.children].map((e) => e.id)).toEqual(['e0', 'e1', 'e2']);
    machine.queued.shift()?.();
    expect(machine.parent.children).toHaveLength(6);
    machine.queued.shift()?.();
    expect([...machine.parent.children].map((e) => e.id)).toEqual(['e0', 'e1', 'e2', 'e3', 'e4', 'e5', 'e6']);
    expect(machine.queued).toHaveLength(0);
  });

  it('adds one a turn when each takes longer than a turn', () => {
    const machine = slowMachine(20);
    appendInTurns(machine.parent, elements(3), 4, machine.now, machine.later);
    expect(machine.parent.children).toHaveLength(1);
    machine.queued.shift()?.();
    machine.queued.shift()?.();
    expect(machine.parent.children).toHaveLength(3);
    expect(machine.queued).toHaveLength(0);
  });

  it('queues nothing when there is nothing to add', () => {
    const machine = slowMachine(1);
    appendInTurns(machine.parent, [], 4, machine.now, machine.later);
    expect(machine.parent.children).toHaveLength(0);
    expect(machine.queued).toHaveLength(0);
  });
});
