/**
 * Bank accounts in the wallet (spec-1 §2.5 items 3, 4 and 6; §4 bank verification): typed in
 * and sealed in the browser (verified by two micro-deposits), or linked through Plaid or a
 * GoCardless mandate (verified by the link itself). Only a verified account may be edited, and
 * then only its nickname.
 */

import type {
  AddPortalBank,
  BankAccount,
  BillingDetails,
  GoCardlessLink,
  GoCardlessLinkRequest,
  PlaidLink,
  UpdateBank,
  VerifyBank,
} from "@crest/domain";
import { FIELD_MESSAGES } from "@crest/domain";
import { AppError, fieldError } from "../../lib/errors.ts";
import { customerIdOf, type ServiceContext } from "../../platform/service-context.ts";
import {
  bankProcessorOf,
  openBankToken,
  type PaymentProcessor,
  processorConfig,
  processorCustomerFor,
  processorFor,
  type SavedBank,
} from "../payments/index.ts";
import { assertRemovable, insertWithUse } from "./billing-use.ts";
import { deleteMethod, findMethodByRef, getMethod, listMethods, updateMethod } from "./method-repository.ts";
import { bankView } from "./method-views.ts";

export async function listBanks(context: ServiceContext): Promise<BankAccount[]> {
  return (await listMethods(context.scope, customerIdOf(context), "bank")).map(bankView);
}

export async function getBank(context: ServiceContext, bankId: string): Promise<BankAccount> {
  return bankView(await getMethod(context.scope, customerIdOf(context), "bank", bankId));
}

/** The processor a bank flow uses: the one asked for, else the club's for that flow. */
async function bankProcessor(
  context: ServiceContext,
  processorId: string | undefined,
  flow?: "plaid" | "gocardless",
) {
  const config = processorId ? processorConfig(context, processorId) : bankProcessorOf(context, flow);
  if (!config?.acceptAch) throw new AppError("not_setup");
  const processor = await processorFor(context, config.id);
  const customer = await processorCustomerFor(context, config.id, processor);
  return { config, processor, customer };
}

async function keepBank(
  context: ServiceContext,
  processorId: string,
  processor: PaymentProcessor,
  saved: SavedBank,
  details: { nickname?: string | undefined; billingUse: BankAccount["billingUse"]; billing?: BillingDetails },
): Promise<BankAccount> {
  const customerId = customerIdOf(context);
  const known = await findMethodByRef(context.scope, customerId, processorId, saved.providerRef);
  if (known) return bankView(known);
  const { address, address2, city, state } = details.billing ?? {};
  const row = await insertWithUse(context, {
    customerId,
    kind: "bank",
    processorId,
    integration: processor.integration,
    providerRef: saved.providerRef,
    brand: saved.bankName,
    nickname: details.nickname ?? saved.bankName,
    billingUse: details.billingUse,
    lastFour: saved.lastFour,
    billingName: details.billing?.name ?? saved.accountHolderName,
    billingZip: details.billing?.zipCode ?? "",
    billingCountry: details.billing?.country ?? "US",
    billingAddress: Object.fromEntries(
      Object.entries({ address, address2, city, state }).filter(
        (entry): entry is [string, string] => !!entry[1],
      ),
    ),
    accountHolderName: saved.accountHolderName,
    accountType: saved.accountType,
    verified: saved.verified,
  });
  return bankView(row);
}

/** POST /api/account/wallet/banks: routing and account number sealed in the browser. */
export async function addPortalBank(context: ServiceContext, input: AddPortalBank): Promise<BankAccount> {
  const bank = await openBankToken(context, input.token);
  const { config, processor, customer } = await bankProcessor(context, input.paymentProcessorId);
  const saved = await processor.addBankAccount(customer, bank);
  return keepBank(context, config.id, processor, saved, {
    nickname: input.nickname,
    billingUse: input.billingUse,
    billing: { name: bank.accountHolderName, zipCode: "", country: bank.country },
  });
}

/** Plaid Link's public token and the account the member chose. */
export async function addPlaidBank(
  context: ServiceContext,
  input: {
    token: string;
    accountId: string;
    nickname?: string | undefined;
    billingUse: BankAccount["billingUse"];
    paymentProcessorId?: string | undefined;
  },
): Promise<BankAccount> {
  const { config, processor, customer } = await bankProcessor(context, input.paymentProcessorId, "plaid");
  const saved = await processor.completePlaidLink(customer, input.token, input.accountId);
  return keepBank(context, config.id, processor, saved, input);
}

