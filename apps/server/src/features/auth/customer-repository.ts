/** Queries on customers. Everything goes through forCompany, except the one network lookup. */
import { eq } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { forCompany } from "../../db/tenant-scope.ts";
import { customers } from "./tables.ts";

export type CustomerRow = typeof customers.$inferSelect;
/** A customer read with their session: also knows the clubs where the same person has an account. */
export type SignedInCustomer = CustomerRow & { networkCompanyIds?: readonly string[] };
export type NewCustomer = Omit<typeof customers.$inferInsert, "companyId">;
export type CustomerChanges = Partial<Omit<typeof customers.$inferInsert, "companyId" | "id">>;

export const findCustomerByEmail = (db: Executor, companyId: string, email: string) =>
  forCompany(db, companyId).findOne(customers, eq(customers.email, email.trim().toLowerCase()));

export const getCustomer = (db: Executor, companyId: string, customerId: string) =>
  forCompany(db, companyId).getOne(customers, eq(customers.id, customerId));

export const insertCustomer = (db: Executor, companyId: string, values: NewCustomer) =>
  forCompany(db, companyId).insert(customers, values);

export const updateCustomer = (
  db: Executor,
  companyId: string,
  customerId: string,
  changes: CustomerChanges,
) =>
  forCompany(db, companyId).update(customers, eq(customers.id, customerId), {
    ...changes,
    updatedAt: new Date(),
  });

/**
 * The clubs (among `companyIds`) where this person also has a customer row. Deliberately
 * cross-tenant: a global network shares one identity (user_id) between its locations, and
 * only company ids leave this function.
 */
export async function companiesOfUser(db: Executor, userId: string, companyIds: string[]): Promise<string[]> {
  if (companyIds.length === 0) return [];
  const rows = await db
    .select({ companyId: customers.companyId })
    .from(customers)
    .where(eq(customers.userId, userId));
  return rows.map((row) => row.companyId).filter((id) => companyIds.includes(id));
}

/** True when the e-mail is free at this club (optionally ignoring one customer: themselves). */
export async function isEmailFree(db: Executor, companyId: string, email: string, exceptId?: string) {
  const found = await findCustomerByEmail(db, companyId, email);
  return !found || found.id === exceptId;
}
