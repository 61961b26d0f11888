import type { AppEvents, EventBus, PublishedEvent } from './events.ts';

/**
 * The events that make kept answers stale, by topic: `true` for every event on it, or a test of the event.
 */
export type StaleWhen = { [T in keyof AppEvents]?: true | ((event: AppEvents[T][0]) => boolean) };

type Kept<T> = { value: Promise<T>; until: number };

// A few staff paging and searching need no more.
const MAX_KEPT = 32;
// Changes forget at once (the events); the age limit only bounds staleness should an event ever be lost.
const MAX_AGE_MS = 10 * 60_000;

/**
 * Answers kept in memory per key until a change makes them stale: for figures that are costly to work out and read
 * many times between two changes (a list's sum, a list's count). A change heard from any instance forgets every
 * answer, those being worked out at that moment included, so no answer worked out before a change is given after
 * it. Requests asking for an answer being worked out wait for that one. A failed answer is not kept.
 */
export class KeptUntilChange<T> {
  private readonly kept = new Map<string, Kept<T>>();

  constructor(events: EventBus | undefined, staleWhen: StaleWhen) {
    if (!events) return;
    const stale = (topic: keyof AppEvents, event: PublishedEvent[1]) => {
      const test = staleWhen[topic] as true | ((event: PublishedEvent[1]) => boolean) | undefined;
      return test === true || test?.(event) === true;
    };
    for (const topic of Object.keys(staleWhen) as Array<keyof AppEvents>) {
      events.listen(topic, (event) => {
        if (stale(topic, event)) this.kept.clear();
      });
    }
    // A change made here is forgotten at once; with PostgreSQL its event comes back only after a round trip.
    events.onPublish((topic, event) => {
      if (stale(topic, event)) this.kept.clear();
    });
  }

  get(key: string, workOut: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const found = this.kept.get(key);
    if (found && found.until > now) return found.value;
    if (this.kept.size >= MAX_KEPT) {
      // Maps iterate in insertion order: the oldest answer goes first.
      const oldest = this.kept.keys().next();
      if (!oldest.done) this.kept.delete(oldest.value);
    }
    const entry: Kept<T> = { value: workOut(), until: now + MAX_AGE_MS };
    this.kept.set(key, entry);
    entry.value.catch(() => {
      if (this.kept.get(key) === entry) this.kept.delete(key);
    });
    return entry.value;
  }
}
