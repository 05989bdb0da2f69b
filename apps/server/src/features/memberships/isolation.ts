/**
 * Memberships' resources for the tenant-isolation sweep: the demo member's family card, one of
 * its sub-members, a transaction of its subscription, and an invitation to join the family card
 * sent to the very address of Club Sierra's member who asks for it: another club's invitation
 * stays out of reach even when it went to your address.
 */
import { DEMO_CUSTOMERS, DEMO_MEMBERSHIPS, DEMO_WALLET } from "../../demo/demo-ids.ts";
import { demoId } from "../../demo/demo-seed.ts";
import type { IsolationFixture } from "../../platform/feature.ts";
import { addSubMember } from "./sub-member-service.ts";

export const membershipsIsolationFixture: IsolationFixture = {
  create: async (harbor) => {
    const invitation = await addSubMember(harbor, DEMO_MEMBERSHIPS.cards.memberFamily, {
      firstName: "Lucía",
      lastName: "Sierra",
      email: DEMO_CUSTOMERS.socio.email,
    });
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
        invitationId: invitation.id,
        // Memberships for staff (issue 32 item 2).
        planId: DEMO_MEMBERSHIPS.plans.individual,
        subscriptionId: demoId("membership-subscription:family"),
        subscriptionTransactionId: DEMO_MEMBERSHIPS.transactions.pastDue,
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
        "POST /api/account/membership-invitations/{invitationId}/accept": {},
        "POST /api/account/membership-invitations/{invitationId}/decline": {},
        "POST /api/transactions/{transactionId}/payments": {
          id: transactionId,
          payment_method: paymentMethod,
        },
        // Memberships for staff (issue 32 item 2).
        "PATCH /admin/api/memberships/plans/{planId}": { title: "Isolation" },
        "POST /admin/api/memberships/subscriptions/{subscriptionId}/pause": { until: null },
        "POST /admin/api/memberships/subscriptions/{subscriptionId}/plan-change/{planId}": {
          idempotency_key: "isolation-plan-change",
        },
      },
    };
  },
};
