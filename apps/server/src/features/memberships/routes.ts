/**
 * Memberships' routes, from `membershipEndpoints` (spec-1 §7 Memberships; Paywall and invoices;
 * issue #11 §3 passes): plans, cards, sub-members, subscriptions, paying transactions, card
 * images and wallet passes, and the staff's on-demand billing run.
 */
import { membershipEndpoints as endpoints } from "@crest/domain";
import type { FastifyInstance, FastifyReply } from "fastify";
import { payMembershipBalance } from "../../flows/pay-membership.ts";
import { runBilling } from "../../flows/run-billing.ts";
import { AppError } from "../../lib/errors.ts";
import { applePass, googleWalletLink, sendApplePass, sendToDeviceWallet } from "../../lib/wallet-passes.ts";
import { route } from "../../platform/endpoint-route.ts";
import { acceptInvitation, declineInvitation, myInvitation, myInvitations } from "./invitation-service.ts";
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
} from "./membership-card-service.ts";
import { barcodePng, walletPassOf } from "./passes.ts";
import { cardPayments, openTransactionOfCard } from "./paywall-service.ts";
import {
  addSubMember,
  changeSubMember,
  getSubMember,
  listSubMembers,
  removeSubMember,
} from "./sub-member-service.ts";

const PASS_FILE = "membership.pkpass";

const sendPng = (reply: FastifyReply, bytes: Buffer) =>
  reply.header("content-type", "image/png").header("cache-control", "private, max-age=3600").send(bytes);

export async function membershipRoutes(app: FastifyInstance) {
  route(app, endpoints.plans, async ({ context }) => clubPlans(context));
  route(app, endpoints.cards, async ({ context }) => myCards(context));
  route(app, endpoints.card, async ({ context, params }) => myCard(context, params.membershipCardId));
  route(app, endpoints.sendCard, async ({ context, params }) => sendCard(context, params.membershipCardId));
  route(app, endpoints.subscription, async ({ context, params }) =>
    cardSubscription(context, params.membershipCardId),
  );
  route(app, endpoints.cardPayments, async ({ context, params }) =>
    cardPayments(context, params.membershipCardId),
  );
  route(app, endpoints.payCard, async ({ context, params, body }) => {
    const transactionId = await openTransactionOfCard(context, params.membershipCardId);
    return payMembershipBalance(context, transactionId, body.paymentMethod);
  });

  route(app, endpoints.barcode, async ({ context, params, reply }) => {
    const card = await cardForPasses(context, params.membershipCardId);
    return sendPng(reply, await barcodePng(card.cardNumber));
  });
  route(app, endpoints.applePass, async ({ context, params, reply }) => {
    const card = await cardForPasses(context, params.membershipCardId);
    return sendApplePass(
      reply,
      await applePass(context, walletPassOf(await passContentOf(context, card))),
      PASS_FILE,
    );
  });
  route(app, endpoints.googleWallet, async ({ context, params, reply }) => {
    const card = await cardForPasses(context, params.membershipCardId);
    return reply.redirect(
      await googleWalletLink(context, walletPassOf(await passContentOf(context, card))),
      303,
    );
  });
  route(app, endpoints.passbook, async ({ context, params, request, reply }) => {
    const card = await cardById(context, params.membershipCardId);
    return sendToDeviceWallet(
      context,
      reply,
      request.headers["user-agent"],
      walletPassOf(await passContentOf(context, card)),
      PASS_FILE,
    );
  });

  route(app, endpoints.subMembers, async ({ context, params }) =>
    listSubMembers(context, params.membershipCardId),
  );
  route(app, endpoints.addSubMember, async ({ context, params, body }) =>
    addSubMember(context, params.membershipCardId, body),
  );
  route(app, endpoints.subMember, async ({ context, params }) =>
    getSubMember(context, params.membershipCardId, params.subMemberId),
  );
  route(app, endpoints.changeSubMember, async ({ context, params, body }) =>
    changeSubMember(context, params.membershipCardId, params.subMemberId, body),
  );
  route(app, endpoints.removeSubMember, async ({ context, params }) => {
    await removeSubMember(context, params.membershipCardId, params.subMemberId);
    return { success: true };
  });

  route(app, endpoints.invitations, async ({ context }) => myInvitations(context));
  route(app, endpoints.invitation, async ({ context, params }) => myInvitation(context, params.invitationId));
  route(app, endpoints.acceptInvitation, async ({ context, params }) =>
    acceptInvitation(context, params.invitationId),
  );
  route(app, endpoints.declineInvitation, async ({ context, params }) => {
    await declineInvitation(context, params.invitationId);
    return { success: true };
  });

  route(app, endpoints.subscriptions, async ({ context }) => mySubscriptions(context));
  // Billing serves the same payment at /api/account/transactions/{id}/pay, beside invoices.
  route(app, endpoints.payTransaction, async ({ context, params, body }) => {
    if (body.id !== params.transactionId) throw new AppError("transaction_not_found");
    return payMembershipBalance(context, params.transactionId, body.paymentMethod);
  });

  route(app, endpoints.billingRun, async ({ context }) => runBilling(context), { config: { tenant: false } });
}
