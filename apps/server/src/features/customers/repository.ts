/** Queries on customer rows, always within the club's scope. */
import { and, count, eq, inArray, lte, sql } from "drizzle-orm";
import type { TenantScope } from "../../db/tenant-scope.ts";
import { type CustomerRow, customers } from "./tables.ts";

export type NewCustomer = Omit<typeof customers.$inferInsert, "companyId" | "id">;
export type CustomerChanges = Partial<Omit<typeof customers.$inferInsert, "companyId" | "id" | "userId">>;

export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

export const findCustomerByEmail = (scope: TenantScope, email: string): Promise<CustomerRow | undefined> =>
  scope.findOne(customers, eq(customers.email, normaliseEmail(email)));

/** The club's customer with this id; another club's (or nobody's) is a 404. */
export const getCustomer = (scope: TenantScope, customerId: string): Promise<CustomerRow> =>
  scope.getOne(customers, eq(customers.id, customerId));

export const findCustomers = (scope: TenantScope, customerIds: readonly string[]): Promise<CustomerRow[]> =>
  customerIds.length === 0
    ? Promise.resolve([])
    : scope.findMany(customers, inArray(customers.id, [...customerIds]));

/** The person's row at the scope's club (one per club: a person is one user_id). */
export const findCustomerByUserId = (scope: TenantScope, userId: string): Promise<CustomerRow | undefined> =>
  scope.findOne(customers, eq(customers.userId, userId));

export const insertCustomer = (scope: TenantScope, values: NewCustomer): Promise<CustomerRow> =>
  scope.insertOne(customers, { ...values, email: normaliseEmail(values.email) });

export const updateCustomer = (scope: TenantScope, customerId: string, changes: CustomerChanges) =>
  scope.updateOne(customers, eq(customers.id, customerId), {
    ...changes,
    ...(changes.email ? { email: normaliseEmail(changes.email) } : {}),
    ...(changes.pendingEmail ? { pendingEmail: normaliseEmail(changes.pendingEmail) } : {}),
    updatedAt: new Date(),
  });

/** True when the e-mail is free at this club (optionally ignoring one customer: themselves). */
export async function isEmailFree(scope: TenantScope, email: string, exceptId?: string): Promise<boolean> {
  const found = await findCustomerByEmail(scope, email);
  return !found || found.id === exceptId;
}

/** How many customers the club has, and how many of them take e-mail: a club-wide message's audience. */
export async function countAudience(scope: TenantScope): Promise<{ all: number; optedIn: number }> {
  const [row] = await scope
    .select({ all: count(), optedIn: count(sql`case when ${customers.optInEmail} then 1 end`) })
    .from(customers);
  return { all: row?.all ?? 0, optedIn: row?.optedIn ?? 0 };
}

/** The customers who take e-mail and were customers at `at`: a club-wide message's e-mail copies. */
export const optedInRecipientsAt = (scope: TenantScope, at: Date) =>
  scope
    .select({ id: customers.id, email: customers.email })
    .from(customers)
    .where(and(eq(customers.optInEmail, true), lte(customers.createdAt, at)));
