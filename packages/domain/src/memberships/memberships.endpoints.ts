/**
 * Memberships' endpoints (spec-1 §7 Memberships; Paywall and invoices; issue #11 §3 passes):
 * plans, the member's cards and their sub-members, subscriptions, subscription transactions
 * and paying them, card images and wallet passes, and the staff's on-demand billing run.
 */
import { z } from "zod";
import { actionResultSchema } from "../auth/auth.schemas.ts";
import { defineEndpoint } from "../common/endpoint.ts";
import {
  billingRunSchema,
  invitationAnswerSchema,
  invitationParamsSchema,
  membershipCardParamsSchema,
  membershipCardSchema,
  membershipInvitationSchema,
  membershipPlanSchema,
  newSubMemberSchema,
  passbookParamsSchema,
  payMembershipSchema,
  payTransactionSchema,
  sendCardSchema,
  subMemberParamsSchema,
  subMemberSchema,
  subMembersParamsSchema,
  subMemberUpdateSchema,
  subscriptionSchema,
  subscriptionTransactionSchema,
  transactionParamsSchema,
  transactionPaymentResultSchema,
} from "./memberships.schemas.ts";

const reads = [400, 401, 404] as const;
const writes = [...reads, 403, 409, 429] as const;
const payments = [...writes, 402] as const;
const fileSchema = z.string().meta({ format: "binary", description: "The file itself" });
const customer = { access: "customer", tags: ["memberships"] } as const;
const cardRead = { ...customer, method: "GET", params: membershipCardParamsSchema, errors: reads } as const;
const subMember = {
  ...customer,
  path: "/api/account/memberships/:membershipCardId/members/:subMemberId",
} as const;
const invitation = { ...customer, params: invitationParamsSchema } as const;

/** Paying a subscription transaction's balance. */
const payTransactionAt = <P extends string>(path: P) =>
  defineEndpoint({
    ...customer,
    method: "POST",
    path,
    summary:
      "Pay a subscription transaction's balance due ({id, paymentMethod}; 3-D Secure: resubmit with paymentIntentId)",
    params: transactionParamsSchema,
    body: payTransactionSchema,
    answer: transactionPaymentResultSchema,
    errors: payments,
  });

