/**
 * Memberships (spec-1 §3 Membership, Membership card, Sub-member, Subscription, Paywall
 * subscription transaction, Pass entry; §7 Memberships, Paywall and invoices): the shapes the
 * API answers with and the bodies it takes. Amounts through the money codec, instants as
 * `dateTimeSchema`, subscription dates as calendar days (see memberships.rules.ts).
 */
import { z } from "zod";
import { emailSchema } from "../auth/auth.schemas.ts";

import { dateTimeSchema } from "../common/date-time.ts";
import { FIELD_MESSAGES } from "../common/field-messages.ts";
import { moneySchema } from "../common/money-codec.ts";
import { paymentResultSchema, paymentSubmissionSchema } from "../payments/payments.schemas.ts";
import { SUBSCRIPTION_FREQUENCIES } from "./memberships.rules.ts";

export const subscriptionFrequencySchema = z.enum(SUBSCRIPTION_FREQUENCIES);

export const MEMBERSHIP_TYPES = ["subscription", "add-on"] as const;
export const membershipTypeSchema = z.enum(MEMBERSHIP_TYPES);
export type MembershipType = z.infer<typeof membershipTypeSchema>;

/** spec-1 §3 Membership: a plan of the club's catalogue. */
export const membershipPlanSchema = z.object({
  id: z.string(),
  status: z.enum(["active", "inactive"]),
  title: z.string(),
  summary: z.string(),
  details: z.string(),
  type: membershipTypeSchema,
  backgroundColor: z.string(),
  foregroundColor: z.string(),
  surveyId: z.string().nullable(),
});
export type MembershipPlan = z.infer<typeof membershipPlanSchema>;

/** spec-1 §3 Pass entry: what a scanner reads, and an image of it. */
export const passEntrySchema = z.object({
  value: z.string(),
  /** A PNG of the code, served by the API. */
  url: z.string(),
  format: z.enum(["qr", "code128"]),
});
export type PassEntry = z.infer<typeof passEntrySchema>;

/** Where the card's wallet passes come from; null when the club has not configured that wallet. */
export const passbookSchema = z.object({
  appleWallet: z.string().nullable(),
  googleWallet: z.string().nullable(),
  /** The /passbook/:id page, which picks the wallet by device. */
  wallet: z.string(),
});
export type Passbook = z.infer<typeof passbookSchema>;

export const cardThemeSchema = z.object({ backgroundColor: z.string(), foregroundColor: z.string() });

export const cardHolderSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
});

export const CARD_STATUSES = ["active", "inactive", "pending"] as const;
export const cardStatusSchema = z.enum(CARD_STATUSES);

export const SUBSCRIPTION_STATUSES = ["active", "past_due", "inactive", "cancelled"] as const;
export const subscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES);

