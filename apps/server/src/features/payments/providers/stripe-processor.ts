/**
 * Stripe, through its official SDK: cards tokenized by Stripe.js (PaymentMethods attached to
 * the member's Stripe customer), PaymentIntents with idempotency keys and 3-D Secure
 * (`requires_action` → the client's handleCardAction → confirm), refunds, and US bank accounts
 * verified by micro-deposits on a SetupIntent. `apiBase` points the SDK elsewhere (tests: a
 * local fake of Stripe's API); nothing else changes.
 */
import type { PortalBankData } from "@crest/domain";
import Stripe from "stripe";
import type {
  ChargeFailureCode,
  ChargeOutcome,
  PaymentProcessor,
  ProcessorCustomer,
  SavedBank,
  VerifyOutcome,
} from "../processor.ts";
import { notSupported, providerFailure } from "../processor.ts";

export interface ProviderCredentials {
  secret: string;
  apiBase: string | null;
  options: Record<string, string>;
}

/** Stripe's own limit on wrong micro-deposit entries. */
export const STRIPE_VERIFY_ATTEMPTS = 10;

export function stripeClient({ secret, apiBase }: ProviderCredentials): Stripe {
  const base = apiBase ? new URL(apiBase) : null;
  return new Stripe(secret, {
    maxNetworkRetries: 2,
    telemetry: false,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === "https:" ? 443 : 80),
          protocol: base.protocol === "http:" ? "http" : "https",
        }
      : {}),
  });
}

const DECLINES: Record<string, ChargeFailureCode> = {
  insufficient_funds: "insufficient_funds",
  expired_card: "expired_card",
  card_declined: "card_declined",
};

function declineOf(error: unknown): ChargeOutcome | null {
  if (!(error instanceof Stripe.errors.StripeCardError)) return null;
  const code = DECLINES[error.decline_code ?? ""] ?? DECLINES[error.code ?? ""] ?? "card_declined";
  return { status: "failed", code, message: error.message };
}

function intentOutcome(intent: Stripe.PaymentIntent): ChargeOutcome {
  switch (intent.status) {
    case "succeeded":
    case "processing":
      return { status: "succeeded", providerPaymentId: intent.id };
    case "requires_action":
    case "requires_confirmation":
      return { status: "requires_action", intentId: intent.id, clientSecret: intent.client_secret ?? "" };
    default: {
      const error = intent.last_payment_error;
      const code =
        error?.code === "payment_intent_authentication_failure"
          ? "payment_authentication_failed"
          : "card_declined";
      return { status: "failed", code, message: error?.message ?? "The payment was not completed." };
    }
  }
}

/** Stripe errors other than declines: the provider failed, not the card. */
async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError) throw providerFailure(error.message);
    throw error;
  }
}

