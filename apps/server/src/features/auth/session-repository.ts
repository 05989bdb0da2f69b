/** Queries on customer sessions, always within the club's scope. */
import { and, eq, gt, inArray, lt, ne } from "drizzle-orm";
import type { TenantScope } from "../../db/tenant-scope.ts";
import { customerSessions } from "./tables.ts";

export type SessionRow = typeof customerSessions.$inferSelect;

export const insertSession = (scope: TenantScope, values: Omit<SessionRow, "companyId">) =>
  scope.insertOne(customerSessions, values);

/** The live sessions with these ids at this club. */
export const findLiveSessions = (scope: TenantScope, sessionIds: string[], now: Date) =>
  scope.findMany(
    customerSessions,
    and(inArray(customerSessions.id, sessionIds), gt(customerSessions.expiresAt, now)),
  );

export async function touchSessions(scope: TenantScope, sessionIds: string[], now: Date) {
  await scope
    .update(customerSessions)
    .set({ lastSeenAt: now })
    .where(inArray(customerSessions.id, sessionIds));
}

export async function deleteSession(scope: TenantScope, sessionId: string) {
  await scope.delete(customerSessions).where(eq(customerSessions.id, sessionId));
}

/** Deletes a customer's sessions, all of them or all but one. */
export async function deleteCustomerSessions(scope: TenantScope, customerId: string, keepId?: string) {
  const match = keepId
    ? and(eq(customerSessions.customerId, customerId), ne(customerSessions.id, keepId))
    : eq(customerSessions.customerId, customerId);
  await scope.delete(customerSessions).where(match);
}

/** Housekeeping at sign-in: a customer's expired sessions go. */
export async function deleteExpiredSessions(scope: TenantScope, customerId: string, now: Date) {
  await scope
    .delete(customerSessions)
    .where(and(eq(customerSessions.customerId, customerId), lt(customerSessions.expiresAt, now)));
}
