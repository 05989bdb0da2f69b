/**
 * Memberships' routes (spec-1 §7 Memberships; Paywall and invoices; issue #11 §3 passes):
 * plans, the member's cards and their sub-members, subscriptions, subscription transactions
 * and paying them, card images and wallet passes, and the staff's on-demand billing run.
 */
import {
  actionResultSchema,
  apiErrorSchema,
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
} from "@crest/domain";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { payMembershipBalance } from "../../flows/pay-membership.ts";
import { runBilling } from "../../flows/run-billing.ts";
import { AppError } from "../../lib/errors.ts";
import { contextOf } from "../../platform/contexts.ts";
import {
  cardById,
  cardForPasses,
  cardSubscription,
  clubPlans,
  myCard,
  myCards,
  mySubscriptions,
  passContentOf,
  sendCard,
} from "./card-service.ts";
import { acceptInvitation, declineInvitation, myInvitation, myInvitations } from "./invitation-service.ts";
import { applePass, barcodePng, googleWalletLink, walletOfDevice } from "./passes.ts";
import { cardPayments, openTransactionOfCard } from "./paywall-service.ts";
import {
  addSubMember,
  changeSubMember,
  getSubMember,
  listSubMembers,
  removeSubMember,
} from "./sub-member-service.ts";

const tags = ["memberships"];
const reads = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };
const writes = { ...reads, 403: apiErrorSchema, 409: apiErrorSchema, 429: apiErrorSchema };
const payments = { ...writes, 402: apiErrorSchema };
const fileSchema = z.string().meta({ format: "binary", description: "The file itself" });
const customer = { access: "customer" as const };

const sendPass = (reply: FastifyReply, bytes: Buffer) =>
  reply
    .header("content-type", "application/vnd.apple.pkpass")
    .header("content-disposition", 'attachment; filename="membership.pkpass"')
    .header("cache-control", "private, no-store")
    .send(bytes);

const sendPng = (reply: FastifyReply, bytes: Buffer) =>
  reply.header("content-type", "image/png").header("cache-control", "private, max-age=3600").send(bytes);

