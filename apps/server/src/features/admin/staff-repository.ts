/** Queries on staff users, their memberships and sessions. Staff are not tenant rows: a staff
 * user may belong to several clubs, and the memberships table is what limits their reach. */
import type { StaffLevel } from "@crest/domain";
import { and, eq, gt, lt, ne } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { findCompaniesByIds } from "../config/index.ts";
import { staffMemberships, staffSessions, staffUsers } from "./tables.ts";

export type StaffUserRow = typeof staffUsers.$inferSelect;
export type StaffSessionRow = typeof staffSessions.$inferSelect;
export interface StaffCompany {
  id: string;
  name: string;
  /** The staff user's level at this club (levels are per club). */
  level: StaffLevel;
}

export async function findStaffByEmail(db: Executor, email: string): Promise<StaffUserRow | undefined> {
  const rows = await db.select().from(staffUsers).where(eq(staffUsers.email, email)).limit(1);
  return rows[0];
}

/** The companies a staff user belongs to, by name, each with their level there. */
export async function listStaffCompanies(db: Executor, staffUserId: string): Promise<StaffCompany[]> {
  const memberships = await db
    .select({ companyId: staffMemberships.companyId, level: staffMemberships.permissionLevel })
    .from(staffMemberships)
    .where(eq(staffMemberships.staffUserId, staffUserId));
  const levels = new Map(memberships.map((membership) => [membership.companyId, membership.level]));
  const companies = await findCompaniesByIds(db, [...levels.keys()]);
  return companies.flatMap((company) => {
    const level = levels.get(company.id);
    return level ? [{ ...company, level }] : [];
  });
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

/** Signs a staff user out everywhere but `keepSessionId` (after a password change). */
export async function deleteOtherSessions(db: Executor, staffUserId: string, keepSessionId: string) {
  await db
    .delete(staffSessions)
    .where(and(eq(staffSessions.staffUserId, staffUserId), ne(staffSessions.id, keepSessionId)));
}

export async function updatePasswordHash(db: Executor, staffUserId: string, passwordHash: string) {
  await db
    .update(staffUsers)
    .set({ passwordHash, modifiedAt: new Date() })
    .where(eq(staffUsers.id, staffUserId));
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
