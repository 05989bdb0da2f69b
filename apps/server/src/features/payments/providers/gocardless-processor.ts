/**
 * GoCardless, through its official SDK: direct-debit mandates set up by a billing request and
 * its hosted flow (the member returns to /account/wallet), payments against the mandate with
 * an idempotency key, refunds, and cancelling the mandate when the member removes the account.
 * GoCardless holds no cards. `apiBase` routes the SDK elsewhere (tests: a local fake).
 */
import { Environments, GoCardlessClient } from "gocardless-nodejs";
import type { ChargeOutcome, PaymentProcessor } from "../processor.ts";
import { notSupported, providerFailure } from "../processor.ts";
import { routingAgents } from "./routing-agent.ts";
import type { ProviderCredentials } from "./stripe-processor.ts";

export function goCardlessClient({ secret, apiBase, options }: ProviderCredentials): GoCardlessClient {
  const environment = options.environment === "live" ? Environments.Live : Environments.Sandbox;
  return new GoCardlessClient(secret, environment, apiBase ? { proxy: routingAgents(apiBase) } : {});
}

async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const message = (error as { message?: string; errors?: unknown }).message;
    if (error && typeof error === "object" && "errors" in error)
      throw providerFailure(message ?? "GoCardless error");
    throw error;
  }
}

export function goCardlessProcessor(credentials: ProviderCredentials): PaymentProcessor {
  const client = goCardlessClient(credentials);
  const sandbox = credentials.options.environment !== "live";

  return {
    integration: "gocardless",
    verifyAttemptLimit: 0,
    attachCard: notSupported,
    detachCard: notSupported,
    updateCard: notSupported,
    createCardSetup: notSupported,
    createCardSession: notSupported,
    confirmCharge: notSupported,
    addBankAccount: notSupported,
    verifyBankAccount: notSupported,
    createPlaidLink: notSupported,
    completePlaidLink: notSupported,

    ensureCustomer: (customer) =>
      guarded(async () => {
        const [given = customer.name, ...rest] = customer.name.split(" ");
        const created = await client.customers.create(
          { email: customer.email, given_name: given, family_name: rest.join(" ") || given },
          `crest-customer-${customer.customerId}`,
        );
        return created.id ?? "";
      }),

    createDirectDebitLink: (customer, back) =>
      guarded(async () => {
        const request = await client.billingRequests.create({
          mandate_request: { scheme: "ach" },
          links: { customer: customer.providerCustomerId },
        });
        const flow = await client.billingRequestFlows.create({
          redirect_uri: back.redirectUri,
          exit_uri: back.exitUri,
          links: { billing_request: request.id ?? "" },
        });
        return {
          id: flow.id ?? "",
          billingRequest: request.id ?? "",
          authorizationUrl: flow.authorisation_url ?? "",
          expiresAt: new Date(flow.expires_at ?? Date.now()),
          createdAt: new Date(flow.created_at ?? Date.now()),
          sandbox,
        };
      }),

    completeDirectDebitLink: (_customer, billingRequestId) =>
      guarded(async () => {
        const request = await client.billingRequests.find(billingRequestId);
        const mandate = request.links?.mandate_request_mandate;
        const accountId = request.links?.customer_bank_account;
        if (request.status !== "fulfilled" || !mandate || !accountId)
          throw providerFailure("The direct debit was not set up");
        const account = await client.customerBankAccounts.find(accountId);
        return {
          providerRef: mandate,
          bankName: account.bank_name ?? "",
          lastFour: (account.account_number_ending ?? "").slice(-4),
          accountHolderName: account.account_holder_name ?? "",
          accountType: "individual" as const,
          verified: true,
        };
      }),

    async charge(request): Promise<ChargeOutcome> {
      if (request.source.kind !== "bank") return notSupported();
      return guarded(async () => {
        const payment = await client.payments.create(
          {
            amount: request.amount,
            currency: "USD",
            description: request.description,
            links: { mandate: request.source.providerRef },
          },
          request.idempotencyKey,
        );
        if (payment.status === "failed" || payment.status === "cancelled")
          return { status: "failed", code: "payment_failed", message: "The direct debit was refused." };
        return { status: "succeeded", providerPaymentId: payment.id ?? "" };
      });
    },

    refund: (providerPaymentId, amount, idempotencyKey) =>
      guarded(async () => {
        const refund = await client.refunds.create(
          { amount, links: { payment: providerPaymentId } },
          idempotencyKey,
        );
        return { refundId: refund.id ?? "" };
      }),

    removeBankAccount: (providerRef) => guarded(async () => void (await client.mandates.cancel(providerRef))),
  };
}