export async function membershipRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/api/memberships",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "The club's membership plans",
        response: { 200: z.array(membershipPlanSchema), ...reads },
      },
    },
    async (request) => clubPlans(contextOf(request)),
  );

  app.get(
    "/api/account/memberships",
    {
      config: customer,
      schema: {
        tags,
        summary: "The member's membership cards",
        response: { 200: z.array(membershipCardSchema), ...reads },
      },
    },
    async (request) => myCards(contextOf(request)),
  );

  app.get(
    "/api/account/memberships/:membershipCardId",
    {
      config: customer,
      schema: {
        tags,
        summary: "One of the member's cards",
        params: membershipCardParamsSchema,
        response: { 200: membershipCardSchema, ...reads },
      },
    },
    async (request) => myCard(contextOf(request), request.params.membershipCardId),
  );

  app.post(
    "/api/account/memberships/:membershipCardId/send",
    {
      config: customer,
      schema: {
        tags,
        summary: "E-mail the card to its holder ({action: 'email'})",
        params: membershipCardParamsSchema,
        body: sendCardSchema,
        response: { 200: actionResultSchema, ...writes },
      },
    },
    async (request) => sendCard(contextOf(request), request.params.membershipCardId),
  );

  app.get(
    "/api/account/memberships/:membershipCardId/subscription",
    {
      config: customer,
      schema: {
        tags,
        summary: "The card's subscription",
        params: membershipCardParamsSchema,
        response: { 200: subscriptionSchema, ...reads },
      },
    },
    async (request) => cardSubscription(contextOf(request), request.params.membershipCardId),
  );

  app.get(
    "/api/account/memberships/:membershipCardId/payments",
    {
      config: customer,
      schema: {
        tags,
        summary: "The card's subscription transactions, newest period first",
        params: membershipCardParamsSchema,
        response: { 200: z.array(subscriptionTransactionSchema), ...reads },
      },
    },
    async (request) => cardPayments(contextOf(request), request.params.membershipCardId),
  );

  app.post(
    "/api/account/memberships/:membershipCardId/payments",
    {
      config: customer,
      schema: {
        tags,
        summary: "Pay the card's balance due (3-D Secure: resubmit with paymentIntentId)",
        params: membershipCardParamsSchema,
        body: payMembershipSchema,
        response: { 200: transactionPaymentResultSchema, ...payments },
      },
    },
    async (request) => {
      const context = contextOf(request);
      const transactionId = await openTransactionOfCard(context, request.params.membershipCardId);
      return payMembershipBalance(context, transactionId, request.body.paymentMethod);
    },
  );

  app.get(
    "/api/account/memberships/:membershipCardId/barcode",
    {
      config: customer,
      schema: {
        tags,
        summary: "The card's QR code (PNG)",
        params: membershipCardParamsSchema,
        response: { 200: fileSchema, ...reads },
      },
    },
    async (request, reply) => {
      const card = await cardForPasses(contextOf(request), request.params.membershipCardId);
      return sendPng(reply, await barcodePng(card.cardNumber));
    },
  );

  app.get(
    "/api/account/memberships/:membershipCardId/pkpass",
    {
      config: customer,
      schema: {
        tags,
        summary: "The card as an Apple Wallet pass (400 wallet_not_configured without certificates)",
        params: membershipCardParamsSchema,
        response: { 200: fileSchema, ...reads },
      },
    },
    async (request, reply) => {
      const context = contextOf(request);
      const card = await cardForPasses(context, request.params.membershipCardId);
      return sendPass(reply, await applePass(context, await passContentOf(context, card)));
    },
  );

  app.get(
    "/api/account/memberships/:membershipCardId/google-wallet",
    {
      config: customer,
      schema: {
        tags,
        summary:
          "Redirects (303) to the card's Google Wallet save link (400 wallet_not_configured without an issuer)",
        params: membershipCardParamsSchema,
        response: { ...reads },
      },
    },
    async (request, reply) => {
      const context = contextOf(request);
      const card = await cardForPasses(context, request.params.membershipCardId);
      return reply.redirect(await googleWalletLink(context, await passContentOf(context, card)), 303);
    },
  );

  app.get(
    "/api/passbook/:membershipCardId",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary:
          "The /passbook/:id download: an iPhone gets the Apple pass, an Android phone is sent (303) to Google Wallet, any other device a 400 wallet_device_not_supported",
        params: passbookParamsSchema,
        response: { 200: fileSchema, ...reads },
      },
    },
    async (request, reply) => {
      const context = contextOf(request);
      const wallet = walletOfDevice(request.headers["user-agent"]);
      const card = await cardById(context, request.params.membershipCardId);
      if (!wallet) throw new AppError("wallet_device_not_supported");
      const content = await passContentOf(context, card);
      if (wallet === "apple") return sendPass(reply, await applePass(context, content));
      return reply.redirect(await googleWalletLink(context, content), 303);
    },
  );

  app.get(
    "/api/account/memberships/:membershipCardId/members",
    {
      config: customer,
      schema: {
        tags,
        summary: "The card's sub-members",
        params: subMembersParamsSchema,
        response: { 200: z.array(subMemberSchema), ...reads },
      },
    },
    async (request) => listSubMembers(contextOf(request), request.params.membershipCardId),
  );

  app.post(
    "/api/account/memberships/:membershipCardId/members",
    {
      config: customer,
      schema: {
        tags,
        summary:
          "Invite a sub-member (takes one invite; 409 no_invites_left; 429 too_many_invitations past the day's limit): a pending card until the address's owner accepts; the same answer whether or not the address has an account",
        params: subMembersParamsSchema,
        body: newSubMemberSchema,
        response: { 201: subMemberSchema, ...writes },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await addSubMember(contextOf(request), request.params.membershipCardId, request.body)),
  );

  app.get(
    "/api/account/memberships/:membershipCardId/members/:subMemberId",
    {
      config: customer,
      schema: {
        tags,
        summary: "One sub-member of the card",
        params: subMemberParamsSchema,
        response: { 200: subMemberSchema, ...reads },
      },
    },
    async (request) =>
      getSubMember(contextOf(request), request.params.membershipCardId, request.params.subMemberId),
  );

  app.patch(
    "/api/account/memberships/:membershipCardId/members/:subMemberId",
    {
      config: customer,
      schema: {
        tags,
        summary:
          "Change the name shown on the family card, or suspend and resume an accepted card (409 invitation_pending before acceptance)",
        params: subMemberParamsSchema,
        body: subMemberUpdateSchema,
        response: { 200: subMemberSchema, ...writes },
      },
    },
    async (request) =>
      changeSubMember(
        contextOf(request),
        request.params.membershipCardId,
        request.params.subMemberId,
        request.body,
      ),
  );

  app.delete(
    "/api/account/memberships/:membershipCardId/members/:subMemberId",
    {
      config: customer,
      schema: {
        tags,
        summary:
          "Remove a sub-member or withdraw the invitation (the invite comes back, not the day's count)",
        params: subMemberParamsSchema,
        response: { 200: actionResultSchema, ...writes },
      },
    },
    async (request) => {
      await removeSubMember(contextOf(request), request.params.membershipCardId, request.params.subMemberId);
      return { success: true };
    },
  );

  app.get(
    "/api/account/membership-invitations",
    {
      config: customer,
      schema: {
        tags,
        summary: "Invitations to join someone's membership, sent to the signed-in customer's address",
        response: { 200: z.array(membershipInvitationSchema), ...reads },
      },
    },
    async (request) => myInvitations(contextOf(request)),
  );

  app.get(
    "/api/account/membership-invitations/:invitationId",
    {
      config: customer,
      schema: {
        tags,
        summary: "One invitation to the signed-in customer's address (404 invitation_not_found otherwise)",
        params: invitationParamsSchema,
        response: { 200: membershipInvitationSchema, ...reads },
      },
    },
    async (request) => myInvitation(contextOf(request), request.params.invitationId),
  );

  app.post(
    "/api/account/membership-invitations/:invitationId/accept",
    {
      config: customer,
      schema: {
        tags,
        summary: "Accept an invitation: the additional member's card becomes the customer's, active",
        params: invitationParamsSchema,
        body: invitationAnswerSchema,
        response: { 200: membershipCardSchema, ...writes },
      },
    },
    async (request) => acceptInvitation(contextOf(request), request.params.invitationId),
  );

  app.post(
    "/api/account/membership-invitations/:invitationId/decline",
    {
      config: customer,
      schema: {
        tags,
        summary: "Decline an invitation: it is withdrawn and the invite goes back to the member who sent it",
        params: invitationParamsSchema,
        body: invitationAnswerSchema,
        response: { 200: actionResultSchema, ...writes },
      },
    },
    async (request) => {
      await declineInvitation(contextOf(request), request.params.invitationId);
      return { success: true };
    },
  );

  app.get(
    "/api/account/subscriptions",
    {
      config: customer,
      schema: {
        tags,
        summary: "The member's subscriptions",
        response: { 200: z.array(subscriptionSchema), ...reads },
      },
    },
    async (request) => mySubscriptions(contextOf(request)),
  );

  const payTransaction = {
    config: customer,
    schema: {
      tags,
      summary:
        "Pay a subscription transaction's balance due ({id, paymentMethod}; 3-D Secure: resubmit with paymentIntentId)",
      params: transactionParamsSchema,
      body: payTransactionSchema,
      response: { 200: transactionPaymentResultSchema, ...payments },
    },
  };
  for (const path of [
    "/api/account/transactions/:transactionId/pay",
    "/api/transactions/:transactionId/payments",
  ]) {
    app.post(path, payTransaction, async (request) => {
      if (request.body.id !== request.params.transactionId) throw new AppError("transaction_not_found");
      return payMembershipBalance(
        contextOf(request),
        request.params.transactionId,
        request.body.paymentMethod,
      );
    });
  }

  app.post(
    "/admin/api/billing/run",
    {
      config: { access: "staff", tenant: false },
      schema: {
        tags: ["admin"],
        summary: "Run recurring billing for the selected club now (safe alongside the scheduled run)",
        body: z.object({}).strict().optional(),
        response: { 200: billingRunSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => runBilling(contextOf(request)),
  );
}
