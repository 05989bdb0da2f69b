/** The shared counters as a platform service: what limiters and the rate-limit store use. */
import type { Executor } from "../../db/client.ts";
import { clear, hit, peek, type WindowCount } from "./counter-repository.ts";

export interface Limits {
  hit(key: string, windowMs: number): Promise<WindowCount>;
  peek(key: string, windowMs: number): Promise<WindowCount>;
  clear(key: string): Promise<void>;
}

export function createLimits(platformDb: Executor): Limits {
  return {
    hit: (key, windowMs) => hit(platformDb, key, windowMs),
    peek: (key, windowMs) => peek(platformDb, key, windowMs),
    clear: (key) => clear(platformDb, key),
  };
}
