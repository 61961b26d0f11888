// The test run's calendar. `TEST_NOW=2026-12-25T06:30:00+13:00 npm test` (or any one test command) runs the tests
// as if that instant were now: the run works out once how far that is from the real time
// (TEST_CLOCK_OFFSET_MS, inherited by every process it starts) and each process imports this file first, so its
// `Date` reads the real time plus that offset and runs on from there. The E2E servers import it with --import and
// each browser page gets `shiftDate` as an init script, so seed, server, test and page agree on what "today" is.
// scripts/calendar-check.sh runs the suites across the awkward days of the year this way.
// Unset, it does nothing: a plain run keeps the real clock.

export const OFFSET_ENV = 'TEST_CLOCK_OFFSET_MS';

/**
 * Replaces `globalThis.Date` by one `offsetMs` ahead (behind, when negative) of the real clock. Dates made from
 * a given time are untouched, and are still `instanceof Date`. Self-contained: the browser runs its source.
 */
export function shiftDate(offsetMs) {
  const RealDate = globalThis.Date;
  if (offsetMs === 0 || RealDate.testClockOffsetMs !== undefined) return;
  function TestClockDate(...args) {
    // Called without `new`, Date answers the current time as a string.
    if (new.target === undefined) return new RealDate(RealDate.now() + offsetMs).toString();
    return Reflect.construct(RealDate, args.length === 0 ? [RealDate.now() + offsetMs] : args, new.target);
  }
  TestClockDate.prototype = RealDate.prototype;
  TestClockDate.now = () => RealDate.now() + offsetMs;
  TestClockDate.parse = RealDate.parse;
  TestClockDate.UTC = RealDate.UTC;
  TestClockDate.testClockOffsetMs = offsetMs;
  globalThis.Date = TestClockDate;
}

/** The run's offset in milliseconds: fixed by the first process that reads TEST_NOW, inherited by the rest. */
export function testClockOffset() {
  const inherited = process.env[OFFSET_ENV];
  if (inherited !== undefined) return Number(inherited);
  const now = process.env.TEST_NOW;
  if (!now) return 0;
  const instant = Date.parse(now);
  if (Number.isNaN(instant)) {
    throw new Error(`TEST_NOW=${now} is not a date and time (write it as 2026-12-25T06:30:00+13:00)`);
  }
  const offset = instant - Date.now();
  process.env[OFFSET_ENV] = String(offset);
  return offset;
}

shiftDate(testClockOffset());
