/**
 * Counters shared by every instance, and the sign-in guard built on them: the limits feature
 * implements both on the platform database (features/limits/).
 */
import type { Clock } from "../lib/clock.ts";

export interface WindowCount {
  count: number;
  /** Milliseconds until the window ends. */
  resetInMs: number;
}

export interface Limits {
  /** The clock the windows and turns are read on (injected by tests). */
  clock: Clock;
  hit(key: string, windowMs: number): Promise<WindowCount>;
  peek(key: string, windowMs: number): Promise<WindowCount>;
  clear(key: string): Promise<void>;
  /** The start of the key's next turn (epoch ms), `delayMs` reserved after it; null if too far off. */
  claimTurn(key: string, delayMs: number, maxWaitMs: number): Promise<number | null>;
  clearTurns(key: string): Promise<void>;
}

export interface SignInAttempt {
  /** Whose accounts: "customer:<companyId>" or "staff". */
  realm: string;
  /** The account's e-mail, lower-case. */
  account: string;
  address: string | null;
}

/** Slows sign-in guessing per account and address without locking the owner out. */
export interface SignInGuard {
  /**
   * Before a password is checked: counts the attempt, refuses a pair past its allowance, and
   * under attack waits for the account's next turn (or refuses when the queue is full).
   */
  before(attempt: SignInAttempt): Promise<void>;
  /** A right password (or a reset) starts the counts and the turns again. */
  succeeded(attempt: SignInAttempt): Promise<void>;
}
