/** The current time. Injected where expiry rules live, so tests can move time instead of waiting. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/** A clock that can be moved: another clock's time plus an offset, so time keeps running from where it was put. */
export type MovableClock = Clock & {
  /** From now on the clock reads `instant`, then runs on from it. */
  moveTo(instant: Date): void;
};

/** A movable clock on top of `base` (the system's by default), at `base`'s time until moved. */
export function movableClock(base: Clock = systemClock): MovableClock {
  let offsetMs = 0;
  const clock = () => new Date(base().getTime() + offsetMs);
  return Object.assign(clock, {
    moveTo(instant: Date) {
      offsetMs = instant.getTime() - base().getTime();
    },
  });
}
