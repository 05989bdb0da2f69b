/** Membership fixtures for the feature's tests: a family card (decoded) and its wire form. */
import type { MembershipCard } from "@crest/domain";
import { snakeKeys } from "@crest/domain";

export const PARENT = "7d1f0e2a-0000-4000-8000-000000000001";

export const pass = { value: "HC-1", url: "/api/account/memberships/x/barcode", format: "qr" as const };
const passbook = { appleWallet: null, googleWallet: null, wallet: "/passbook/x" };

export function parentCard(
  remainingInvites: number,
  overrides: Partial<MembershipCard> = {},
): MembershipCard {
  return {
    id: PARENT,
    membershipId: "plan-family",
    customerId: "customer-1",
    cardId: "HC-100200",
    title: "Family Membership",
    summary: "",
    type: "subscription",
    status: "active",
    active: true,
    expires: false,
    expirationDate: null,
    parentMembershipCardId: null,
    maxInvites: 3,
    remainingInvites,
    canInvite: remainingInvites > 0,
    barcode: pass,
    pkPass: null,
    passbook,
    subscription: null,
    customer: { id: "customer-1", firstName: "Ada", lastName: "Lovelace", email: "ada@example.com" },
    scanData: "HC-100200",
    theme: { backgroundColor: "#0b3d5c", foregroundColor: "#ffffff" },
    createdOn: new Date("2026-01-01T00:00:00.000Z"),
    ...overrides,
  };
}

/** A card as the API sends it: snake_case keys, instants as ISO strings. */
export const cardOnWire = (card: MembershipCard) =>
  snakeKeys({ ...card, createdOn: card.createdOn.toISOString() });

export const INVITATION = "7d1f0e2a-0000-4000-8000-0000000000a1";

/** An invitation from Eleanor to Ada, as the API sends it. */
export const invitationOnWire = {
  id: INVITATION,
  title: "Family Membership",
  summary: "Everyone at home, one card each.",
  theme: { background_color: "#0b3d5c", foreground_color: "#ffffff" },
  invited_by: { first_name: "Eleanor", last_name: "Vance" },
  first_name: "Ada",
  last_name: "Lovelace",
  email: "ada@example.com",
  created_on: "2026-01-01T00:00:00.000Z",
};
