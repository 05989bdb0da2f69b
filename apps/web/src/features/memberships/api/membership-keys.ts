/**
 * Query keys of the memberships feature: the member's cards, a card's parts, the paywall's
 * transactions, and the invitations to join someone else's membership.
 */
export const membershipKeys = {
  all: ["memberships"] as const,
  cards: () => [...membershipKeys.all, "cards"] as const,
  card: (id: string) => [...membershipKeys.cards(), id] as const,
  subscription: (cardId: string) => [...membershipKeys.card(cardId), "subscription"] as const,
  payments: (cardId: string) => [...membershipKeys.card(cardId), "payments"] as const,
  subMembers: (parentCardId: string) => [...membershipKeys.card(parentCardId), "members"] as const,
  failedTransactions: () => [...membershipKeys.all, "transactions", "failed"] as const,
  invitations: () => [...membershipKeys.all, "invitations"] as const,
  invitation: (id: string) => [...membershipKeys.invitations(), id] as const,
};
