/** Queries on customer credentials (password, flag, activation), within the club's scope. */
import { eq, inArray } from "drizzle-orm";
import type { TenantScope } from "../../db/tenant-scope.ts";
import { customerCredentials } from "./tables.ts";

export type CredentialsRow = typeof customerCredentials.$inferSelect;
export type CredentialsChanges = Partial<
  Omit<typeof customerCredentials.$inferInsert, "companyId" | "customerId">
>;

export const findCredentials = (
  scope: TenantScope,
  customerId: string,
): Promise<CredentialsRow | undefined> =>
  scope.findOne(customerCredentials, eq(customerCredentials.customerId, customerId));

export const insertCredentials = (
  scope: TenantScope,
  values: Omit<typeof customerCredentials.$inferInsert, "companyId">,
): Promise<CredentialsRow> => scope.insertOne(customerCredentials, values);

export const updateCredentials = (scope: TenantScope, customerId: string, changes: CredentialsChanges) =>
  scope.updateOne(customerCredentials, eq(customerCredentials.customerId, customerId), {
    ...changes,
    updatedAt: new Date(),
  });

/** The password flags of several customers: auth's part of their standing. */
export async function passwordFlagsOf(scope: TenantScope, customerIds: readonly string[]) {
  if (customerIds.length === 0) return [];
  return scope
    .select({ customerId: customerCredentials.customerId, flag: customerCredentials.passwordFlag })
    .from(customerCredentials)
    .where(inArray(customerCredentials.customerId, [...customerIds]));
}
