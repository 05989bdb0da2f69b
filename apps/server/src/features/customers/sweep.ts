/** Spent and expired network-switch passes (an allowlisted file: a platform table, by time). */
import { lt } from "drizzle-orm";
import type { Sweep } from "../../platform/feature.ts";
import { networkSwitches } from "./tables.ts";

export const networkSwitchesSweep: Sweep = {
  name: "networkSwitches",
  // A pass lives a minute; whether it was spent or not, it is of no use after that.
  run: async (db, now) =>
    (
      await db
        .delete(networkSwitches)
        .where(lt(networkSwitches.expiresAt, now))
        .returning({ tokenHash: networkSwitches.tokenHash })
    ).length,
};
