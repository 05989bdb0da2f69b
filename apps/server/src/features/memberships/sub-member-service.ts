/**
 * Sub-members (spec-1 §3 Sub-member; §7 /api/account/memberships/{parentCardId}/members): the
 * additional members of a card. Adding one invites the address given: the card is a pending
 * invitation, holding the name and address the parent gave, until the person who owns that
 * address signs in and accepts it (invitation-service.ts). The add does the same work and gives
 * the same answer for every address, so it never tells whether the address has an account. Each
 * card takes one of the parent's invites, counted down in the same statement that checks one is
 * left; removing one gives it back. Invitations sent are also limited per member and per day.
 */
import { FIELD_MESSAGES, type NewSubMember, type SubMember, type SubMemberUpdate } from "@crest/domain";
import { isUniqueViolation } from "../../db/unique-violation.ts";
import { AppError, fieldError } from "../../lib/errors.ts";
import { customerIdOf, inTransaction, type ServiceContext } from "../../platform/service-context.ts";
import { getCustomer } from "../customers/index.ts";
import { countInvitation } from "./invitation-limit.ts";
import { sendInvitationMail } from "./invitation-mail.ts";
import { newCardNumber } from "./membership-card-number.ts";
import { passLinksOf } from "./passes.ts";
import {
  deleteCard,
  getOwnCard,
  getPlan,
  getSubMemberCard,
  insertCard,
  returnInvite,
  subMemberCardFor,
  subMemberCards,
  subscriptionsOfCards,
  takeInvite,
  updateCard,
} from "./repository.ts";
import { refreshStanding } from "./standing-repository.ts";
import type { MembershipCardRow } from "./tables.ts";
import { subMemberView } from "./views.ts";

async function views(context: ServiceContext, parent: MembershipCardRow, cards: MembershipCardRow[]) {
  const [plan, [subscription]] = await Promise.all([
    getPlan(context.scope, parent.planId),
    subscriptionsOfCards(context.scope, [parent.id]),
  ]);
  return cards.map((card) =>
    subMemberView(card, plan, subscription?.id ?? null, passLinksOf(context, card.id)),
  );
}

/** The parent card, which must be the member's own (a sub-member cannot invite). */
async function ownParent(context: ServiceContext, parentCardId: string) {
  const parent = await getOwnCard(context.scope, customerIdOf(context), parentCardId);
  if (parent.parentCardId) throw new AppError("not_found");
  return parent;
}

export async function listSubMembers(context: ServiceContext, parentCardId: string): Promise<SubMember[]> {
  const parent = await ownParent(context, parentCardId);
  return views(context, parent, await subMemberCards(context.scope, parent.id));
}

export async function getSubMember(
  context: ServiceContext,
  parentCardId: string,
  id: string,
): Promise<SubMember> {
  const parent = await ownParent(context, parentCardId);
  const [view] = await views(context, parent, [await getSubMemberCard(context.scope, parent.id, id)]);
  if (!view) throw new AppError("not_found");
  return view;
}

const alreadyInvited = () =>
  new AppError("already_invited", {
    details: [{ field: "email", details: FIELD_MESSAGES.email_already_invited }],
  });

/**
 * Invites a sub-member: a pending card holding the name and address given, and the invitation
 * mail. Refused past the day's invitations (429 too_many_invitations), with no invite left (409
 * no_invites_left) or for an address already on the card (409 already_invited); nothing is
 * written then.
 */
export async function addSubMember(
  context: ServiceContext,
  parentCardId: string,
  input: NewSubMember,
): Promise<SubMember> {
  await ownParent(context, parentCardId);
  await countInvitation(context, customerIdOf(context));
  return inTransaction(context, async (tx) => {
    const parent = await ownParent(tx, parentCardId);
    const owner = await getCustomer(tx.scope, customerIdOf(tx));
    // The parent's own address is the one the parent knows is taken: no account is looked up.
    if (input.email === owner.email) throw fieldError("email", FIELD_MESSAGES.email_is_yours);
    if (await subMemberCardFor(tx.scope, parent.id, input.email)) throw alreadyInvited();
    if (parent.status !== "active" || !(await takeInvite(tx.scope, parent.id)))
      throw new AppError("no_invites_left");
    const card = await insertCard(tx.scope, {
      planId: parent.planId,
      customerId: null,
      cardNumber: newCardNumber(tx.tenant.config.company.name),
      type: parent.type,
      status: "pending",
      expirationDate: parent.expirationDate,
      parentCardId: parent.id,
      holderFirstName: input.firstName,
      holderLastName: input.lastName,
      invitedEmail: input.email,
    }).catch((error: unknown) => {
      // Two adds of one address racing: the unique index decides.
      throw isUniqueViolation(error) ? alreadyInvited() : error;
    });
    const plan = await getPlan(tx.scope, parent.planId);
    await sendInvitationMail(tx, {
      cardId: card.id,
      to: input.email,
      firstName: input.firstName,
      planTitle: plan.title,
      invitedBy: owner,
    });
    const [view] = await views(tx, parent, [card]);
    if (!view) throw new Error("the new sub-member has no view");
    return view;
  });
}

/**
 * Changes what the link owns: the name shown on the family card, or suspending and resuming an
 * accepted card. The person's own profile is never touched; an invitation not yet accepted
 * cannot be switched on (409 invitation_pending).
 */
export async function changeSubMember(
  context: ServiceContext,
  parentCardId: string,
  id: string,
  changes: SubMemberUpdate,
): Promise<SubMember> {
  return inTransaction(context, async (tx) => {
    const parent = await ownParent(tx, parentCardId);
    let card = await getSubMemberCard(tx.scope, parent.id, id);
    const { status, firstName, lastName } = changes;
    if (status && card.status === "pending") throw new AppError("invitation_pending");
    if (firstName || lastName)
      card = await updateCard(tx.scope, card.id, {
        ...(firstName ? { holderFirstName: firstName } : {}),
        ...(lastName ? { holderLastName: lastName } : {}),
      });
    if (status) {
      card = await updateCard(tx.scope, card.id, { status });
      if (card.customerId) await refreshStanding(tx.scope, card.customerId);
    }
    const [view] = await views(tx, parent, [card]);
    if (!view) throw new AppError("not_found");
    return view;
  });
}

/** Removes a sub-member's card (or withdraws the invitation) and gives the invite back. */
export async function removeSubMember(
  context: ServiceContext,
  parentCardId: string,
  id: string,
): Promise<void> {
  await inTransaction(context, async (tx) => {
    const parent = await ownParent(tx, parentCardId);
    const card = await getSubMemberCard(tx.scope, parent.id, id);
    await deleteCard(tx.scope, card.id);
    await returnInvite(tx.scope, parent.id);
    if (card.customerId) await refreshStanding(tx.scope, card.customerId);
  });
}
