/** Expired staff sessions, across every company (a platform job; conditions on time alone). */
import { lt } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { staffSessions } from "./tables.ts";

export async function sweepAdmin(db: Executor, now = new Date()) {
  const sessions = await db
    .delete(staffSessions)
    .where(lt(staffSessions.expiresAt, now))
    .returning({ id: staffSessions.id });
  return { staffSessions: sessions.length };
}
