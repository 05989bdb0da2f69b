/**
 * Demo payments: each club's key for bank data sealed in the browser (its config's `key`), and
 * the sandbox's records behind the Harbor demo member's wallet. Other features' demo history
 * (past orders) is paid through `seedDemoCardPayment`, so the books balance from the first start.
 */

import type { TenantScope } from "../../db/tenant-scope.ts";
import { DEMO, DEMO_WALLET } from "../../demo/demo-ids.ts";
import type { DemoSeed } from "../../demo/demo-seed.ts";
import { ensureBankTokenKey } from "./bank-token-keys.ts";
import { sandboxId } from "./sandbox/sandbox-cards.ts";
import { seedSandboxWallet } from "./sandbox/sandbox-demo.ts";
import { sandboxIntents } from "./sandbox/sandbox-tables.ts";
import { payments } from "./tables.ts";

export const paymentsDemoSeed: DemoSeed = {
  async run({ scopeFor, secrets }) {
    await ensureBankTokenKey(scopeFor(DEMO.harbor.companyId), secrets);
    await ensureBankTokenKey(scopeFor(DEMO.sierra.companyId), secrets);
    await seedSandboxWallet(scopeFor);
  },
};

/** The demo member's cards a past payment was made with. */
const DEMO_CARDS = {
  visa: { method: DEMO_WALLET.visa, brand: "visa", lastFour: "4242" },
  mastercard: { method: DEMO_WALLET.mastercard, brand: "mastercard", lastFour: "4444" },
} as const;
type DemoCard = keyof typeof DEMO_CARDS;

/** A demo member's past card payment as its transaction view (what the ledger records). */
export const demoCardPayment = (
  id: string,
  customerId: string,
  amount: number,
  paidOn: Date,
  card: DemoCard = "visa",
) => ({
  id,
  customerId,
  amount,
  currency: "USD",
  paymentType: "creditcard" as const,
  brand: DEMO_CARDS[card].brand,
  lastFour: DEMO_CARDS[card].lastFour,
  paidOn,
});

/**
 * A past payment of the Harbor demo member with one of their cards, as the sandbox would have
 * taken it (its intent too, so a refund of it works like any other): for demo history only.
 */
export async function seedDemoCardPayment(
  scope: TenantScope,
  payment: {
    id: string;
    customerId: string;
    amount: number;
    reference: { type: string; id: string };
    description: string;
    paidAt: Date;
    card?: DemoCard;
  },
): Promise<void> {
  const card = DEMO_CARDS[payment.card ?? "visa"];
  const intentId = sandboxId("pi");
  await scope.insert(sandboxIntents).values({
    id: intentId,
    kind: "payment",
    idempotencyKey: `demo:${payment.id}`,
    amount: payment.amount,
    currency: "usd",
    source: card.method.token,
    status: "succeeded",
    clientSecret: `${intentId}_secret_${sandboxId("s")}`,
    createdAt: payment.paidAt,
  });
  await scope.insert(payments).values({
    id: payment.id,
    customerId: payment.customerId,
    idempotencyKey: `demo:${payment.id}`,
    fingerprint: "demo",
    referenceType: payment.reference.type,
    referenceId: payment.reference.id,
    description: payment.description,
    amount: payment.amount,
    currency: "USD",
    methodKind: "card",
    walletMethodId: card.method.id,
    processorId: DEMO_WALLET.processorId,
    brand: card.brand,
    lastFour: card.lastFour,
    status: "succeeded",
    providerPaymentId: intentId,
    paidAt: payment.paidAt,
    // It paid its order when it was made: the reconcile job has nothing to give back.
    settledAt: payment.paidAt,
    createdAt: payment.paidAt,
    updatedAt: payment.paidAt,
  });
}
