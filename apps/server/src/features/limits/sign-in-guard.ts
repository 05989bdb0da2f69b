/**
 * How sign-in guessing is slowed without locking the owner out (OWASP Authentication Cheat
 * Sheet: limits keyed by account and address, progressive delays). Every attempt is counted
 * before its password is checked, so guesses sent at once are counted like guesses sent one
 * after another:
 * - an (account, address) pair gets 5 attempts in 15 minutes; the rest are refused (429)
 *   until the window ends: the address that guessed wrong cannot go on guessing that account;
 * - an account with more than 10 attempts in 15 minutes, from anywhere, is under attack: its
 *   passwords are checked one turn at a time, each turn a delay after the last (250 ms doubling
 *   to 8 s). The next turn's time lives in the database and each attempt claims one
 *   atomically, so attempts from many addresses and instances queue behind each other instead
 *   of all waiting the same delay side by side. An attempt whose turn would begin more than
 *   the longest delay from now is refused at once (429), so the queue stays short and the
 *   owner's right password from any address is checked within seconds;
 * - a right password (or a reset) starts the counts and the turns again.
 * The per-address limit across accounts is the route's rate limit.
 */
import { AppError } from "../../lib/errors.ts";
import type { Limits, SignInAttempt, SignInGuard } from "../../platform/limits.ts";

export const SIGN_IN_WINDOW_MS = 15 * 60_000;
export const PAIR_ATTEMPTS_ALLOWED = 5;
export const ACCOUNT_ATTEMPTS_BEFORE_DELAY = 10;
export const MAX_DELAY_STEPS = 5;

/** The spacing of an account's checks, given its attempts in the window (this one included). */
export function delayFor(accountAttempts: number, unitMs: number): number {
  const over = accountAttempts - ACCOUNT_ATTEMPTS_BEFORE_DELAY;
  if (over <= 0) return 0;
  return unitMs * 2 ** Math.min(over - 1, MAX_DELAY_STEPS);
}

export type { SignInAttempt, SignInGuard };

const accountKey = ({ realm, account }: SignInAttempt) => `sign-in:${realm}:${account}`;
const pairKey = (attempt: SignInAttempt) => `${accountKey(attempt)}:${attempt.address ?? "unknown"}`;

/** The guard on the shared counters and turns; `delayUnitMs` is the first delay (it doubles). */
export function createSignInGuard(limits: Limits, options: { delayUnitMs: number }): SignInGuard {
  const longestWaitMs = options.delayUnitMs * 2 ** MAX_DELAY_STEPS;
  return {
    /**
     * Before a password is checked: counts the attempt, refuses a pair past its allowance, and
     * under attack waits for the account's next turn (or refuses when the queue is full).
     */
    async before(attempt: SignInAttempt): Promise<void> {
      // The pair first: a refused address adds nothing to the account's count.
      const pair = await limits.hit(pairKey(attempt), SIGN_IN_WINDOW_MS);
      if (pair.count > PAIR_ATTEMPTS_ALLOWED) throw new AppError("rate_limited");
      const account = await limits.hit(accountKey(attempt), SIGN_IN_WINDOW_MS);
      const delay = delayFor(account.count, options.delayUnitMs);
      if (delay === 0) return;
      const turn = await limits.claimTurn(accountKey(attempt), delay, longestWaitMs);
      if (turn === null) throw new AppError("rate_limited");
      const wait = turn - limits.clock.now();
      if (wait > 0) await limits.clock.sleep(wait);
    },
    /** A right password (or a reset) starts the counts and the turns again. */
    async succeeded(attempt: SignInAttempt): Promise<void> {
      await Promise.all([
        limits.clear(pairKey(attempt)),
        limits.clear(accountKey(attempt)),
        limits.clearTurns(accountKey(attempt)),
      ]);
    },
  };
}
