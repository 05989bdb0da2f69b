/** The shared counters as a platform service: what limiters and the rate-limit store use. */
import type { Executor } from "../../db/client.ts";
import type { Clock } from "../../lib/clock.ts";
import { clear, hit, peek, type WindowCount } from "./counter-repository.ts";
import { claimTurn, clearTurns } from "./turn-repository.ts";

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
