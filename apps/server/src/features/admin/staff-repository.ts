/** Queries on staff users, their memberships and sessions. Staff are not tenant rows: a staff
 * user may belong to several clubs, and the memberships table is what limits their reach. */
import { and, eq, gt, lt } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { findCompaniesByIds } from "../config/index.ts";
import { staffMemberships, staffSessions, staffUsers } from "./tables.ts";

export type StaffUserRow = typeof staffUsers.$inferSelect;
export type StaffSessionRow = typeof staffSessions.$inferSelect;
export interface StaffCompany {
  id: string;
  name: string;
}

export async function findStaffByEmail(db: Executor, email: string): Promise<StaffUserRow | undefined> {
  const rows = await db.select().from(staffUsers).where(eq(staffUsers.email, email)).limit(1);
  return rows[0];
}

/** The companies a staff user belongs to, by name. */
export async function listStaffCompanies(db: Executor, staffUserId: string): Promise<StaffCompany[]> {
  const memberships = await db
    .select({ companyId: staffMemberships.companyId })
    .from(staffMemberships)
    .where(eq(staffMemberships.staffUserId, staffUserId));
  return findCompaniesByIds(
    db,
    memberships.map((membership) => membership.companyId),
  );
}

export async function insertSession(db: Executor, values: typeof staffSessions.$inferInsert): Promise<void> {
  await db.insert(staffSessions).values(values);
}

/** A live session and its active staff user; undefined when expired, unknown or disabled. */
export async function findLiveSession(db: Executor, sessionId: string, now: Date) {
  const rows = await db
    .select({ session: staffSessions, user: staffUsers })
    .from(staffSessions)
    .innerJoin(staffUsers, eq(staffUsers.id, staffSessions.staffUserId))
    .where(
      and(eq(staffSessions.id, sessionId), gt(staffSessions.expiresAt, now), eq(staffUsers.status, "active")),
    )
    .limit(1);
  return rows[0];
}

export async function updateSessionSelection(
  db: Executor,
  sessionId: string,
  selection: { companyId: string; domainId: string | null },
): Promise<void> {
  await db
    .update(staffSessions)
    .set({ selectedCompanyId: selection.companyId, selectedDomainId: selection.domainId })
    .where(eq(staffSessions.id, sessionId));
}

export async function deleteSession(db: Executor, sessionId: string): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.id, sessionId));
}

/** Housekeeping at each sign-in: a staff user's expired sessions are of no further use. */
export async function deleteExpiredSessions(db: Executor, staffUserId: string, now: Date): Promise<void> {
  await db
    .delete(staffSessions)
    .where(and(eq(staffSessions.staffUserId, staffUserId), lt(staffSessions.expiresAt, now)));
}

export async function touchLastAccessed(db: Executor, staffUserId: string, at: Date): Promise<StaffUserRow> {
  const rows = await db
    .update(staffUsers)
    .set({ lastAccessed: at })
    .where(eq(staffUsers.id, staffUserId))
    .returning();
  const row = rows[0];
  if (!row) throw new Error(`staff user ${staffUserId} vanished during sign-in`);
  return row;
}
