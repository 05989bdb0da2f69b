/**
 * How sign-in guessing is slowed without locking the owner out (OWASP Authentication Cheat
 * Sheet: limits keyed by account and address, progressive delays):
 * - an (account, address) pair with 5 failures in 15 minutes is refused until the window ends:
 *   the address that guessed wrong cannot go on guessing that account;
 * - an account with more than 10 failures in 15 minutes, from anywhere, answers every attempt
 *   only after a delay that doubles with each further failure (250 ms … 8 s), before the
 *   password is checked: guessing from many addresses crawls, yet the owner's right password
 *   from their own address still signs them in;
 * - success clears both counts.
 * Counts live in the shared counters, so every instance applies the same limits. The
 * per-address limit across accounts is the route's rate limit.
 */
import { AppError } from "../../lib/errors.ts";
import type { Limits } from "./limits.ts";

export const SIGN_IN_WINDOW_MS = 15 * 60_000;
export const PAIR_FAILURES_ALLOWED = 5;
export const ACCOUNT_FAILURES_BEFORE_DELAY = 10;
export const MAX_DELAY_STEPS = 5;

/** The delay before checking a password, given the account's failures in the window. */
export function delayFor(accountFailures: number, unitMs: number): number {
  const over = accountFailures - ACCOUNT_FAILURES_BEFORE_DELAY;
  if (over <= 0) return 0;
  return unitMs * 2 ** Math.min(over - 1, MAX_DELAY_STEPS);
}

export interface SignInAttempt {
  /** Whose accounts: "customer:<companyId>" or "staff". */
  realm: string;
  /** The account's e-mail, lower-case. */
  account: string;
  address: string | null;
}

const accountKey = ({ realm, account }: SignInAttempt) => `sign-in:${realm}:${account}`;
const pairKey = (attempt: SignInAttempt) => `${accountKey(attempt)}:${attempt.address ?? "unknown"}`;

export function createSignInGuard(
  limits: Limits,
  options: { delayUnitMs: number; sleep?: (ms: number) => Promise<void> },
) {
  const sleep = options.sleep ?? ((ms: number) => new Promise((resolve) => setTimeout(resolve, ms)));
  return {
    /** Before a password is checked: refuses a locked pair, and makes a besieged account wait. */
    async before(attempt: SignInAttempt): Promise<void> {
      const [pair, account] = await Promise.all([
        limits.peek(pairKey(attempt), SIGN_IN_WINDOW_MS),
        limits.peek(accountKey(attempt), SIGN_IN_WINDOW_MS),
      ]);
      if (pair.count >= PAIR_FAILURES_ALLOWED) throw new AppError("rate_limited");
      const delay = delayFor(account.count, options.delayUnitMs);
      if (delay > 0) await sleep(delay);
    },
    async failed(attempt: SignInAttempt): Promise<void> {
      await Promise.all([
        limits.hit(pairKey(attempt), SIGN_IN_WINDOW_MS),
        limits.hit(accountKey(attempt), SIGN_IN_WINDOW_MS),
      ]);
    },
    /** A right password (or a reset) starts both counts again. */
    async succeeded(attempt: SignInAttempt): Promise<void> {
      await Promise.all([limits.clear(pairKey(attempt)), limits.clear(accountKey(attempt))]);
    },
  };
}

export type SignInGuard = ReturnType<typeof createSignInGuard>;