/** A fulfilled GoCardless billing request (its id is the token): the mandate's account. */
export async function addGoCardlessBank(
  context: ServiceContext,
  input: {
    token: string;
    billingDetails: BillingDetails;
    nickname?: string | undefined;
    billingUse: BankAccount["billingUse"];
    paymentProcessorId?: string | undefined;
  },
): Promise<BankAccount> {
  const { config, processor, customer } = await bankProcessor(
    context,
    input.paymentProcessorId,
    "gocardless",
  );
  const saved = await processor.completeDirectDebitLink(customer, input.token);
  return keepBank(context, config.id, processor, saved, { ...input, billing: input.billingDetails });
}

/** spec-1 §4: only a verified account may be edited, and only its nickname. */
export async function updateBank(
  context: ServiceContext,
  bankId: string,
  changes: UpdateBank,
): Promise<BankAccount> {
  const customerId = customerIdOf(context);
  const bank = await getMethod(context.scope, customerId, "bank", bankId);
  if (!bank.verified) throw new AppError("bank_not_verified");
  if (changes.billingUse !== undefined && changes.billingUse !== bank.billingUse)
    throw fieldError("billing_use", FIELD_MESSAGES.bank_nickname_only);
  if (changes.nickname === undefined) return bankView(bank);
  return bankView(await updateMethod(context.scope, customerId, bankId, { nickname: changes.nickname }));
}

export async function deleteBank(context: ServiceContext, bankId: string): Promise<void> {
  const customerId = customerIdOf(context);
  const bank = await getMethod(context.scope, customerId, "bank", bankId);
  await assertRemovable(context, customerId, bank);
  await (await processorFor(context, bank.processorId)).removeBankAccount(bank.providerRef);
  await deleteMethod(context.scope, customerId, bankId);
}

/**
 * spec-1 §4: the two deposits, in cents. A wrong pair counts an attempt; at the processor's
 * limit canVerify turns false and the member must contact the club.
 */
export async function verifyBank(
  context: ServiceContext,
  bankId: string,
  amounts: VerifyBank,
): Promise<BankAccount> {
  const customerId = customerIdOf(context);
  const bank = await getMethod(context.scope, customerId, "bank", bankId);
  if (bank.verified) return bankView(bank);
  if (bank.verifyBlocked) throw new AppError("verify_attempts_exceeded");
  const processor = await processorFor(context, bank.processorId);
  const outcome = await processor.verifyBankAccount(bank.providerRef, [amounts.amount1, amounts.amount2]);
  if (outcome === "verified")
    return bankView(await updateMethod(context.scope, customerId, bankId, { verified: true }));
  const attempts = bank.verifyAttempts + 1;
  const blocked = outcome === "attempts_exceeded" || attempts >= processor.verifyAttemptLimit;
  await updateMethod(context.scope, customerId, bankId, { verifyAttempts: attempts, verifyBlocked: blocked });
  if (blocked) throw new AppError("verify_attempts_exceeded");
  const left = processor.verifyAttemptLimit - attempts;
  throw new AppError("verify_amounts_mismatch", {
    details: [{ field: "amount_1", details: `${left} attempt${left === 1 ? "" : "s"} left` }],
  });
}

/**
 * The portal's own address, for link flows: they must come back to this club's origin, scheme,
 * host and port exactly (another port on the same host is another site).
 */
function ownUrl(context: ServiceContext, field: string, url: string): string {
  if (new URL(url).origin !== new URL(context.publicOrigin).origin)
    throw fieldError(field, "Must be an address of this portal");
  return url;
}

/** GET /api/account/wallet/plaid/link: a link token (and the sandbox's local page). */
export async function plaidLink(context: ServiceContext): Promise<PlaidLink> {
  const { processor, customer } = await bankProcessor(context, undefined, "plaid");
  const back = `${context.publicOrigin}/account/wallet`;
  return processor.createPlaidLink(customer, { redirectUri: back, exitUri: back });
}

/** POST /api/account/wallet/gocardless/link: a billing request and where to authorise it. */
export async function goCardlessLink(
  context: ServiceContext,
  input: GoCardlessLinkRequest,
): Promise<GoCardlessLink> {
  const back = {
    redirectUri: ownUrl(context, "redirect_uri", input.redirectUri),
    exitUri: ownUrl(context, "exit_uri", input.exitUri),
  };
  const { processor, customer } = await bankProcessor(context, undefined, "gocardless");
  return processor.createDirectDebitLink(customer, back);
}
