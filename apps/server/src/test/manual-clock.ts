/** A clock a test moves by hand; a wait on it moves it at once, so nothing sleeps. */
import type { Clock } from "../lib/clock.ts";

export interface ManualClock extends Clock {
  advance(ms: number): void;
}

/** Starts at `start` (by default the beginning of a minute, well inside every window). */
export function manualClock(start = Date.UTC(2030, 0, 1, 12, 0, 0)): ManualClock {
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
