/** Counters whose window has ended. */
import type { Sweep } from "../../platform/feature.ts";
import { deleteExpired } from "./counter-repository.ts";

export const rateCountersSweep: Sweep = {
  name: "rateCounters",
  run: (platformDb, now) => deleteExpired(platformDb, now),
};
