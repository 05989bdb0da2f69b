/** The memberships' queries: plans, cards, subscriptions and their transactions, through the tenant scope. */
import { and, asc, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { TenantScope } from "../../db/tenant-scope.ts";
import { AppError } from "../../lib/errors.ts";
import {
  type MembershipCardRow,
  membershipCards,
  membershipPlans,
  membershipSubscriptions,
  subscriptionTransactions,
} from "./tables.ts";

export const listPlans = (scope: TenantScope) =>
  scope
    .select()
    .from(membershipPlans)
    .where(eq(membershipPlans.status, "active"))
    .orderBy(asc(membershipPlans.title), asc(membershipPlans.id));

export const plansByIds = (scope: TenantScope, ids: readonly string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : scope.findMany(membershipPlans, inArray(membershipPlans.id, [...ids]));

export const getPlan = (scope: TenantScope, planId: string) =>
  scope.getOne(membershipPlans, eq(membershipPlans.id, planId));

/** The customers holding an active card of the plan (a message to a plan goes to them). */
export async function holdersOfPlan(scope: TenantScope, planId: string): Promise<string[]> {
  const rows = await scope
    .select({ customerId: membershipCards.customerId })
    .from(membershipCards)
    .where(and(eq(membershipCards.planId, planId), eq(membershipCards.status, "active")));
  return [...new Set(rows.flatMap((row) => (row.customerId ? [row.customerId] : [])))];
}

/** The customer's own cards: memberships before add-ons, then oldest first. */
export const cardsOf = (scope: TenantScope, customerId: string) =>
  scope
    .select()
    .from(membershipCards)
    .where(eq(membershipCards.customerId, customerId))
    .orderBy(
      sql`${membershipCards.type} = 'add-on'`,
      asc(membershipCards.createdAt),
      asc(membershipCards.id),
    );

/** One of the customer's cards; another's (or another club's) is a 404. */
export const getOwnCard = (scope: TenantScope, customerId: string, cardId: string) =>
  scope.getOne(
    membershipCards,
    and(eq(membershipCards.id, cardId), eq(membershipCards.customerId, customerId)),
  );

export const getCard = (scope: TenantScope, cardId: string) =>
  scope.getOne(membershipCards, eq(membershipCards.id, cardId));

export const cardsByIds = (scope: TenantScope, cardIds: readonly string[]) =>
  cardIds.length === 0
    ? Promise.resolve([])
    : scope.findMany(membershipCards, inArray(membershipCards.id, [...cardIds]));

/** The card's sub-member cards. */
export const subMemberCards = (scope: TenantScope, parentCardId: string) =>
  scope
    .select()
    .from(membershipCards)
    .where(eq(membershipCards.parentCardId, parentCardId))
    .orderBy(asc(membershipCards.createdAt), asc(membershipCards.id));

export const getSubMemberCard = (scope: TenantScope, parentCardId: string, cardId: string) =>
  scope.getOne(
    membershipCards,
    and(eq(membershipCards.id, cardId), eq(membershipCards.parentCardId, parentCardId)),
  );

/** The parent card's sub-member card for an invited address, if it has one. */
export const subMemberCardFor = (scope: TenantScope, parentCardId: string, invitedEmail: string) =>
  scope.findOne(
    membershipCards,
    and(eq(membershipCards.parentCardId, parentCardId), eq(membershipCards.invitedEmail, invitedEmail)),
  );

/** Cards that are invitations to this address, not yet accepted: oldest first. */
const openInvitation = (invitedEmail: string) =>
  and(
    eq(membershipCards.invitedEmail, invitedEmail),
    isNull(membershipCards.customerId),
    eq(membershipCards.status, "pending"),
  );

export const invitationsTo = async (scope: TenantScope, invitedEmail: string): Promise<InvitationRow[]> =>
  (
    await scope
      .select()
      .from(membershipCards)
      .where(openInvitation(invitedEmail))
      .orderBy(asc(membershipCards.createdAt), asc(membershipCards.id))
  ).filter(isInvitation);

/** An open invitation: a sub-member's card with the address it went to and no holder yet. */
export type InvitationRow = MembershipCardRow & { parentCardId: string; invitedEmail: string };

const isInvitation = (row: MembershipCardRow): row is InvitationRow =>
  row.parentCardId !== null && row.invitedEmail !== null && row.customerId === null;

/** One open invitation to this address; any other card (or another club's) is a 404. */
export async function getInvitationTo(
  scope: TenantScope,
  invitedEmail: string,
  cardId: string,
): Promise<InvitationRow> {
  const row = await scope.findOne(
    membershipCards,
    and(eq(membershipCards.id, cardId), openInvitation(invitedEmail)),
  );
  if (!row || !isInvitation(row)) throw new AppError("invitation_not_found");
  return row;
}

/**
 * Gives an open invitation to the customer who accepts it, in one statement: of two accepts
 * racing, one finds the invitation still open and the other finds nothing.
 */
export async function acceptInvitationCard(
  scope: TenantScope,
  cardId: string,
  invitedEmail: string,
  customerId: string,
): Promise<MembershipCardRow | undefined> {
  const [row] = await scope
    .update(membershipCards)
    .set({ customerId, status: "active", acceptedAt: new Date() })
    .where(and(eq(membershipCards.id, cardId), openInvitation(invitedEmail)))
    .returning();
  return row;
}

/** Withdraws an open invitation to this address: answers the card it was, if it still was one. */
export async function deleteInvitationCard(scope: TenantScope, cardId: string, invitedEmail: string) {
  const [row] = await scope
    .delete(membershipCards)
    .where(and(eq(membershipCards.id, cardId), openInvitation(invitedEmail)))
    .returning();
  return row;
}

export const insertCard = (
  scope: TenantScope,
  values: Omit<typeof membershipCards.$inferInsert, "companyId">,
) => scope.insertOne(membershipCards, values);

export const updateCard = (scope: TenantScope, cardId: string, values: Partial<MembershipCardRow>) =>
  scope.updateOne(membershipCards, eq(membershipCards.id, cardId), values);

/**
 * Takes one invite from the parent card, in one statement: the row is updated only while an
 * invite remains, so two adds racing for the last one cannot both succeed. Answers whether it did.
 */
export async function takeInvite(scope: TenantScope, parentCardId: string): Promise<boolean> {
  const rows = await scope
    .update(membershipCards)
    .set({ remainingInvites: sql`${membershipCards.remainingInvites} - 1` })
    .where(and(eq(membershipCards.id, parentCardId), sql`${membershipCards.remainingInvites} > 0`))
    .returning({ id: membershipCards.id });
  return rows.length === 1;
}

/** Gives an invite back when a sub-member is removed (never above the card's maximum). */
export const returnInvite = (scope: TenantScope, parentCardId: string) =>
  scope
    .update(membershipCards)
    .set({
      remainingInvites: sql`least(${membershipCards.remainingInvites} + 1, ${membershipCards.maxInvites})`,
    })
    .where(eq(membershipCards.id, parentCardId));

export const deleteCard = (scope: TenantScope, cardId: string) =>
  scope.deleteSome(membershipCards, eq(membershipCards.id, cardId));

export const subscriptionsOfCards = (scope: TenantScope, cardIds: readonly string[]) =>
  cardIds.length === 0
    ? Promise.resolve([])
    : scope.findMany(membershipSubscriptions, inArray(membershipSubscriptions.cardId, [...cardIds]));

export const subscriptionsOf = (scope: TenantScope, customerId: string) =>
  scope
    .select()
    .from(membershipSubscriptions)
    .where(eq(membershipSubscriptions.customerId, customerId))
    .orderBy(asc(membershipSubscriptions.createdAt), asc(membershipSubscriptions.id));

export const getSubscription = (scope: TenantScope, subscriptionId: string) =>
  scope.getOne(membershipSubscriptions, eq(membershipSubscriptions.id, subscriptionId));

export const lockSubscription = (scope: TenantScope, subscriptionId: string) =>
  scope
    .select()
    .from(membershipSubscriptions)
    .where(eq(membershipSubscriptions.id, subscriptionId))
    .for("update")
    .then((rows) => rows[0]);

export const updateSubscription = (
  scope: TenantScope,
  subscriptionId: string,
  values: Partial<typeof membershipSubscriptions.$inferInsert>,
) => scope.updateOne(membershipSubscriptions, eq(membershipSubscriptions.id, subscriptionId), values);

export const insertSubscription = (
  scope: TenantScope,
  values: Omit<typeof membershipSubscriptions.$inferInsert, "companyId">,
) => scope.insertOne(membershipSubscriptions, values);

export function transactionsOf(
  scope: TenantScope,
  customerId: string,
  filter: { status?: (typeof subscriptionTransactions.$inferSelect)["status"]; subscriptionId?: string },
) {
  return scope
    .select()
    .from(subscriptionTransactions)
    .where(
      and(
        eq(subscriptionTransactions.customerId, customerId),
        filter.status ? eq(subscriptionTransactions.status, filter.status) : undefined,
        filter.subscriptionId
          ? eq(subscriptionTransactions.subscriptionId, filter.subscriptionId)
          : undefined,
      ),
    )
    .orderBy(desc(subscriptionTransactions.periodStart), desc(subscriptionTransactions.id));
}

export const getOwnTransaction = (scope: TenantScope, customerId: string, transactionId: string) =>
  scope.getOne(
    subscriptionTransactions,
    and(eq(subscriptionTransactions.id, transactionId), eq(subscriptionTransactions.customerId, customerId)),
  );

/** The subscription's open transaction (a failed or retrying period), if any. */
export const openTransactionOf = (scope: TenantScope, subscriptionId: string) =>
  scope.findOne(
    subscriptionTransactions,
    and(
      eq(subscriptionTransactions.subscriptionId, subscriptionId),
      inArray(subscriptionTransactions.status, ["failed", "retrying"]),
      isNull(subscriptionTransactions.paidAt),
    ),
  );

/** Marks a period's transaction paid by one payment (the member settling a balance). */
export const markTransactionPaid = (
  scope: TenantScope,
  transactionId: string,
  paid: { amount: number; periods: number; paymentId: string; paidAt: Date },
) =>
  scope
    .update(subscriptionTransactions)
    .set({ status: "paid", ...paid })
    .where(eq(subscriptionTransactions.id, transactionId));