export function stripeProcessor(credentials: ProviderCredentials): PaymentProcessor {
  const stripe = stripeClient(credentials);

  return {
    integration: "stripe",
    verifyAttemptLimit: STRIPE_VERIFY_ATTEMPTS,

    ensureCustomer: (customer) =>
      guarded(async () => {
        const created = await stripe.customers.create(
          {
            email: customer.email,
            name: customer.name,
            metadata: { crest_customer_id: customer.customerId },
          },
          { idempotencyKey: `crest-customer-${customer.customerId}` },
        );
        return created.id;
      }),

    attachCard: (customer: ProcessorCustomer, token: string) =>
      guarded(async () => {
        const method = await stripe.paymentMethods.attach(token, { customer: customer.providerCustomerId });
        if (!method.card) throw providerFailure("Not a card");
        return {
          providerRef: method.id,
          brand: method.card.brand,
          lastFour: method.card.last4,
          expMonth: method.card.exp_month,
          expYear: method.card.exp_year,
        };
      }),

    detachCard: (providerRef) => guarded(async () => void (await stripe.paymentMethods.detach(providerRef))),

    updateCard: (providerRef, changes) =>
      guarded(async () => {
        await stripe.paymentMethods.update(providerRef, {
          card: { exp_month: changes.expMonth, exp_year: changes.expYear },
          billing_details: {
            name: changes.billingDetails.name,
            address: { postal_code: changes.billingDetails.zipCode, country: changes.billingDetails.country },
          },
        });
      }),

    createCardSetup: (customer) =>
      guarded(async () => {
        const intent = await stripe.setupIntents.create({
          customer: customer.providerCustomerId,
          usage: "off_session",
        });
        return { id: intent.id, clientSecret: intent.client_secret ?? "" };
      }),

    createCardSession: (customer) =>
      guarded(async () => {
        const key = await stripe.ephemeralKeys.create(
          { customer: customer.providerCustomerId },
          { apiVersion: Stripe.API_VERSION },
        );
        return { id: key.id, token: key.secret ?? "" };
      }),

    async charge(request) {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: request.amount,
            currency: request.currency.toLowerCase(),
            customer: request.customer.providerCustomerId,
            payment_method:
              request.source.kind === "bank"
                ? stripeBankPaymentMethod(request.source.providerRef)
                : request.source.providerRef,
            description: request.description,
            confirm: true,
            ...(request.saveCard ? { setup_future_usage: "off_session" as const } : {}),
          },
          { idempotencyKey: request.idempotencyKey },
        );
        return intentOutcome(intent);
      } catch (error) {
        const decline = declineOf(error);
        if (decline) return decline;
        throw error instanceof Stripe.errors.StripeError ? providerFailure(error.message) : error;
      }
    },

    async confirmCharge(intentId, idempotencyKey) {
      try {
        const current = await stripe.paymentIntents.retrieve(intentId);
        if (current.status !== "requires_confirmation") return failedUnlessDone(current);
        return intentOutcome(await stripe.paymentIntents.confirm(intentId, {}, { idempotencyKey }));
      } catch (error) {
        const decline = declineOf(error);
        if (decline) return decline;
        throw error instanceof Stripe.errors.StripeError ? providerFailure(error.message) : error;
      }
    },

    refund: (providerPaymentId, amount, idempotencyKey) =>
      guarded(async () => {
        const refund = await stripe.refunds.create(
          { payment_intent: providerPaymentId, amount },
          { idempotencyKey },
        );
        return { refundId: refund.id };
      }),

    addBankAccount: (customer, bank: PortalBankData) =>
      guarded(async (): Promise<SavedBank> => {
        const method = await stripe.paymentMethods.create({
          type: "us_bank_account",
          us_bank_account: {
            routing_number: bank.routingNumber,
            account_number: bank.accountNumber,
            account_holder_type: bank.accountType,
          },
          billing_details: { name: bank.accountHolderName },
        });
        const setup = await stripe.setupIntents.create({
          customer: customer.providerCustomerId,
          payment_method: method.id,
          payment_method_options: { us_bank_account: { verification_method: "microdeposits" } },
          confirm: true,
          mandate_data: { customer_acceptance: { type: "offline" } },
        });
        return {
          // The setup intent is what micro-deposits verify; its payment method is charged.
          providerRef: `${setup.id}:${method.id}`,
          bankName: method.us_bank_account?.bank_name ?? "",
          lastFour: method.us_bank_account?.last4 ?? bank.accountNumber.slice(-4),
          accountHolderName: bank.accountHolderName,
          accountType: bank.accountType,
          verified: setup.status === "succeeded",
        };
      }),

    async verifyBankAccount(providerRef, amounts): Promise<VerifyOutcome> {
      const [setupId = ""] = providerRef.split(":");
      try {
        const setup = await stripe.setupIntents.verifyMicrodeposits(setupId, { amounts });
        return setup.status === "succeeded" ? "verified" : "mismatch";
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError) {
          if (error.code === "payment_method_microdeposit_verification_attempts_exceeded")
            return "attempts_exceeded";
          if (error.code === "payment_method_microdeposit_verification_amounts_mismatch") return "mismatch";
        }
        throw error instanceof Stripe.errors.StripeError ? providerFailure(error.message) : error;
      }
    },

    removeBankAccount: (providerRef) =>
      guarded(
        async () => void (await stripe.paymentMethods.detach(providerRef.split(":")[1] ?? providerRef)),
      ),

    createPlaidLink: notSupported,
    completePlaidLink: notSupported,
    createDirectDebitLink: notSupported,
    completeDirectDebitLink: notSupported,
  };
}

function failedUnlessDone(intent: Stripe.PaymentIntent): ChargeOutcome {
  if (intent.status === "succeeded" || intent.status === "processing") return intentOutcome(intent);
  return {
    status: "failed",
    code: "payment_authentication_failed",
    message: intent.last_payment_error?.message ?? "We are unable to authenticate your payment method.",
  };
}

/** The payment method a saved Stripe bank account is charged with. */
export const stripeBankPaymentMethod = (providerRef: string): string =>
  providerRef.split(":")[1] ?? providerRef;
