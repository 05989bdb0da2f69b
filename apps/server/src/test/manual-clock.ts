/** Clocks for tests of the limits: one moved by hand, one that runs from a window's start. */
import { type Clock, systemClock } from "../lib/clock.ts";

export interface ManualClock extends Clock {
  advance(ms: number): void;
}

/** The start of an hour: every window of the limits (a minute, 15 minutes) begins there. */
const WINDOWS_START = Date.UTC(2030, 0, 1, 12, 0, 0);

/** A clock moved by hand; a wait on it moves it at once, so nothing sleeps. */
export function manualClock(start = WINDOWS_START): ManualClock {
  let now = start;
  return {
    now: () => now,
    advance(ms) {
      now += ms;
    },
    async sleep(ms) {
      now += Math.max(0, ms);
    },
  };
}

/**
 * Real time, as if it had started at the beginning of every window: for tests whose requests
 * race each other for real (the turns wait on it), yet must not cross a window's end.
 */
export function windowStartClock(start = WINDOWS_START): Clock {
  const offset = start - Date.now();
  return { now: () => Date.now() + offset, sleep: systemClock.sleep };
}
