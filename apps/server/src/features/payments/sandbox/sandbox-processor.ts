/**
 * The sandbox processor: a provider's test mode, entirely local and deterministic. It keeps
 * its records in its own tables (per club, through the tenant scope) the way a provider keeps
 * them on its side; cards reach it only through its tokenize endpoint (sandbox-routes.ts).
 */
import { FIELD_MESSAGES, isCardExpired } from "@crest/domain";
import { AppError } from "../../../lib/errors.ts";
import type { ServiceContext } from "../../../platform/service-context.ts";
import {
  type ChargeFailureCode,
  type ChargeOutcome,
  type ChargeRequest,
  type PaymentProcessor,
  type ProcessorCustomer,
  providerFailure,
  type SavedBank,
  type VerifyOutcome,
} from "../processor.ts";
import {
  SANDBOX_BANKS,
  SANDBOX_DEPOSITS,
  SANDBOX_VERIFY_ATTEMPTS,
  sandboxCustomerRef,
  sandboxId,
} from "./sandbox-cards.ts";
import { failIfOff, failingWhileOff, sandboxOff } from "./sandbox-outage.ts";
import {
  addRefunded,
  bindBankAccount,
  cardTokenAndOutage,
  confirmIntent,
  countFailedVerification,
  failIntent,
  findBankAccount,
  findCardToken,
  findIntent,
  findLinkSession,
  getBankAccount,
  getIntent,
  insertBankAccount,
  insertIntent,
  insertLinkSession,
  insertRefund,
  intentByKey,
  markBankVerified,
  refundByKey,
  setCardExpiry,
  spendCardToken,
} from "./sandbox-repository.ts";
import type {
  SandboxBankRow as BankRow,
  SandboxCardTokenRow as CardRow,
  SandboxIntentRow as IntentRow,
} from "./sandbox-tables.ts";

/** What a charge will do, decided before its intent is written. */
type Decision = Pick<IntentRow, "status" | "failureCode">;

/** What a failed intent's stored code tells the member. */
const FAILURES = {
  card_declined: { code: "card_declined", message: "Your card was declined." },
  insufficient_funds: { code: "insufficient_funds", message: "Your card has insufficient funds." },
  expired_card: { code: "expired_card", message: FIELD_MESSAGES.card_expired },
  payment_failed: {
    code: "payment_failed",
    message: "This bank account cannot be charged until it is verified.",
  },
  payment_authentication_failed: {
    code: "payment_authentication_failed",
    message: "We are unable to authenticate your payment method.",
  },
  // A saved card or account of another customer: as unknown as a reference that never existed.
  method_unavailable: { code: "payment_failed", message: FIELD_MESSAGES.payment_method_unavailable },
  // A new card's token pays once, as Stripe's do.
  token_used: { code: "payment_failed", message: FIELD_MESSAGES.card_token_used },
} satisfies Record<string, { code: ChargeFailureCode; message: string }>;

const failureOf = (stored: string | null) =>
  Object.entries(FAILURES).find(([key]) => key === stored)?.[1] ?? FAILURES.card_declined;

/** How long a link session stays open. */
const LINK_MINUTES = 30;

function outcomeOf(intent: IntentRow): ChargeOutcome {
  switch (intent.status) {
    case "succeeded":
      return { status: "succeeded", providerPaymentId: intent.id };
    case "requires_action":
      return { status: "requires_action", intentId: intent.id, clientSecret: intent.clientSecret };
    case "requires_confirmation":
      // Authenticated, not yet confirmed: the portal confirms it on resubmission.
      return { status: "requires_action", intentId: intent.id, clientSecret: intent.clientSecret };
    default: {
      const failure = failureOf(intent.failureCode);
      return { status: "failed", code: failure.code, message: failure.message };
    }
  }
}

