/** The wallet's resources for the tenant-isolation sweep: a card, a bank, the club's processor. */
import type { IsolationFixture } from "../../platform/feature.ts";
import { customerIdOf } from "../../platform/service-context.ts";
import { insertWithUse } from "./billing-use.ts";

export const walletIsolationFixture: IsolationFixture = {
  create: async (context) => {
    const base = {
      customerId: customerIdOf(context),
      processorId: "harbor-sandbox",
      integration: "sandbox" as const,
      billingUse: "none" as const,
      lastFour: "4242",
    };
    const card = await insertWithUse(context, {
      ...base,
      kind: "card",
      providerRef: "tok_isolationFixtureCardToken",
      brand: "visa",
      nickname: "Isolation card",
      expMonth: 12,
      expYear: 2030,
      verified: true,
    });
    const bank = await insertWithUse(context, {
      ...base,
      kind: "bank",
      providerRef: "ba_isolationFixtureBankAccount",
      brand: "STRIPE TEST BANK",
      nickname: "Isolation bank",
      verified: true,
    });
    const nickname = { nickname: "Renamed" };
    return {
      params: { cardId: card.id, bankId: bank.id, processorId: base.processorId },
      bodies: {
        "PATCH /api/account/wallet/cards/{cardId}": nickname,
        "PATCH /api/account/wallet/banks/{bankId}": nickname,
        "POST /api/account/wallet/banks/{bankId}/verify": { amount_1: 32, amount_2: 45 },
      },
    };
  },
};
