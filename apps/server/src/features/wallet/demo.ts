/**
 * Demo wallet at Harbor Club for member@harbor.example: three cards (default, billing, pos), a
 * verified bank account, one pending verification, and the house account.
 */
import { DEMO, DEMO_CUSTOMERS, DEMO_WALLET } from "../../demo/demo-ids.ts";
import type { DemoSeed } from "../../demo/demo-seed.ts";
import { houseAccounts, walletMethods } from "./tables.ts";

export const walletDemoSeed: DemoSeed = {
  async run({ scopeFor }) {
    const harbor = scopeFor(DEMO.harbor.companyId);
    const customerId = DEMO_CUSTOMERS.member.id;
    await harbor.insert(houseAccounts).values({ customerId, enabled: true });
    const base = {
      customerId,
      processorId: DEMO_WALLET.processorId,
      integration: "sandbox" as const,
      billingName: "Eleanor Vance",
      billingZip: "02840",
      billingCountry: "US",
      verified: true,
    };
    const card = { ...base, kind: "card" as const, expYear: 2029 };
    const bank = { ...base, kind: "bank" as const, accountHolderName: "Eleanor Vance" };
    const at = (minutes: number) => new Date(Date.UTC(2026, 0, 5, 9, minutes));
    await harbor.insert(walletMethods).values([
      {
        ...card,
        id: DEMO_WALLET.visa.id,
        providerRef: DEMO_WALLET.visa.token,
        brand: "visa",
        nickname: "Everyday Visa",
        billingUse: "default",
        lastFour: "4242",
        expMonth: 12,
        createdAt: at(0),
      },
      {
        ...card,
        id: DEMO_WALLET.mastercard.id,
        providerRef: DEMO_WALLET.mastercard.token,
        brand: "mastercard",
        nickname: "Dues Mastercard",
        billingUse: "billing",
        lastFour: "4444",
        expMonth: 8,
        createdAt: at(1),
      },
      {
        ...card,
        id: DEMO_WALLET.amex.id,
        providerRef: DEMO_WALLET.amex.token,
        brand: "amex",
        nickname: "Dining Amex",
        billingUse: "pos",
        lastFour: "0005",
        expMonth: 3,
        createdAt: at(2),
      },
      {
        ...bank,
        id: DEMO_WALLET.verifiedBank.id,
        providerRef: DEMO_WALLET.verifiedBank.ref,
        brand: "STRIPE TEST BANK",
        nickname: "Household checking",
        lastFour: "6789",
        createdAt: at(3),
      },
      {
        ...bank,
        id: DEMO_WALLET.pendingBank.id,
        providerRef: DEMO_WALLET.pendingBank.ref,
        brand: "JPMorgan Chase",
        nickname: "Savings",
        lastFour: "1234",
        verified: false,
        createdAt: at(4),
      },
    ]);
  },
};