export const membershipEndpoints = {
  plans: defineEndpoint({
    ...customer,
    access: "public",
    method: "GET",
    path: "/api/memberships",
    summary: "The club's membership plans",
    answer: z.array(membershipPlanSchema),
    errors: reads,
  }),
  cards: defineEndpoint({
    ...customer,
    method: "GET",
    path: "/api/account/memberships",
    summary: "The member's membership cards",
    answer: z.array(membershipCardSchema),
    errors: reads,
  }),
  card: defineEndpoint({
    ...cardRead,
    path: "/api/account/memberships/:membershipCardId",
    summary: "One of the member's cards",
    answer: membershipCardSchema,
  }),
  sendCard: defineEndpoint({
    ...customer,
    method: "POST",
    path: "/api/account/memberships/:membershipCardId/send",
    summary: "E-mail the card to its holder ({action: 'email'})",
    params: membershipCardParamsSchema,
    body: sendCardSchema,
    answer: actionResultSchema,
    errors: writes,
  }),
  subscription: defineEndpoint({
    ...cardRead,
    path: "/api/account/memberships/:membershipCardId/subscription",
    summary: "The card's subscription",
    answer: subscriptionSchema,
  }),
  cardPayments: defineEndpoint({
    ...cardRead,
    path: "/api/account/memberships/:membershipCardId/payments",
    summary: "The card's subscription transactions, newest period first",
    answer: z.array(subscriptionTransactionSchema),
  }),
  payCard: defineEndpoint({
    ...customer,
    method: "POST",
    path: "/api/account/memberships/:membershipCardId/payments",
    summary: "Pay the card's balance due (3-D Secure: resubmit with paymentIntentId)",
    params: membershipCardParamsSchema,
    body: payMembershipSchema,
    answer: transactionPaymentResultSchema,
    errors: payments,
  }),
  barcode: defineEndpoint({
    ...cardRead,
    path: "/api/account/memberships/:membershipCardId/barcode",
    summary: "The card's QR code (PNG)",
    answer: fileSchema,
  }),
  applePass: defineEndpoint({
    ...cardRead,
    path: "/api/account/memberships/:membershipCardId/pkpass",
    summary: "The card as an Apple Wallet pass (400 wallet_not_configured without certificates)",
    answer: fileSchema,
  }),
  googleWallet: defineEndpoint({
    ...cardRead,
    path: "/api/account/memberships/:membershipCardId/google-wallet",
    summary:
      "Redirects (303) to the card's Google Wallet save link (400 wallet_not_configured without an issuer)",
  }),
  passbook: defineEndpoint({
    ...customer,
    access: "public",
    method: "GET",
    path: "/api/passbook/:membershipCardId",
    summary:
      "The /passbook/:id download: an iPhone gets the Apple pass, an Android phone is sent (303) to Google Wallet, any other device a 400 wallet_device_not_supported",
    params: passbookParamsSchema,
    answer: fileSchema,
    errors: reads,
  }),
  subMembers: defineEndpoint({
    ...customer,
    method: "GET",
    path: "/api/account/memberships/:membershipCardId/members",
    summary: "The card's sub-members",
    params: subMembersParamsSchema,
    answer: z.array(subMemberSchema),
    errors: reads,
  }),
  addSubMember: defineEndpoint({
    ...customer,
    method: "POST",
    path: "/api/account/memberships/:membershipCardId/members",
    summary:
      "Invite a sub-member (takes one invite; 409 no_invites_left; 429 too_many_invitations past the day's limit): a pending card until the address's owner accepts; the same answer whether or not the address has an account",
    params: subMembersParamsSchema,
    body: newSubMemberSchema,
    answer: subMemberSchema,
    status: 201,
    errors: writes,
  }),
  subMember: defineEndpoint({
    ...subMember,
    method: "GET",
    summary: "One sub-member of the card",
    params: subMemberParamsSchema,
    answer: subMemberSchema,
    errors: reads,
  }),
  changeSubMember: defineEndpoint({
    ...subMember,
    method: "PATCH",
    summary:
      "Change the name shown on the family card, or suspend and resume an accepted card (409 invitation_pending before acceptance)",
    params: subMemberParamsSchema,
    body: subMemberUpdateSchema,
    answer: subMemberSchema,
    errors: writes,
  }),
  removeSubMember: defineEndpoint({
    ...subMember,
    method: "DELETE",
    summary: "Remove a sub-member or withdraw the invitation (the invite comes back, not the day's count)",
    params: subMemberParamsSchema,
    answer: actionResultSchema,
    errors: writes,
  }),
  invitations: defineEndpoint({
    ...customer,
    method: "GET",
    path: "/api/account/membership-invitations",
    summary: "Invitations to join someone's membership, sent to the signed-in customer's address",
    answer: z.array(membershipInvitationSchema),
    errors: reads,
  }),
  invitation: defineEndpoint({
    ...invitation,
    method: "GET",
    path: "/api/account/membership-invitations/:invitationId",
    summary: "One invitation to the signed-in customer's address (404 invitation_not_found otherwise)",
    answer: membershipInvitationSchema,
    errors: reads,
  }),
  acceptInvitation: defineEndpoint({
    ...invitation,
    method: "POST",
    path: "/api/account/membership-invitations/:invitationId/accept",
    summary: "Accept an invitation: the additional member's card becomes the customer's, active",
    body: invitationAnswerSchema,
    answer: membershipCardSchema,
    errors: writes,
  }),
  declineInvitation: defineEndpoint({
    ...invitation,
    method: "POST",
    path: "/api/account/membership-invitations/:invitationId/decline",
    summary: "Decline an invitation: it is withdrawn and the invite goes back to the member who sent it",
    body: invitationAnswerSchema,
    answer: actionResultSchema,
    errors: writes,
  }),
  subscriptions: defineEndpoint({
    ...customer,
    method: "GET",
    path: "/api/account/subscriptions",
    summary: "The member's subscriptions",
    answer: z.array(subscriptionSchema),
    errors: reads,
  }),
  // The same payment at the account's path (spec-1 §7) is billing's `pay`: that path pays invoices too.
  payTransaction: payTransactionAt("/api/transactions/:transactionId/payments"),
  billingRun: defineEndpoint({
    method: "POST",
    path: "/admin/api/billing/run",
    access: "staff",
    tags: ["admin"],
    summary: "Run recurring billing for the selected club now (safe alongside the scheduled run)",
    body: z.object({}).strict().optional(),
    answer: billingRunSchema,
    errors: [400, 401],
  }),
};
