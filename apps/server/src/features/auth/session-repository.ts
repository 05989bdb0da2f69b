/** Queries on customer sessions, always within the request's club. */
import { and, eq, gt, lt, ne, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { forCompany } from "../../db/tenant-scope.ts";
import { customerSessions, customers } from "./tables.ts";

export type SessionRow = typeof customerSessions.$inferSelect;

export const insertSession = (db: Executor, companyId: string, values: Omit<SessionRow, "companyId">) =>
  forCompany(db, companyId).insert(customerSessions, values);

/** The clubs where the customer's person (user_id) has an account; "customers" is the outer row. */
const sameUserCompanyIds = sql<string[]>`array(
  select same_person.company_id::text from ${customers} as same_person
  where same_person.user_id = ${customers.userId})`;

/**
 * The live session with this id at this club, with its customer and the clubs where the same
 * person (user_id) has an account: one query for every signed-in request. Reading other clubs'
 * rows here is the global network by design, and only their company ids leave the database.
 */
export async function findLiveSession(db: Executor, companyId: string, sessionId: string, now: Date) {
  const scope = forCompany(db, companyId);
  const rows = await db
    .select({
      session: customerSessions,
      customer: customers,
      networkCompanyIds: sameUserCompanyIds,
    })
    .from(customerSessions)
    .innerJoin(customers, and(eq(customers.id, customerSessions.customerId), scope.where(customers)))
    .where(
      scope.where(
        customerSessions,
        and(eq(customerSessions.id, sessionId), gt(customerSessions.expiresAt, now)),
      ),
    )
    .limit(1);
  return rows[0];
}

export async function touchSession(db: Executor, companyId: string, sessionId: string, now: Date) {
  await db
    .update(customerSessions)
    .set({ lastSeenAt: now })
    .where(forCompany(db, companyId).where(customerSessions, eq(customerSessions.id, sessionId)));
}

export async function deleteSession(db: Executor, companyId: string, sessionId: string) {
  await db
    .delete(customerSessions)
    .where(forCompany(db, companyId).where(customerSessions, eq(customerSessions.id, sessionId)));
}

/** Deletes a customer's sessions, all of them or all but one. */
export async function deleteCustomerSessions(
  db: Executor,
  companyId: string,
  customerId: string,
  keepId?: string,
) {
  const match = keepId
    ? and(eq(customerSessions.customerId, customerId), ne(customerSessions.id, keepId))
    : eq(customerSessions.customerId, customerId);
  await db.delete(customerSessions).where(forCompany(db, companyId).where(customerSessions, match));
}

/** Housekeeping at sign-in: a customer's expired sessions go. */
export async function deleteExpiredSessions(db: Executor, companyId: string, customerId: string, now: Date) {
  await db
    .delete(customerSessions)
    .where(
      forCompany(db, companyId).where(
        customerSessions,
        and(eq(customerSessions.customerId, customerId), lt(customerSessions.expiresAt, now)),
      ),
    );
}
