/**
 * The time as the limits see it. Rate-limit windows are aligned to the clock, so a test that
 * counts to a limit must not cross a window's end halfway: tests hand the app a clock they
 * move themselves (test/manual-clock.ts), and nothing waits for real time.
 */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
  /** Resolves once `ms` have passed on this clock. */
  sleep(ms: number): Promise<void>;
}

/** The machine's clock. */
export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};
