/**
 * Members as staff see them (issue 31 item 6): a search, one member's whole picture (never card
 * data: a card is its brand, last four digits and expiry), the flags staff may set, and the
 * start of a read-only view of the member app as that member.
 */
import { z } from "zod";
import { accountSchema } from "../account/account.schemas.ts";
import { bookingSchema } from "../bookings/bookings.schemas.ts";
import { dateTimeSchema } from "../common/date-time.ts";
import { moneySchema } from "../common/money-codec.ts";
import { pageQuerySchema } from "../common/pagination.ts";
import { accountEventSchema } from "../events/events.schemas.ts";
import { membershipCardSchema } from "../memberships/memberships.schemas.ts";
import { orderSchema } from "../orders/orders.schemas.ts";
import { perksSummarySchema } from "../perks/perks.schemas.ts";

/** How staff may order the members list: by last and first name, or by when they joined. */
export const MEMBER_SORTS = ["name", "newest", "oldest"] as const;
export type MemberSort = (typeof MEMBER_SORTS)[number];

/** GET /admin/api/members: `q` is the start of a first or last name, of an e-mail, or a whole card number. */
export const memberSearchQuerySchema = pageQuerySchema.extend({
  q: z.string().trim().max(100).optional(),
  sort: z.enum(MEMBER_SORTS).default("name"),
});
export type MemberSearchQuery = z.infer<typeof memberSearchQuerySchema>;

/** One member in the search's answer. */
export const staffMemberSummarySchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  createdAt: dateTimeSchema,
});
export type StaffMemberSummary = z.infer<typeof staffMemberSummarySchema>;

export const memberParamsSchema = z.object({ customerId: z.uuid() });

/** A saved method as staff see it: which one, never its number. */
export const walletMethodSummarySchema = z.object({
  id: z.string(),
  kind: z.enum(["card", "bank"]),
  brand: z.string(),
  lastFour: z.string(),
  /** `MM/YY` for a card; null for a bank account. */
  expiry: z.string().nullable(),
  default: z.boolean(),
});
export type WalletMethodSummary = z.infer<typeof walletMethodSummarySchema>;

/** GET /admin/api/members/{customerId}. */
export const staffMemberDetailSchema = z.object({
  /** The member's account as the member app reads it (profile, flag, isMember, houseAccountEnabled). */
  account: accountSchema,
  /** Whether the activation link was followed. */
  activated: z.boolean(),
  memberships: z.array(membershipCardSchema),
  wallet: z.array(walletMethodSummarySchema),
  /** The five newest orders. */
  recentOrders: z.array(orderSchema),
  /** Bookings from today on, soonest first (reservations and appointments, ten of each at most). */
  bookings: z.array(bookingSchema),
  /** Events the member holds tickets for that have not ended (ten at most). */
  events: z.array(accountEventSchema),
  perks: perksSummarySchema,
  /** What the member's house account owes now. */
  ledgerBalance: moneySchema,
});
export type StaffMemberDetail = z.infer<typeof staffMemberDetailSchema>;

/**
 * PATCH /admin/api/members/{customerId}: the flags staff may set (docs/decisions/staff-and-admin.md,
 * "Members for staff"): the house account, and a password change at the next sign-in.
 */
export const memberFlagsPatchSchema = z
  .object({
    houseAccountEnabled: z.boolean().optional(),
    mustChangePassword: z.boolean().optional(),
  })
  .strict();
export type MemberFlagsPatch = z.infer<typeof memberFlagsPatchSchema>;

/** POST /admin/api/members/{customerId}/view-as: a read-only member session, set as the cookie. */
export const viewAsAnswerSchema = z.object({
  customerId: z.string(),
  readOnly: z.literal(true),
  expiresAt: dateTimeSchema,
});
export type ViewAsAnswer = z.infer<typeof viewAsAnswerSchema>;
