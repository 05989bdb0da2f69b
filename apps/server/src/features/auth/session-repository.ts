/** Queries on customer sessions, always within the club's scope. */
import { and, eq, gt, lt, ne } from "drizzle-orm";
import type { TenantScope } from "../../db/tenant-scope.ts";
import { customerSessions } from "./tables.ts";

export type SessionRow = typeof customerSessions.$inferSelect;

export const insertSession = (scope: TenantScope, values: Omit<SessionRow, "companyId">) =>
  scope.insertOne(customerSessions, values);

/** The live session with this id at this club. */
export const findLiveSession = (scope: TenantScope, sessionId: string, now: Date) =>
  scope.findOne(
    customerSessions,
    and(eq(customerSessions.id, sessionId), gt(customerSessions.expiresAt, now)),
  );

export async function touchSession(scope: TenantScope, sessionId: string, now: Date) {
  await scope.update(customerSessions).set({ lastSeenAt: now }).where(eq(customerSessions.id, sessionId));
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
