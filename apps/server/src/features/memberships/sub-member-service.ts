/**
 * Sub-members (spec-1 §3 Sub-member; §7 /api/account/memberships/{parentCardId}/members): the
 * additional members of a card. Each takes one of the card's invites, counted down in the same
 * statement that checks one is left; removing one gives it back. A new person gets a login and
 * the activation mail; someone already at the club just gets the card.
 */
import type { NewSubMember, SubMember, SubMemberUpdate } from "@crest/domain";
import { AppError } from "../../lib/errors.ts";
import { customerIdOf, inTransaction, type ServiceContext } from "../../platform/service-context.ts";
import { inviteCustomer } from "../auth/index.ts";
import {
  findCustomerByEmail,
  findCustomers,
  getCustomer,
  insertCustomer,
  updateCustomer,
} from "../customers/index.ts";
import { enqueueMail } from "../mail/index.ts";
import { newCardNumber } from "./card-number.ts";
import { passLinksOf } from "./passes.ts";
import {
  deleteCard,
  getOwnCard,
  getPlan,
  getSubMemberCard,
  insertCard,
  returnInvite,
  subMemberCards,
  subscriptionsOfCards,
  takeInvite,
  updateCard,
} from "./repository.ts";
import { refreshStanding } from "./standing.ts";
import type { MembershipCardRow } from "./tables.ts";
import { subMemberView } from "./views.ts";

async function views(context: ServiceContext, parent: MembershipCardRow, cards: MembershipCardRow[]) {
  const [plan, holders, [subscription]] = await Promise.all([
    getPlan(context.scope, parent.planId),
    findCustomers(
      context.scope,
      cards.map((card) => card.customerId),
    ),
    subscriptionsOfCards(context.scope, [parent.id]),
  ]);
  return cards.map((card) => {
    const holder = holders.find((candidate) => candidate.id === card.customerId);
    if (!holder) throw new Error("a sub-member card without its holder");
    return subMemberView(card, plan, holder, subscription?.id ?? null, passLinksOf(context, card.id));
  });
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

const ADDED_MAIL = {
  en: {
    subject: (club: string) => `You were added to a ${club} membership`,
    body: (name: string, by: string, plan: string) =>
      `Hello ${name},\n\n${by} added you to their ${plan} membership. Your card is in your account.`,
  },
  es: {
    subject: (club: string) => `Le han añadido a una membresía de ${club}`,
    body: (name: string, by: string, plan: string) =>
      `Hola ${name}:\n\n${by} le ha añadido a su membresía ${plan}. Su tarjeta está en su cuenta.`,
  },
} as const;

/** Adds a sub-member; with no invite left it is a 409 no_invites_left and nothing is written. */
export async function addSubMember(
  context: ServiceContext,
  parentCardId: string,
  input: NewSubMember,
): Promise<SubMember> {
  return inTransaction(context, async (tx) => {
    const parent = await ownParent(tx, parentCardId);
    if (parent.status !== "active" || !(await takeInvite(tx.scope, parent.id)))
      throw new AppError("no_invites_left");
    const existing = await findCustomerByEmail(tx.scope, input.email);
    if (existing && existing.id === parent.customerId) throw new AppError("invalid_request");
    const customer = existing ?? (await insertCustomer(tx.scope, input));
    const card = await insertCard(tx.scope, {
      planId: parent.planId,
      customerId: customer.id,
      cardNumber: newCardNumber(tx.tenant.config.company.name),
      type: parent.type,
      status: "active",
      expirationDate: parent.expirationDate,
      parentCardId: parent.id,
    });
    const plan = await getPlan(tx.scope, parent.planId);
    if (existing) {
      const owner = await getCustomer(tx.scope, parent.customerId);
      const wording = ADDED_MAIL[tx.language];
      await enqueueMail(tx, {
        to: existing.email,
        subject: wording.subject(tx.tenant.config.company.name),
        text: wording.body(existing.firstName, `${owner.firstName} ${owner.lastName}`, plan.title),
        kind: "membership_added",
      });
    } else {
      await inviteCustomer(tx, customer);
    }
    await refreshStanding(tx.scope, customer.id);
    const [view] = await views(tx, parent, [card]);
    if (!view) throw new Error("the new sub-member has no view");
    return view;
  });
}

/** Renames a sub-member or suspends and resumes their card. */
export async function changeSubMember(
  context: ServiceContext,
  parentCardId: string,
  id: string,
  changes: SubMemberUpdate,
): Promise<SubMember> {
  return inTransaction(context, async (tx) => {
    const parent = await ownParent(tx, parentCardId);
    let card = await getSubMemberCard(tx.scope, parent.id, id);
    const { status, ...name } = changes;
    if (name.firstName || name.lastName) await updateCustomer(tx.scope, card.customerId, name);
    if (status) {
      card = await updateCard(tx.scope, card.id, { status });
      await refreshStanding(tx.scope, card.customerId);
    }
    const [view] = await views(tx, parent, [card]);
    if (!view) throw new AppError("not_found");
    return view;
  });
}

/** Removes a sub-member's card and gives the invite back. */
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
    await refreshStanding(tx.scope, card.customerId);
  });
}
