/** Queries on customer credentials (password, flag, activation), within the club's scope. */
import { and, eq, inArray, isNull } from "drizzle-orm";
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

/**
 * Sets the password of a login nobody has used (never activated, flagged createpw: the unknown
 * password an invitation once made), in one statement: of two registrations racing, one claims
 * it. Answers whether this one did.
 */
export async function claimUnusedCredentials(
  scope: TenantScope,
  customerId: string,
  passwordHash: string,
): Promise<boolean> {
  const rows = await scope
    .update(customerCredentials)
    .set({ passwordHash, passwordFlag: null, updatedAt: new Date() })
    .where(
      and(
        eq(customerCredentials.customerId, customerId),
        isNull(customerCredentials.activatedAt),
        eq(customerCredentials.passwordFlag, "createpw"),
      ),
    )
    .returning({ customerId: customerCredentials.customerId });
  return rows.length === 1;
}
