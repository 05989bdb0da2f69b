/** The wallet methods' queries: always one customer's, through the tenant scope. */
import { and, asc, eq, inArray, ne } from "drizzle-orm";
import type { TenantScope } from "../../db/tenant-scope.ts";
import { type WalletMethodRow, walletMethods } from "./tables.ts";

export type NewWalletMethod = Omit<typeof walletMethods.$inferInsert, "companyId" | "id">;
type Kind = WalletMethodRow["kind"];

const mine = (customerId: string, kind?: Kind) =>
  kind
    ? and(eq(walletMethods.customerId, customerId), eq(walletMethods.kind, kind))
    : eq(walletMethods.customerId, customerId);

export const listMethods = (scope: TenantScope, customerId: string, kind?: Kind) =>
  scope
    .select()
    .from(walletMethods)
    .where(mine(customerId, kind))
    .orderBy(asc(walletMethods.createdAt), asc(walletMethods.id));

/** Several customers' methods in one query (a billing run's batch), in each one's order. */
export const listMethodsOfCustomers = (scope: TenantScope, customerIds: readonly string[]) =>
  customerIds.length === 0
    ? Promise.resolve([])
    : scope
        .select()
        .from(walletMethods)
        .where(inArray(walletMethods.customerId, [...customerIds]))
        .orderBy(asc(walletMethods.createdAt), asc(walletMethods.id));

/** The customer's methods, locked until the transaction ends: uses change one at a time. */
export const lockMethods = (scope: TenantScope, customerId: string) =>
  scope.select().from(walletMethods).where(mine(customerId)).orderBy(asc(walletMethods.id)).for("update");

/** One of the customer's methods of that kind; another's (or another club's) is a 404. */
export const getMethod = (scope: TenantScope, customerId: string, kind: Kind, methodId: string) =>
  scope.getOne(walletMethods, and(mine(customerId, kind), eq(walletMethods.id, methodId)));

export const findMethodByRef = (
  scope: TenantScope,
  customerId: string,
  processorId: string,
  providerRef: string,
) =>
  scope.findOne(
    walletMethods,
    and(
      mine(customerId),
      eq(walletMethods.processorId, processorId),
      eq(walletMethods.providerRef, providerRef),
    ),
  );

export const insertMethod = (scope: TenantScope, values: NewWalletMethod) =>
  scope.insertOne(walletMethods, values);

export const updateMethod = (
  scope: TenantScope,
  customerId: string,
  methodId: string,
  values: Partial<Omit<NewWalletMethod, "customerId">>,
) =>
  scope.updateOne(walletMethods, and(mine(customerId), eq(walletMethods.id, methodId)), {
    ...values,
    updatedAt: new Date(),
  });

/** Takes `use` away from every other method of the customer (spec-1 §4). */
export async function clearUse(
  scope: TenantScope,
  customerId: string,
  use: WalletMethodRow["billingUse"],
  keep: string | null,
) {
  if (use === "none") return;
  await scope
    .update(walletMethods)
    .set({ billingUse: "none", updatedAt: new Date() })
    .where(
      and(mine(customerId), eq(walletMethods.billingUse, use), keep ? ne(walletMethods.id, keep) : undefined),
    );
}

export const deleteMethod = (scope: TenantScope, customerId: string, methodId: string) =>
  scope.deleteSome(walletMethods, and(mine(customerId), eq(walletMethods.id, methodId)));
