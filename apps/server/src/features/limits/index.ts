/** The limits feature's public API. */

export type { WindowCount } from "./counter-repository.ts";
export { createLimits, type Limits } from "./limits.ts";
export { sharedRateLimitStore } from "./rate-limit-store.ts";
export {
  ACCOUNT_ATTEMPTS_BEFORE_DELAY,
  createSignInGuard,
  delayFor,
  PAIR_ATTEMPTS_ALLOWED,
  SIGN_IN_WINDOW_MS,
  type SignInAttempt,
  type SignInGuard,
} from "./sign-in-guard.ts";
