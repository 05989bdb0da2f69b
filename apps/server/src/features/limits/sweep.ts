/** Counters whose window has ended, and sign-in turns whose time has passed. */
import type { Sweep } from "../../platform/feature.ts";
import { deleteExpired } from "./counter-repository.ts";
import { deletePastTurns } from "./turn-repository.ts";

export const rateCountersSweep: Sweep = {
  name: "rateCounters",
  run: (platformDb, now) => deleteExpired(platformDb, now),
};

export const signInTurnsSweep: Sweep = {
  name: "signInTurns",
  run: (platformDb, now) => deletePastTurns(platformDb, now),
};
