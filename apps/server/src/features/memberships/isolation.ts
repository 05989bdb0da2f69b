/**
 * Memberships' resources for the tenant-isolation sweep: the demo member's family card, one of
 * its sub-members and a transaction of its subscription, asked for from Club Sierra.
 */
import { DEMO_MEMBERSHIPS, DEMO_WALLET } from "../../demo/demo-ids.ts";
import { demoId } from "../../demo/demo-seed.ts";
import type { IsolationFixture } from "../../platform/feature.ts";

export const membershipsIsolationFixture: IsolationFixture = {
  create: async () => {
    const transactionId = demoId("subscription-transaction:family:1");
    const paymentMethod = {
      type: "creditcard",
      id: DEMO_WALLET.visa.id,
      amount: 10,
      idempotencyKey: "isolation-membership-payment",
    };
    return {
      params: {
        membershipCardId: DEMO_MEMBERSHIPS.cards.memberFamily,
        subMemberId: DEMO_MEMBERSHIPS.cards.partner,
        transactionId,
      },
      bodies: {
        "POST /api/account/memberships/{membershipCardId}/send": { action: "email" },
        "POST /api/account/memberships/{membershipCardId}/payments": { payment_method: paymentMethod },
        "POST /api/account/memberships/{membershipCardId}/members": {
          first_name: "Isolation",
          last_name: "Test",
          email: "isolation@harbor.example",
        },
        "PATCH /api/account/memberships/{membershipCardId}/members/{subMemberId}": { first_name: "Renamed" },
        "POST /api/account/transactions/{transactionId}/pay": {
          id: transactionId,
          payment_method: paymentMethod,
        },
        "POST /api/transactions/{transactionId}/payments": {
          id: transactionId,
          payment_method: paymentMethod,
        },
      },
    };
  },
};
