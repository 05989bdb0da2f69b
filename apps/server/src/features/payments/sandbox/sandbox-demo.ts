/** The sandbox's side of the demo member's wallet: the tokens and accounts it holds for them. */

import type { TenantScope } from "../../../db/tenant-scope.ts";
import { DEMO, DEMO_CUSTOMERS, DEMO_WALLET } from "../../../demo/demo-ids.ts";
import { sandboxCustomerRef } from "./sandbox-cards.ts";
import { sandboxBankAccounts, sandboxCardTokens } from "./sandbox-tables.ts";

export async function seedSandboxWallet(scopeFor: (companyId: string) => TenantScope): Promise<void> {
  const harbor = scopeFor(DEMO.harbor.companyId);
  const expYear = 2029;
  // Saved cards and accounts: attached to the demo member, so only they can pay with them.
  const customerRef = sandboxCustomerRef(DEMO_CUSTOMERS.member.id);
  await harbor.insert(sandboxCardTokens).values([
    {
      id: DEMO_WALLET.visa.token,
      brand: "visa",
      lastFour: "4242",
      expMonth: 12,
      expYear,
      behaviour: "approve",
      customerRef,
    },
    {
      id: DEMO_WALLET.mastercard.token,
      brand: "mastercard",
      lastFour: "4444",
      expMonth: 8,
      expYear,
      behaviour: "approve",
      customerRef,
    },
    {
      id: DEMO_WALLET.amex.token,
      brand: "amex",
      lastFour: "0005",
      expMonth: 3,
      expYear,
      behaviour: "approve",
      customerRef,
    },
  ]);
  const holder = { accountHolderName: "Eleanor Vance", accountType: "individual" as const, customerRef };
  await harbor.insert(sandboxBankAccounts).values([
    {
      id: DEMO_WALLET.verifiedBank.ref,
      bankName: "STRIPE TEST BANK",
      routingNumber: "110000000",
      lastFour: "6789",
      verified: true,
      ...holder,
    },
    {
      id: DEMO_WALLET.pendingBank.ref,
      bankName: "JPMorgan Chase",
      routingNumber: "021000021",
      lastFour: "1234",
      verified: false,
      ...holder,
    },
  ]);
}
