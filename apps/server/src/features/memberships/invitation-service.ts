/**
 * Invitations to join someone's membership as an additional member, from the invited side: the
 * signed-in customer sees the open invitations to their own address, and accepts or declines
 * each. Accepting is the only way a sub-member's card gets a holder, so no account is attached
 * to someone's membership without its owner's consent. Another address's invitation, or another
 * club's, is a 404.
 */
import type { MembershipCard, MembershipInvitation } from "@crest/domain";
import { AppError } from "../../lib/errors.ts";
import { customerIdOf, inTransaction, type ServiceContext } from "../../platform/service-context.ts";
import { findCustomers, getCustomer } from "../customers/index.ts";
import { myCard } from "./membership-card-service.ts";
import {
  acceptInvitationCard,
  cardsByIds,
  deleteInvitationCard,
  getCard,
  getInvitationTo,
  type InvitationRow,
  invitationsTo,
  plansByIds,
  returnInvite,
} from "./repository.ts";
import { refreshStanding } from "./standing-repository.ts";
import { invitationView } from "./views.ts";

async function views(context: ServiceContext, cards: InvitationRow[]): Promise<MembershipInvitation[]> {
  if (cards.length === 0) return [];
  const parents = await cardsByIds(context.scope, [...new Set(cards.map((card) => card.parentCardId))]);
  const [plans, inviters] = await Promise.all([
    plansByIds(context.scope, [...new Set(cards.map((card) => card.planId))]),
    findCustomers(context.scope, [...new Set(parents.flatMap((parent) => parent.customerId ?? []))]),
  ]);
  return cards.map((card) => {
    const parent = parents.find((candidate) => candidate.id === card.parentCardId);
    const plan = plans.find((candidate) => candidate.id === card.planId);
    const inviter = inviters.find((candidate) => candidate.id === parent?.customerId);
    if (!plan || !inviter) throw new Error("an invitation without its plan or inviter");
    return invitationView(card, plan, inviter);
  });
}

/** The signed-in customer's address: an invitation is theirs when it went to it. */
const myAddress = async (context: ServiceContext) =>
  (await getCustomer(context.scope, customerIdOf(context))).email;

/** GET /api/account/membership-invitations: the open invitations to the customer's address. */
export async function myInvitations(context: ServiceContext): Promise<MembershipInvitation[]> {
  return views(context, await invitationsTo(context.scope, await myAddress(context)));
}

/** GET /api/account/membership-invitations/{id}: one open invitation to the customer's address. */
export async function myInvitation(context: ServiceContext, id: string): Promise<MembershipInvitation> {
  const [view] = await views(context, [await getInvitationTo(context.scope, await myAddress(context), id)]);
  if (!view) throw new AppError("invitation_not_found");
  return view;
}

/** Accepts an invitation: the card becomes the customer's, active, and their standing follows. */
export async function acceptInvitation(context: ServiceContext, id: string): Promise<MembershipCard> {
  return inTransaction(context, async (tx) => {
    const customerId = customerIdOf(tx);
    const invitation = await getInvitationTo(tx.scope, await myAddress(tx), id);
    const parent = await getCard(tx.scope, invitation.parentCardId);
    // The parent's address may have become the invited one since: nobody joins their own card.
    if (parent.customerId === customerId) throw new AppError("invitation_not_found");
    const card = await acceptInvitationCard(tx.scope, id, invitation.invitedEmail, customerId);
    if (!card) throw new AppError("invitation_not_found");
    await refreshStanding(tx.scope, customerId);
    return myCard(tx, card.id);
  });
}

/** Declines an invitation: the card is gone and the invite goes back to the member who sent it. */
export async function declineInvitation(context: ServiceContext, id: string): Promise<void> {
  await inTransaction(context, async (tx) => {
    const card = await deleteInvitationCard(tx.scope, id, await myAddress(tx));
    if (!card?.parentCardId) throw new AppError("invitation_not_found");
    await returnInvite(tx.scope, card.parentCardId);
  });
}
