/**
 * What a payment submission pays with (spec-1 §3 Payment submission), as the payments service
 * charges it: a saved card or verified bank of the member, a new card (kept afterwards when
 * `save` is set), or the house account when it is enabled.
 */
import { FIELD_MESSAGES, HOUSE_ACCOUNT_ID, type PaymentSubmission } from "@crest/domain";
import { AppError, fieldError } from "../../lib/errors.ts";
import type { ServiceContext } from "../../platform/service-context.ts";
import { type ChargeSource, cardProcessorOf, processorConfig } from "../payments/index.ts";
import { isHouseAccountEnabled } from "./house-account-repository.ts";
import { getMethod, listMethods, listMethodsOfCustomers } from "./method-repository.ts";
import { addCard } from "./payment-card-service.ts";
import type { WalletMethodRow } from "./tables.ts";

export async function paymentSourceFor(
  context: ServiceContext,
  customerId: string,
  submission: PaymentSubmission,
): Promise<ChargeSource> {
  switch (submission.type) {
    case "houseAccount": {
      if (!(await isHouseAccountEnabled(context.scope, customerId))) throw new AppError("not_setup");
      const base = { walletMethodId: null, processorId: null, providerRef: null, saveCard: false };
      return { kind: "houseAccount", ...base, brand: context.tenant.config.company.name, lastFour: "" };
    }
    case "newcreditcard": {
      const processor = submission.processorId
        ? processorConfig(context, submission.processorId)
        : cardProcessorOf(context);
      if (!processor || processor.cardsAccepted.length === 0) throw new AppError("not_setup");
      if (!submission.token) throw fieldError("token", FIELD_MESSAGES.payment_field_required);
      return {
        kind: "card",
        walletMethodId: null,
        processorId: processor.id,
        providerRef: submission.token,
        brand: "",
        lastFour: "",
        saveCard: submission.save,
      };
    }
    default: {
      if (!submission.id || submission.id === HOUSE_ACCOUNT_ID)
        throw fieldError("id", FIELD_MESSAGES.payment_method_required);
      const kind = submission.type === "bankAccount" ? "bank" : "card";
      const method = await getMethod(context.scope, customerId, kind, submission.id);
      if (kind === "bank" && !method.verified) throw new AppError("bank_not_verified");
      return sourceOfMethod(method);
    }
  }
}

/** Keeps the new card a payment was made with (the submission's save flag). */
export async function saveCardFromPayment(
  context: ServiceContext,
  customerId: string,
  submission: PaymentSubmission,
  source: ChargeSource,
) {
  if (!source.processorId || !source.providerRef || !submission.billingDetails) return null;
  return addCard(
    context,
    {
      token: source.providerRef,
      paymentProcessorId: source.processorId,
      nickname: submission.nickname ?? "Card",
      billingUse: "none",
      billingDetails: submission.billingDetails,
    },
    customerId,
  );
}

/**
 * The method recurring billing charges (spec-1 §4 billing use): the one marked billing, else
 * the default; an unverified bank cannot pay. Null when the member has neither.
 */
export async function billingSourceFor(
  context: ServiceContext,
  customerId: string,
): Promise<ChargeSource | null> {
  return billingSourceOf(await listMethods(context.scope, customerId));
}

/** The billing source of each customer given (absent when they have none), in one query. */
export async function billingSourcesFor(
  context: ServiceContext,
  customerIds: readonly string[],
): Promise<Map<string, ChargeSource>> {
  const methods = await listMethodsOfCustomers(context.scope, [...new Set(customerIds)]);
  const byCustomer = new Map<string, WalletMethodRow[]>();
  for (const method of methods) {
    const own = byCustomer.get(method.customerId) ?? [];
    own.push(method);
    byCustomer.set(method.customerId, own);
  }
  const sources = new Map<string, ChargeSource>();
  for (const [customerId, own] of byCustomer) {
    const source = billingSourceOf(own);
    if (source) sources.set(customerId, source);
  }
  return sources;
}

/** The method billing charges among one customer's: the billing one, else the default. */
function billingSourceOf(methods: readonly WalletMethodRow[]): ChargeSource | null {
  const usable = methods.filter((method) => method.kind === "card" || method.verified);
  const method =
    usable.find((candidate) => candidate.billingUse === "billing") ??
    usable.find((candidate) => candidate.billingUse === "default");
  return method ? sourceOfMethod(method) : null;
}

/** A saved card or bank as what pays. */
const sourceOfMethod = (method: WalletMethodRow): ChargeSource => ({
  kind: method.kind,
  walletMethodId: method.id,
  processorId: method.processorId,
  providerRef: method.providerRef,
  brand: method.brand,
  lastFour: method.lastFour,
  saveCard: false,
});
