/**
 * The club's processor secrets through its tenant scope: each processor's credentials, the
 * members as each processor's customers, and the key pair for bank data sealed in the browser.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import { batchedInsert } from "../../db/batched-inserts.ts";
import { BatchedReads } from "../../db/batched-reads.ts";
import { statement } from "../../db/statement.ts";
import type { TenantScope } from "../../db/tenant-scope.ts";
import { bankTokenKeys, processorCredentials, processorCustomers } from "./tables.ts";

/** A processor's stored credentials; undefined when none are stored. */
export const findProcessorCredentials = (scope: TenantScope, processorId: string) =>
  scope.findOne(processorCredentials, eq(processorCredentials.processorId, processorId));

/** Stores (or replaces) a processor's credentials. */
export async function upsertProcessorCredentials(
  scope: TenantScope,
  processorId: string,
  values: { secret: string; apiBase: string | null; options: Record<string, string>; updatedAt: Date },
) {
  await scope
    .insert(processorCredentials)
    .values({ processorId, ...values })
    .onConflictDoUpdate({
      target: [processorCredentials.companyId, processorCredentials.processorId],
      set: values,
    });
}

/** Every processor's stored credentials of the club (the key rotation seals them again). */
export const listProcessorCredentials = (scope: TenantScope) => scope.select().from(processorCredentials);

/** Replaces a processor's sealed secret, only if it is still `was` (a racing change wins). */
export async function replaceProcessorSecret(
  scope: TenantScope,
  processorId: string,
  was: string,
  secret: string,
) {
  await scope
    .update(processorCredentials)
    .set({ secret })
    .where(and(eq(processorCredentials.processorId, processorId), eq(processorCredentials.secret, was)));
}

const customerOfProcessor = (customerId: string, processorId: string) =>
  and(eq(processorCustomers.customerId, customerId), eq(processorCustomers.processorId, processorId));

/** The member's id at the processor; undefined before first use. */
export const findProcessorCustomer = (scope: TenantScope, customerId: string, processorId: string) =>
  processorCustomerReads.read(scope, pairKey(customerId, processorId));

/** Built once (db/statement.ts): the ids are arrays, one value each (`= any`, not `in`). */
const processorCustomersOf = statement((scope, members: { processorIds: string[]; customerIds: string[] }) =>
  scope
    .select()
    .from(processorCustomers)
    .where(
      and(
        sql`${processorCustomers.processorId} = any(${members.processorIds})`,
        sql`${processorCustomers.customerId} = any(${members.customerIds})`,
      ),
    ),
);

/** A batch's key: the customer's id (a uuid, no space in it), a space, the processor's id. */
const pairKey = (customerId: string, processorId: string) => `${customerId} ${processorId}`;
const pairOf = (key: string) => {
  const space = key.indexOf(" ");
  return { customerId: key.slice(0, space), processorId: key.slice(space + 1) };
};

// A member's every charge asks: charges made together (a drop's winners) share a query. A batch
// reads every pair of its processors and customers (a club has one processor in all but a
// switch's moments) and answers the pairs asked.
const processorCustomerReads = new BatchedReads(async (scope, keys: string[]) => {
  const pairs = keys.map(pairOf);
  const rows = await processorCustomersOf(scope, {
    processorIds: [...new Set(pairs.map((pair) => pair.processorId))],
    customerIds: [...new Set(pairs.map((pair) => pair.customerId))],
  });
  return new Map(rows.map((row) => [pairKey(row.customerId, row.processorId), row]));
});

// Written with the others stored at the same moment (db/batched-inserts.ts): a drop's first-time
// payers each store one. A row is told apart by its primary key, the member and the processor.
const insertProcessorCustomer = batchedInsert(processorCustomers, {
  onConflict: "nothing",
  keyOf: (row) => pairKey(String(row.customerId), String(row.processorId)),
});

/**
 * Remembers the member's id at the processor and answers the one stored: a racing request's
 * if it stored first (so both use the same).
 */
export async function storeProcessorCustomer(
  scope: TenantScope,
  row: { customerId: string; processorId: string; providerCustomerId: string },
) {
  const stored = await insertProcessorCustomer(scope, row);
  return stored ?? scope.getOne(processorCustomers, customerOfProcessor(row.customerId, row.processorId));
}

/** The known processor customers among `customerIds`, in one query. */
export const processorCustomersAmong = (scope: TenantScope, processorId: string, customerIds: string[]) =>
  scope
    .select()
    .from(processorCustomers)
    .where(
      and(
        eq(processorCustomers.processorId, processorId),
        inArray(processorCustomers.customerId, customerIds),
      ),
    );

/** The club's bank-token key pair; undefined before it is first made. */
export const findBankTokenKey = (scope: TenantScope) =>
  scope.findOne(bankTokenKeys, eq(bankTokenKeys.companyId, scope.companyId));

/** Replaces the sealed private key, if it is still the one read (rotation beside running servers). */
export async function replaceBankTokenPrivateKey(scope: TenantScope, was: string, privateKey: string) {
  await scope
    .update(bankTokenKeys)
    .set({ privateKey })
    .where(and(eq(bankTokenKeys.companyId, scope.companyId), eq(bankTokenKeys.privateKey, was)));
}

/** Stores a new key pair unless one was stored first; answers the one stored. */
export async function storeBankTokenKey(scope: TenantScope, pair: { publicKey: string; privateKey: string }) {
  await scope.insert(bankTokenKeys).values(pair).onConflictDoNothing();
  return scope.getOne(bankTokenKeys, eq(bankTokenKeys.companyId, scope.companyId));
}
