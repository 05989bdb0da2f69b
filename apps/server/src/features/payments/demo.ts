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
  async run({ scopeFor }) {
    await ensureBankTokenKey(scopeFor(DEMO.harbor.companyId));
    await ensureBankTokenKey(scopeFor(DEMO.sierra.companyId));
    await seedSandboxWallet(scopeFor);
  },
};

/**
 * A past payment of the Harbor demo member with their Everyday Visa, as the sandbox would have
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
  },
): Promise<void> {
  const intentId = sandboxId("pi");
  await scope.insert(sandboxIntents).values({
    id: intentId,
    kind: "payment",
    idempotencyKey: `demo:${payment.id}`,
    amount: payment.amount,
    currency: "usd",
    source: DEMO_WALLET.visa.token,
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
    walletMethodId: DEMO_WALLET.visa.id,
    processorId: DEMO_WALLET.processorId,
    brand: "visa",
    lastFour: "4242",
    status: "succeeded",
    providerPaymentId: intentId,
    paidAt: payment.paidAt,
    createdAt: payment.paidAt,
    updatedAt: payment.paidAt,
  });
}
