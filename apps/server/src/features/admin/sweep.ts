/** Expired staff sessions, across every company (an allowlisted file; conditions on time alone). */
import { lt } from "drizzle-orm";
import type { Sweep } from "../../platform/feature.ts";
import { staffSessions } from "./tables.ts";

export const staffSessionsSweep: Sweep = {
  name: "staffSessions",
  run: async (db, now) =>
    (
      await db
        .delete(staffSessions)
        .where(lt(staffSessions.expiresAt, now))
        .returning({ id: staffSessions.id })
    ).length,
};
