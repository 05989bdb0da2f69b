/**
 * The one interface every payment processor is driven through (DESIGN §4): the sandbox (the
 * default, local test mode) and Stripe, Plaid and GoCardless on their official SDKs. A
 * processor answers what it cannot do with `method_not_supported`; the portal never sees a
 * card number, only the processor's tokens.
 */
import type { Integration, PortalBankData } from "@crest/domain";
import { AppError } from "../../lib/errors.ts";

/** The member as the processor knows them. */
export interface ProcessorCustomer {
  customerId: string;
  email: string;
  name: string;
  /** The processor's own id for them, once created (see ensureCustomer). */
  providerCustomerId: string;
}

export interface SavedCard {
  providerRef: string;
  brand: string;
  lastFour: string;
  expMonth: number;
  expYear: number;
}

export interface SavedBank {
  providerRef: string;
  bankName: string;
  lastFour: string;
  accountHolderName: string;
  accountType: "individual" | "company";
  /** Link flows (Plaid, GoCardless) prove the account; typed numbers wait for deposits. */
  verified: boolean;
}

export interface CardChanges {
  expMonth: number;
  expYear: number;
  billingDetails: { name: string; zipCode: string; country: string };
}

export type ChargeFailureCode =
  | "card_declined"
  | "insufficient_funds"
  | "expired_card"
  | "payment_failed"
  | "payment_authentication_failed";

export type ChargeOutcome =
  | {
      status: "succeeded";
      providerPaymentId: string;
      /**
       * The card charged, as the processor knows it: a new card's brand and last four are known
       * only once its token is used, and the member's receipt and order name the card by them.
       */
      card?: { brand: string; lastFour: string };
    }
  | { status: "requires_action"; intentId: string; clientSecret: string }
  | { status: "failed"; code: ChargeFailureCode; message: string };

export interface ChargeRequest {
  customer: ProcessorCustomer;
  source: { kind: "card" | "bank"; providerRef: string };
  amount: number;
  currency: string;
  description: string;
  /** Sent to the provider too: a retry after a lost answer finds the same charge there. */
  idempotencyKey: string;
  /** Keep a new card for later charges (the submission's save flag). */
  saveCard: boolean;
}

export type VerifyOutcome = "verified" | "mismatch" | "attempts_exceeded";

export interface LinkReturn {
  redirectUri: string;
  exitUri: string;
}

export interface PlaidLinkSession {
  linkToken: string;
  requestId: string;
  expiration: Date;
  linkUrl: string | null;
}

export interface DirectDebitLinkSession {
  id: string;
  billingRequest: string;
  authorizationUrl: string;
  expiresAt: Date;
  createdAt: Date;
  sandbox: boolean;
}

export interface PaymentProcessor {
  readonly integration: Integration;
  /** Wrong deposit entries allowed before the account can no longer be verified. */
  readonly verifyAttemptLimit: number;
  ensureCustomer(customer: Omit<ProcessorCustomer, "providerCustomerId">): Promise<string>;
  /** A card the processor tokenized (its own form, never the portal's API) kept on the customer. */
  attachCard(customer: ProcessorCustomer, token: string): Promise<SavedCard>;
  detachCard(providerRef: string): Promise<void>;
  /** The member edited the card's expiry or billing details (spec-1 §2.5 item 2). */
  updateCard(providerRef: string, changes: CardChanges): Promise<void>;
  /** A setup intent's secret, for adding a card with the processor's own form. */
  createCardSetup(customer: ProcessorCustomer): Promise<{ id: string; clientSecret: string }>;
  /** A short-lived key for the processor's client library (spec-1 card session id and token). */
  createCardSession(customer: ProcessorCustomer): Promise<{ id: string; token: string }>;
  charge(request: ChargeRequest): Promise<ChargeOutcome>;
  /** After 3-D Secure: confirm the intent the member authenticated. */
  confirmCharge(intentId: string, idempotencyKey: string): Promise<ChargeOutcome>;
  refund(providerPaymentId: string, amount: number, idempotencyKey: string): Promise<{ refundId: string }>;
  addBankAccount(customer: ProcessorCustomer, bank: PortalBankData): Promise<SavedBank>;
  verifyBankAccount(providerRef: string, amounts: [number, number]): Promise<VerifyOutcome>;
  removeBankAccount(providerRef: string): Promise<void>;
  createPlaidLink(customer: ProcessorCustomer, back: LinkReturn): Promise<PlaidLinkSession>;
  completePlaidLink(customer: ProcessorCustomer, publicToken: string, accountId: string): Promise<SavedBank>;
  createDirectDebitLink(customer: ProcessorCustomer, back: LinkReturn): Promise<DirectDebitLinkSession>;
  completeDirectDebitLink(customer: ProcessorCustomer, billingRequestId: string): Promise<SavedBank>;
}

/** What a processor says for an operation it does not offer. */
export const notSupported = async (): Promise<never> => {
  throw new AppError("method_not_supported");
};

/** A provider's failure to do what was asked (not a decline): 502, the provider's message logged. */
export const providerFailure = (message: string): AppError =>
  new AppError("card_provider_error", { details: { details: message } });
