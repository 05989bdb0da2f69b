/** The shared counters as a platform service: what limiters and the rate-limit store use. */
import type { Executor } from "../../db/client.ts";
import type { Clock } from "../../lib/clock.ts";
import type { Limits } from "../../platform/limits.ts";
import { clear, hit, peek } from "./counter-repository.ts";
import { claimTurn, clearTurns } from "./turn-repository.ts";

export type { Limits };

/** The counters and turns on the platform database, read on `clock`. */
export function createLimits(platformDb: Executor, clock: Clock): Limits {
  return {
    clock,
    hit: (key, windowMs) => hit(platformDb, key, windowMs, clock.now()),
    peek: (key, windowMs) => peek(platformDb, key, windowMs, clock.now()),
    clear: (key) => clear(platformDb, key),
    claimTurn: (key, delayMs, maxWaitMs) => claimTurn(platformDb, key, delayMs, maxWaitMs, clock.now()),
    clearTurns: (key) => clearTurns(platformDb, key),
  };
}
