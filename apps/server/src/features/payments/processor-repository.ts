/**
 * The club's processor secrets through its tenant scope: each processor's credentials, the
 * members as each processor's customers, and the key pair for bank data sealed in the browser.
 */
import { and, eq, inArray } from "drizzle-orm";
import { insertStatement, statement } from "../../db/statement.ts";
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
export const findProcessorCustomer = async (scope: TenantScope, customerId: string, processorId: string) =>
  (await processorCustomerOf(scope, { customerId, processorId }))[0];

/** Built once: a member's every charge asks. */
const processorCustomerOf = statement((scope, member: { customerId: string; processorId: string }) =>
  scope
    .select()
    .from(processorCustomers)
    .where(customerOfProcessor(member.customerId, member.processorId))
    .limit(1),
);

const insertProcessorCustomer = insertStatement(processorCustomers, { onConflict: "nothing" });

/**
 * Remembers the member's id at the processor and answers the one stored: a racing request's
 * if it stored first (so both use the same).
 */
export async function storeProcessorCustomer(
  scope: TenantScope,
  row: { customerId: string; processorId: string; providerCustomerId: string },
) {
  const [stored] = await insertProcessorCustomer(scope, [row]);
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