const savedBank = (row: BankRow): SavedBank => ({
  providerRef: row.id,
  bankName: row.bankName,
  lastFour: row.lastFour,
  accountHolderName: row.accountHolderName,
  accountType: row.accountType,
  verified: row.verified,
});

export function sandboxProcessor(context: ServiceContext): PaymentProcessor {
  return failingWhileOff(context.scope, sandboxAdapter(context));
}

function sandboxAdapter(context: ServiceContext): PaymentProcessor {
  const { scope } = context;

  /**
   * What the card or bank would do, decided before any intent is written, with the card it read
   * (the charge spends its token and names it from this one read).
   */
  async function decide(request: ChargeRequest): Promise<{ decided: Decision; card: CardRow | null }> {
    if (request.source.kind === "bank") return { decided: await decideBank(request), card: null };
    // One read on a checkout's hot path: the card, and whether the sandbox is switched off.
    const read = await cardTokenAndOutage(scope, request.source.providerRef);
    if (read?.off) throw sandboxOff();
    const card = read?.card ?? null;
    if (!card) await failIfOff(scope);
    return { decided: decideCard(card, request.customer.providerCustomerId), card };
  }

  async function decideBank(request: ChargeRequest): Promise<Decision> {
    await failIfOff(scope);
    const bank = await findBankAccount(scope, request.source.providerRef);
    if (bank && bank.customerRef !== request.customer.providerCustomerId)
      return { status: "failed", failureCode: "method_unavailable" };
    if (!bank?.verified) return { status: "failed", failureCode: "payment_failed" };
    return { status: "succeeded", failureCode: null };
  }

  function decideCard(card: CardRow | null, owner: string): Decision {
    if (!card) return { status: "failed", failureCode: "card_declined" };
    if (card.customerRef !== null && card.customerRef !== owner)
      return { status: "failed", failureCode: "method_unavailable" };
    if (card.customerRef === null && card.usedAt !== null)
      return { status: "failed", failureCode: "token_used" };
    if (isCardExpired(card.expMonth, card.expYear)) return { status: "failed", failureCode: "expired_card" };
    switch (card.behaviour) {
      case "approve":
        return { status: "succeeded", failureCode: null };
      case "three_ds":
        return { status: "requires_action", failureCode: null };
      case "insufficient_funds":
        return { status: "failed", failureCode: "insufficient_funds" };
      case "decline":
      case "decline_after_attach":
        return { status: "failed", failureCode: "card_declined" };
    }
  }

  /**
   * Spends a new card's token on the payment that just used it (attaching it to the customer
   * when the card is to be kept). Answers false when another payment spent it first.
   */
  const spendToken = (token: string, keepFor: string | null): Promise<boolean> =>
    spendCardToken(scope, token, keepFor);

  /** A bank account a link flow made becomes the customer's; another customer's is unknown. */
  async function bindBank(bank: SavedBank, owner: string): Promise<SavedBank> {
    if (!(await bindBankAccount(scope, bank.providerRef, owner)))
      throw new AppError("card_error", { details: { details: FIELD_MESSAGES.account_unknown } });
    return bank;
  }

  /** A succeeded charge of a card names the card, as a provider's charge does. */
  async function withCard(
    outcome: ChargeOutcome,
    intent: IntentRow,
    known?: CardRow | null,
  ): Promise<ChargeOutcome> {
    if (outcome.status !== "succeeded") return outcome;
    const card = known?.id === intent.source ? known : await findCardToken(scope, intent.source);
    return card ? { ...outcome, card: { brand: card.brand, lastFour: card.lastFour } } : outcome;
  }

  async function linkSession(kind: "plaid" | "gocardless", back: { redirectUri: string; exitUri: string }) {
    const id = kind === "plaid" ? sandboxId("link-sandbox") : sandboxId("BRQ");
    const expiresAt = new Date(Date.now() + LINK_MINUTES * 60_000);
    return insertLinkSession(scope, { id, kind, ...back, expiresAt });
  }

  async function finishedLink(kind: "plaid" | "gocardless", by: { id: string } | { publicToken: string }) {
    const session = await findLinkSession(scope, kind, by);
    if (!session?.bankAccountId)
      throw new AppError("card_error", { details: { details: FIELD_MESSAGES.link_unknown } });
    const bank = await getBankAccount(scope, session.bankAccountId);
    return { session, bank: savedBank(bank) };
  }

  return {
    integration: "sandbox",
    verifyAttemptLimit: SANDBOX_VERIFY_ATTEMPTS,

    async ensureCustomer(customer) {
      return sandboxCustomerRef(customer.customerId);
    },

    async attachCard(customer: ProcessorCustomer, token: string) {
      const card = await findCardToken(scope, token);
      const owner = customer.providerCustomerId;
      // Another customer's card is as unknown as one that never existed.
      const usable =
        card && (card.customerRef === owner || (card.customerRef === null && card.usedAt === null));
      if (!card || !usable)
        throw new AppError("card_error", { details: { details: FIELD_MESSAGES.token_unknown } });
      // As at a real provider, attaching runs a zero-amount check: a declining card is refused.
      if (card.behaviour === "decline")
        throw new AppError("card_error", { details: { details: FAILURES.card_declined.message } });
      if (card.customerRef === null && !(await spendToken(card.id, owner)))
        throw new AppError("card_error", { details: { details: FIELD_MESSAGES.token_unknown } });
      return {
        providerRef: card.id,
        brand: card.brand,
        lastFour: card.lastFour,
        expMonth: card.expMonth,
        expYear: card.expYear,
      };
    },

    async detachCard() {
      // Sandbox tokens stay usable for the charges already made with them.
    },

    async updateCard(providerRef, changes) {
      await setCardExpiry(scope, providerRef, { expMonth: changes.expMonth, expYear: changes.expYear });
    },

    async createCardSetup() {
      const id = sandboxId("seti");
      await insertIntent(scope, {
        id,
        kind: "setup",
        status: "requires_payment_method",
        clientSecret: `${id}_secret_${sandboxId("s")}`,
      });
      const intent = await getIntent(scope, id);
      return { id, clientSecret: intent.clientSecret };
    },

    async createCardSession(customer) {
      return {
        id: sandboxId("ephkey"),
        token: `ek_sandbox_${customer.providerCustomerId}_${sandboxId("k")}`,
      };
    },

    async charge(request) {
      const { decided, card } = await decide(request);
      const id = sandboxId("pi");
      // One statement when the key is new. A retry (or a concurrent request) with the same key
      // loses the insert and answers the intent the key already names, as a provider does.
      const created = await insertIntent(scope, {
        id,
        kind: "payment",
        idempotencyKey: request.idempotencyKey,
        amount: request.amount,
        currency: request.currency.toLowerCase(),
        source: request.source.providerRef,
        clientSecret: `${id}_secret_${sandboxId("s")}`,
        ...decided,
      });
      const intent = created ?? (await intentByKey(scope, request.idempotencyKey));
      if (!intent) throw new Error("sandbox intent vanished");
      if (created && created.status !== "failed" && card) {
        const keepFor = request.saveCard ? request.customer.providerCustomerId : null;
        if (card.customerRef === null && !(await spendToken(card.id, keepFor))) {
          const lost = await failIntent(scope, created.id, "token_used");
          return outcomeOf(lost ?? created);
        }
      }
      return withCard(outcomeOf(intent), intent, card);
    },

    async confirmCharge(intentId) {
      const intent = await findIntent(scope, intentId);
      if (!intent) throw new AppError("payment_authentication_failed");
      if (intent.status === "requires_confirmation") {
        const confirmed = await confirmIntent(scope, intentId);
        const settled = confirmed ?? (await getIntent(scope, intentId));
        return withCard(outcomeOf(settled), settled);
      }
      if (intent.status === "succeeded") return withCard(outcomeOf(intent), intent);
      // Never authenticated, or the member failed the challenge.
      return { status: "failed", ...FAILURES.payment_authentication_failed };
    },

    async refund(providerPaymentId, amount, idempotencyKey) {
      return scope.transaction(async (tx) => {
        // As at Stripe: a key already seen answers its refund and gives nothing back again
        // (a concurrent twin waits for this insert's transaction, then finds its row).
        const created = await insertRefund(tx, {
          id: sandboxId("re"),
          intentId: providerPaymentId,
          idempotencyKey,
          amount,
        });
        if (!created) {
          const seen = await refundByKey(tx, idempotencyKey);
          if (seen.intentId !== providerPaymentId || seen.amount !== amount)
            throw providerFailure(
              "Keys for idempotent requests can only be used with the same parameters they were first used with.",
            );
          return { refundId: seen.id };
        }
        const refunded = await addRefunded(tx, providerPaymentId, amount);
        // Thrown inside the transaction: the refund's row goes with it.
        if (!refunded)
          throw new AppError("payment_failed", { details: { details: FIELD_MESSAGES.refund_nothing_left } });
        return { refundId: created.id };
      });
    },

    async addBankAccount(customer, bank) {
      const row = await insertBankAccount(scope, {
        id: sandboxId("ba"),
        customerRef: customer.providerCustomerId,
        bankName: SANDBOX_BANKS[bank.routingNumber] ?? "Sandbox Test Bank",
        routingNumber: bank.routingNumber,
        lastFour: bank.accountNumber.slice(-4),
        accountHolderName: bank.accountHolderName,
        accountType: bank.accountType,
      });
      return savedBank(row);
    },

    async verifyBankAccount(providerRef, amounts): Promise<VerifyOutcome> {
      const bank = await getBankAccount(scope, providerRef);
      if (bank.verified) return "verified";
      if (bank.failedAttempts >= SANDBOX_VERIFY_ATTEMPTS) return "attempts_exceeded";
      const [a, b] = [...amounts].sort((x, y) => x - y);
      if (a === SANDBOX_DEPOSITS[0] && b === SANDBOX_DEPOSITS[1]) {
        await markBankVerified(scope, providerRef);
        return "verified";
      }
      const failedAttempts = await countFailedVerification(scope, providerRef);
      return (failedAttempts ?? SANDBOX_VERIFY_ATTEMPTS) >= SANDBOX_VERIFY_ATTEMPTS
        ? "attempts_exceeded"
        : "mismatch";
    },

    async removeBankAccount() {
      // The sandbox keeps its records, as a provider keeps a detached account's history.
    },

    async createPlaidLink(_customer, back) {
      const session = await linkSession("plaid", back);
      return {
        linkToken: session.id,
        requestId: sandboxId("req"),
        expiration: session.expiresAt,
        linkUrl: `/sandbox/link/plaid/${session.id}`,
      };
    },

    async completePlaidLink(customer, publicToken, accountId) {
      const { bank } = await finishedLink("plaid", { publicToken });
      if (bank.providerRef !== accountId)
        throw new AppError("card_error", { details: { details: FIELD_MESSAGES.account_unknown } });
      return bindBank(bank, customer.providerCustomerId);
    },

    async createDirectDebitLink(_customer, back) {
      const session = await linkSession("gocardless", back);
      return {
        id: sandboxId("BRF"),
        billingRequest: session.id,
        authorizationUrl: `${context.publicOrigin}/sandbox/link/gocardless/${session.id}`,
        expiresAt: session.expiresAt,
        createdAt: session.createdAt,
        sandbox: true,
      };
    },

    async completeDirectDebitLink(customer, billingRequestId) {
      const { bank } = await finishedLink("gocardless", { id: billingRequestId });
      return bindBank(bank, customer.providerCustomerId);
    },
  };
}
