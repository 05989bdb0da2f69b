/**
 * Queries of the staff section: a club's staff (memberships joined to their accounts) and the
 * per-club lock its changes take. Staff accounts are platform rows, so this takes the raw handle
 * and names the club in every query itself (an allowlisted file).
 */
import { type PageQuery, pageOffset, type StaffLevel } from "@crest/domain";
import { and, asc, count, eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { staffMemberships, staffSessions, staffUsers } from "./tables.ts";

const memberColumns = {
  staffUserId: staffUsers.id,
  firstName: staffUsers.firstName,
  lastName: staffUsers.lastName,
  email: staffUsers.email,
  permissionLevel: staffMemberships.permissionLevel,
  lastSignedInAt: staffUsers.lastAccessed,
  status: staffUsers.status,
  addedAt: staffMemberships.createdAt,
};

export interface ClubStaffRow {
  staffUserId: string;
  firstName: string;
  lastName: string;
  email: string;
  permissionLevel: StaffLevel;
  lastSignedInAt: Date | null;
  status: "active" | "disabled";
  addedAt: Date;
}

const ofClub = (companyId: string) => eq(staffMemberships.companyId, companyId);

/** A club's staff by name, a page at a time. */
export async function listClubStaff(db: Executor, companyId: string, page: PageQuery) {
  const [rows, total] = await Promise.all([
    db
      .select(memberColumns)
      .from(staffMemberships)
      .innerJoin(staffUsers, eq(staffUsers.id, staffMemberships.staffUserId))
      .where(ofClub(companyId))
      .orderBy(asc(staffUsers.lastName), asc(staffUsers.firstName), asc(staffUsers.id))
      .limit(page.pageSize)
      .offset(pageOffset(page)),
    db.select({ n: count() }).from(staffMemberships).where(ofClub(companyId)),
  ]);
  return { rows: rows as ClubStaffRow[], totalCount: total[0]?.n ?? 0 };
}

/** One person's access to a club; undefined when they have none (another club's staff). */
export async function findClubStaff(
  db: Executor,
  companyId: string,
  staffUserId: string,
): Promise<ClubStaffRow | undefined> {
  const rows = await db
    .select(memberColumns)
    .from(staffMemberships)
    .innerJoin(staffUsers, eq(staffUsers.id, staffMemberships.staffUserId))
    .where(and(ofClub(companyId), eq(staffMemberships.staffUserId, staffUserId)))
    .limit(1);
  return rows[0] as ClubStaffRow | undefined;
}

/**
 * Serialises the changes to one club's staff until the transaction ends (a transaction-scoped
 * advisory lock, held across instances): each change then reads the levels as the one before it
 * left them, so two owners demoting each other at once cannot leave the club without an owner.
 */
export async function lockClubStaff(tx: Executor, companyId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`staff-team:${companyId}`}, 0))`);
}

/** How many owners the club has besides `staffUserId`. */
export async function countOtherOwners(db: Executor, companyId: string, staffUserId: string) {
  const rows = await db
    .select({ staffUserId: staffMemberships.staffUserId })
    .from(staffMemberships)
    .where(and(ofClub(companyId), eq(staffMemberships.permissionLevel, "owner")));
  return rows.filter((row) => row.staffUserId !== staffUserId).length;
}

export async function findStaffUserIdByEmail(db: Executor, email: string): Promise<string | undefined> {
  const rows = await db
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(eq(staffUsers.email, email))
    .limit(1);
  return rows[0]?.id;
}

/** A new staff account's id; undefined when one with this e-mail was made meanwhile (at another club). */
export async function insertStaffUser(
  db: Executor,
  values: typeof staffUsers.$inferInsert,
): Promise<string | undefined> {
  const rows = await db
    .insert(staffUsers)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: staffUsers.id });
  return rows[0]?.id;
}

/** Gives a person the club at a level; false when they already had it. */
export async function insertMembership(
  db: Executor,
  values: { staffUserId: string; companyId: string; permissionLevel: StaffLevel },
): Promise<boolean> {
  const rows = await db
    .insert(staffMemberships)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: staffMemberships.staffUserId });
  return rows.length > 0;
}

export async function updateMembershipLevel(
  db: Executor,
  companyId: string,
  staffUserId: string,
  level: StaffLevel,
): Promise<void> {
  await db
    .update(staffMemberships)
    .set({ permissionLevel: level })
    .where(and(ofClub(companyId), eq(staffMemberships.staffUserId, staffUserId)));
}

/** Takes the club away, and with it every session of theirs acting on it. */
export async function deleteMembership(db: Executor, companyId: string, staffUserId: string): Promise<void> {
  await db
    .delete(staffMemberships)
    .where(and(ofClub(companyId), eq(staffMemberships.staffUserId, staffUserId)));
  await db
    .delete(staffSessions)
    .where(and(eq(staffSessions.staffUserId, staffUserId), eq(staffSessions.selectedCompanyId, companyId)));
}
