/**
 * Billing uses (spec-1 §4): each of default, billing and pos is held by one method at most;
 * saving a use takes it from the others; a default method keeps its use until another is made
 * default; a member's first method is the default. Changes run in one transaction with the
 * member's methods locked, and a partial unique index backs the rule in the database.
 */
import { type BillingUse, billingUseRefusal, FIELD_MESSAGES } from "@crest/domain";
import { AppError } from "../../lib/errors.ts";
import { inTransaction, type ServiceContext } from "../../platform/service-context.ts";
import {
  clearUse,
  insertMethod,
  lockMethods,
  type NewWalletMethod,
  updateMethod,
} from "./method-repository.ts";
import type { WalletMethodRow } from "./tables.ts";

const refused = () =>
  new AppError("default_method_required", {
    details: [
      {
        field: "billing_use",
        details: FIELD_MESSAGES.default_method_required,
      },
    ],
  });

/** Saves a method's use, taking it from the others; refuses what spec-1 §4 forbids. */
export async function saveBillingUse(
  context: ServiceContext,
  customerId: string,
  methodId: string,
  use: BillingUse,
  changes: Partial<NewWalletMethod> = {},
): Promise<WalletMethodRow> {
  return inTransaction(context, async (tx) => {
    const methods = await lockMethods(tx.scope, customerId);
    if (!methods.some((method) => method.id === methodId)) throw new AppError("not_found");
    if (billingUseRefusal(methods, methodId, use)) throw refused();
    await clearUse(tx.scope, customerId, use, methodId);
    return updateMethod(tx.scope, customerId, methodId, { ...changes, billingUse: use });
  });
}

/** Adds a method with its use: the first method is the default whatever was asked. */
export async function insertWithUse(
  context: ServiceContext,
  values: NewWalletMethod,
): Promise<WalletMethodRow> {
  return inTransaction(context, async (tx) => {
    const methods = await lockMethods(tx.scope, values.customerId);
    const use: BillingUse = methods.some((method) => method.billingUse === "default")
      ? (values.billingUse ?? "none")
      : "default";
    await clearUse(tx.scope, values.customerId, use, null);
    return insertMethod(tx.scope, { ...values, billingUse: use });
  });
}

/** A default method may only go when it is the member's last one (spec-1 §4). */
export async function assertRemovable(context: ServiceContext, customerId: string, method: WalletMethodRow) {
  if (method.billingUse !== "default") return;
  const methods = await lockMethods(context.scope, customerId);
  if (methods.length > 1) throw refused();
}