/** spec-1 §3 Subscription (the shipping and service fields the spec names stay null for memberships). */
export const subscriptionSchema = z.object({
  id: z.string(),
  autoCharge: z.boolean(),
  createdOn: dateTimeSchema,
  customerAddressId: z.string().nullable(),
  customerId: z.string(),
  details: z.string(),
  frequency: subscriptionFrequencySchema,
  period: z.string(),
  periodPlural: z.string(),
  /** A calendar day; `1900-01-01` when nothing was paid yet. */
  lastDate: z.string(),
  lastAmount: moneySchema,
  nextDate: z.string(),
  quantity: z.int(),
  rate: moneySchema,
  /** Percent, e.g. 8.25. */
  taxRate: z.number(),
  serviceFee: moneySchema,
  referenceId: z.string(),
  type: z.literal("membership"),
  remainingPayments: z.int().nullable(),
  renewalDate: z.string().nullable(),
  renewable: z.boolean(),
  requestedCancelDate: z.string().nullable(),
  serviceId: z.string().nullable(),
  shippingCourier: z.string().nullable(),
  shippingMethod: z.string().nullable(),
  status: subscriptionStatusSchema,
  totalPayments: z.int().nullable(),
  paymentCount: z.int(),
  invoiceEnabled: z.boolean(),
  /** The wallet method billing uses (billing, else default), when the member has one. */
  wallet: z.object({ id: z.string(), brand: z.string(), lastFour: z.string() }).nullable(),
  lines: z.object({ amount: moneySchema, tax: moneySchema, service: moneySchema }),
  pastDue: z.boolean(),
  hasMadePayment: z.boolean(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** spec-1 §3 Membership card (sub-members are cards with a parent card). */
export const membershipCardSchema = z.object({
  id: z.string(),
  membershipId: z.string(),
  customerId: z.string(),
  /** The printed card number. */
  cardId: z.string(),
  title: z.string(),
  summary: z.string(),
  type: membershipTypeSchema,
  status: cardStatusSchema,
  active: z.boolean(),
  expires: z.boolean(),
  expirationDate: z.string().nullable(),
  parentMembershipCardId: z.string().nullable(),
  maxInvites: z.int(),
  remainingInvites: z.int(),
  canInvite: z.boolean(),
  barcode: passEntrySchema,
  pkPass: z.string().nullable(),
  passbook: passbookSchema,
  subscription: subscriptionSchema.nullable(),
  customer: cardHolderSchema,
  scanData: z.string(),
  theme: cardThemeSchema,
  createdOn: dateTimeSchema,
});
export type MembershipCard = z.infer<typeof membershipCardSchema>;

/**
 * The person on a sub-member's card as the parent sees it: the name and address the parent
 * gave, stored on the card (the link), never read from the person's own profile. `id` is the
 * person's customer id once they accepted, null while the card is an invitation.
 */
export const subMemberHolderSchema = cardHolderSchema.extend({ id: z.string().nullable() });

/**
 * spec-1 §3 Sub-member. `status` is `pending` while the card is an invitation the invited
 * person has not accepted (`customerId` null until then), then `active` or `inactive`
 * (suspended by the parent).
 */
export const subMemberSchema = z.object({
  id: z.string(),
  status: cardStatusSchema,
  customerId: z.string().nullable(),
  graphic: z.string().nullable(),
  title: z.string(),
  type: membershipTypeSchema,
  membershipId: z.string(),
  subscriptionId: z.string().nullable(),
  cardId: z.string(),
  serial: z.string(),
  parentCardId: z.string(),
  barcode: passEntrySchema,
  passbook: passbookSchema,
  expires: z.boolean(),
  expirationDate: z.string().nullable(),
  createdOn: dateTimeSchema,
  customer: subMemberHolderSchema,
});
export type SubMember = z.infer<typeof subMemberSchema>;

/**
 * Adding a sub-member (an additional member) invites them: the address gets an invitation, and
 * the card is theirs once they sign in and accept it.
 */
export const newSubMemberSchema = z
  .object({
    firstName: z.string().trim().min(1, FIELD_MESSAGES.first_name_required).max(60),
    lastName: z.string().trim().min(1, FIELD_MESSAGES.last_name_required).max(60),
    email: emailSchema,
  })
  .strict();
export type NewSubMember = z.infer<typeof newSubMemberSchema>;

/**
 * Editing a sub-member: the name shown on the family card (stored on the card, not the
 * person's profile), or suspending and resuming an accepted card.
 */
export const subMemberUpdateSchema = z
  .object({
    firstName: z.string().trim().min(1, FIELD_MESSAGES.first_name_required).max(60).optional(),
    lastName: z.string().trim().min(1, FIELD_MESSAGES.last_name_required).max(60).optional(),
    status: z.enum(["active", "inactive"]).optional(),
  })
  .strict();
export type SubMemberUpdate = z.infer<typeof subMemberUpdateSchema>;

/** An invitation to join someone's membership as an additional member, as the invited person sees it. */
export const membershipInvitationSchema = z.object({
  id: z.string(),
  /** The plan's title and summary. */
  title: z.string(),
  summary: z.string(),
  theme: cardThemeSchema,
  /** The member who invited them. */
  invitedBy: z.object({ firstName: z.string(), lastName: z.string() }),
  /** The name the card will show, and the address the invitation went to. */
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  createdOn: dateTimeSchema,
});
export type MembershipInvitation = z.infer<typeof membershipInvitationSchema>;

/** Accepting or declining an invitation carries nothing but the invitation's id in the path. */
export const invitationAnswerSchema = z.object({}).strict();
export const invitationParamsSchema = z.object({ invitationId: z.uuid() });

/** Path parameters: the wire paths are spec-1 §7's ({id}, {parentCardId}); the names say which resource. */
export const membershipCardParamsSchema = z.object({ membershipCardId: z.uuid() });
export const subMembersParamsSchema = membershipCardParamsSchema;
export const subMemberParamsSchema = z.object({ membershipCardId: z.uuid(), subMemberId: z.uuid() });

/** POST /api/account/memberships/{id}/send: what to do with the card (e-mail it to the holder). */
export const sendCardSchema = z.object({ action: z.literal("email") }).strict();
export type SendCard = z.infer<typeof sendCardSchema>;

export const SUBSCRIPTION_TRANSACTION_STATUSES = ["pending", "paid", "retrying", "failed", "void"] as const;
export const subscriptionTransactionStatusSchema = z.enum(SUBSCRIPTION_TRANSACTION_STATUSES);
export type SubscriptionTransactionStatus = z.infer<typeof subscriptionTransactionStatusSchema>;

/**
 * spec-1 §3 Paywall subscription transaction: what a subscription charge produced. A failed one
 * carries every unpaid period (`periods`), and `amount` is the balance due for all of them.
 */
export const subscriptionTransactionSchema = z.object({
  id: z.string(),
  title: z.string(),
  type: z.literal("subscription"),
  status: subscriptionTransactionStatusSchema,
  amount: moneySchema,
  periods: z.int().min(1),
  periodStart: z.string(),
  periodEnd: z.string(),
  attempts: z.int(),
  nextAttemptOn: dateTimeSchema.nullable(),
  failureMessage: z.string().nullable(),
  createdOn: dateTimeSchema,
  paidOn: dateTimeSchema.nullable(),
  membershipCardId: z.string(),
  plan: membershipPlanSchema,
  subscription: z.object({
    id: z.string(),
    status: subscriptionStatusSchema,
    renewable: z.boolean(),
    frequency: subscriptionFrequencySchema,
    rate: moneySchema,
    period: z.string(),
    periodPlural: z.string(),
    paymentCount: z.int(),
    lastAmount: moneySchema,
    lastDate: z.string(),
    lines: z.object({ amount: moneySchema, tax: moneySchema, service: moneySchema }),
  }),
});
export type SubscriptionTransaction = z.infer<typeof subscriptionTransactionSchema>;

export const transactionParamsSchema = z.object({ transactionId: z.uuid() });

/**
 * spec-1 §7: POST /api/transactions/{id}/payments and {transaction root}/{id}/pay take
 * `{id, paymentMethod}`; `paymentMethod` is the payment submission (3-D Secure resubmits it with
 * `paymentIntentId` under the same idempotency key), its amount the balance due.
 */
export const payTransactionSchema = z
  .object({ id: z.uuid(), paymentMethod: paymentSubmissionSchema })
  .strict();
export type PayTransaction = z.infer<typeof payTransactionSchema>;

/** POST /api/account/memberships/{id}/payments: pays the card's subscription balance due. */
export const payMembershipSchema = z.object({ paymentMethod: paymentSubmissionSchema }).strict();
export type PayMembership = z.infer<typeof payMembershipSchema>;

/** What paying answers: the payment result and the transaction after it (paid, or still failed). */
export const transactionPaymentResultSchema = paymentResultSchema.extend({
  subscriptionTransaction: subscriptionTransactionSchema.nullable(),
});
export type TransactionPaymentResult = z.infer<typeof transactionPaymentResultSchema>;

/** POST /admin/api/billing/run: a billing run's tally. */
export const billingRunSchema = z.object({
  claimed: z.int(),
  charged: z.int(),
  failed: z.int(),
  pendingAuthentication: z.int(),
  /** Subscriptions whose charge or record broke off (an error): their lease runs out and a later run retries them. */
  interrupted: z.int(),
});
export type BillingRun = z.infer<typeof billingRunSchema>;

/** /passbook/{id}: which card's pass. */
export const passbookParamsSchema = membershipCardParamsSchema;
