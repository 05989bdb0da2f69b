/**
 * A member's memberships for staff (issue 32 item 2): the member's own cards (read as the member,
 * so staff see what the member sees), each card's sub-members when it is a parent card, and its
 * subscription as staff manage it. Another club's member is a 404.
 */
import type { StaffMemberCard } from "@crest/domain";
import type { ServiceContext } from "../../platform/service-context.ts";
import { customerContactOf } from "../customers/index.ts";
import { myCards } from "./membership-card-service.ts";
import { subscriptionsOf } from "./repository.ts";
import { staffSubscriptionView } from "./staff-subscription-view.ts";
import { listSubMembers } from "./sub-member-service.ts";

/** GET /admin/api/memberships/members/{customerId}. */
export async function memberCards(context: ServiceContext, customerId: string): Promise<StaffMemberCard[]> {
  await customerContactOf(context, customerId);
  const member: ServiceContext = { ...context, actor: { kind: "customer", customerId } };
  const [cards, subscriptions] = await Promise.all([
    myCards(member),
    subscriptionsOf(context.scope, customerId),
  ]);
  const byCard = new Map(subscriptions.map((row) => [row.cardId, row]));
  const { timezone } = context.tenant.config.intl;
  return Promise.all(
    cards.map(async (card) => {
      const subscription = byCard.get(card.id);
      const parent = card.parentMembershipCardId === null && card.maxInvites > 0;
      return {
        card,
        planId: card.membershipId,
        subMembers: parent ? await listSubMembers(member, card.id) : [],
        subscription: subscription ? staffSubscriptionView(subscription, card.membershipId, timezone) : null,
      };
    }),
  );
}
