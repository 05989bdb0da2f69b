/**
 * Memberships for staff (issue 32 item 2): the club's plans with their default terms, a member's
 * cards with their sub-members and subscriptions, what staff may do to a subscription (pause,
 * resume, cancel at period end and undo it, change plan with its proration), and the failed-payment
 * queue with retry now. Amounts through the money codec; days as calendar days.
 */
import { z } from "zod";
import { calendarDateSchema } from "../common/calendar-date.ts";
import { dateTimeSchema } from "../common/date-time.ts";
import { FIELD_MESSAGES } from "../common/field-messages.ts";
import { moneySchema } from "../common/money-codec.ts";
import { pageQuerySchema } from "../common/pagination.ts";
import { colorSchema } from "../config/config.schemas.ts";
import {
  membershipCardSchema,
  membershipTypeSchema,
  subMemberSchema,
  subscriptionFrequencySchema,
  subscriptionStatusSchema,
  subscriptionTransactionStatusSchema,
} from "./memberships.schemas.ts";

/** A plan as staff see and edit it: the spec's plan and its default terms. */
export const staffPlanSchema = z.object({
  id: z.uuid(),
  status: z.enum(["active", "inactive"]),
  title: z.string(),
  summary: z.string(),
  details: z.string(),
  type: membershipTypeSchema,
  backgroundColor: z.string(),
  foregroundColor: z.string(),
  surveyId: z.uuid().nullable(),
  maxInvites: z.int(),
  frequency: subscriptionFrequencySchema,
  /** The price of one period before tax. */
  rate: moneySchema,
  /** Percent, two decimals at most (8.25). */
  taxRate: z.number(),
  serviceFee: moneySchema,
  /** Cards of the plan (sub-members' too). */
  cards: z.int(),
  createdOn: dateTimeSchema,
});
export type StaffPlan = z.infer<typeof staffPlanSchema>;

const planFields = {
  title: z.string().trim().min(1, FIELD_MESSAGES.value_invalid).max(120),
  summary: z.string().trim().max(500),
  details: z.string().trim().max(4000),
  type: membershipTypeSchema,
  backgroundColor: colorSchema,
  foregroundColor: colorSchema,
  surveyId: z.uuid().nullable(),
  maxInvites: z.int().min(0).max(50),
  frequency: subscriptionFrequencySchema,
  rate: moneySchema.refine((minor) => minor >= 0 && minor <= 100_000_000, FIELD_MESSAGES.value_invalid),
  taxRate: z.number().min(0).max(100).multipleOf(0.01),
  serviceFee: moneySchema.refine((minor) => minor >= 0 && minor <= 10_000_000, FIELD_MESSAGES.value_invalid),
  status: z.enum(["active", "inactive"]),
};

/** POST /admin/api/memberships/plans. */
export const planInputSchema = z
  .object({
    ...planFields,
    summary: planFields.summary.default(""),
    details: planFields.details.default(""),
    type: planFields.type.default("subscription"),
    surveyId: planFields.surveyId.default(null),
    maxInvites: planFields.maxInvites.default(0),
    frequency: planFields.frequency.default("monthly"),
    taxRate: planFields.taxRate.default(0),
    serviceFee: planFields.serviceFee.default(0),
    status: planFields.status.default("active"),
  })
  .strict();
export type PlanInput = z.infer<typeof planInputSchema>;

/** PATCH /admin/api/memberships/plans/{planId}: the fields to change (`status: inactive` deactivates it). */
export const planPatchSchema = z.object(planFields).partial().strict();
export type PlanPatch = z.infer<typeof planPatchSchema>;

export const planParamsSchema = z.object({ planId: z.uuid() });

/** GET /admin/api/memberships/plans: by the start of the title, active or not, sorted. */
export const staffPlansQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(120).optional(),
  status: z.enum(["active", "inactive"]).optional(),
  sort: z.enum(["title", "created", "rate"]).default("title"),
  direction: z.enum(["asc", "desc"]).default("asc"),
});
export type StaffPlansQuery = z.infer<typeof staffPlansQuerySchema>;

/** A subscription as staff manage it: its terms, its state, its pause and requested end. */
export const staffSubscriptionSchema = z.object({
  id: z.uuid(),
  planId: z.uuid(),
  status: subscriptionStatusSchema,
  frequency: subscriptionFrequencySchema,
  rate: moneySchema,
  taxRate: z.number(),
  serviceFee: moneySchema,
  quantity: z.int(),
  /** One period's total: rate × quantity, its tax and the fee. */
  total: moneySchema,
  nextDate: z.string(),
  lastDate: z.string(),
  renewable: z.boolean(),
  autoCharge: z.boolean(),
  requestedCancelDate: z.string().nullable(),
  pausedOn: z.string().nullable(),
  pausedUntil: z.string().nullable(),
  /** Paused today, in the club's time zone. */
  paused: z.boolean(),
});
export type StaffSubscription = z.infer<typeof staffSubscriptionSchema>;

/** A member's card for staff: the member's own view of it, its sub-members and its subscription's state. */
export const staffMemberCardSchema = z.object({
  card: membershipCardSchema,
  planId: z.uuid(),
  subMembers: z.array(subMemberSchema),
  subscription: staffSubscriptionSchema.nullable(),
});
export type StaffMemberCard = z.infer<typeof staffMemberCardSchema>;

export const subscriptionParamsSchema = z.object({ subscriptionId: z.uuid() });

/** POST …/subscriptions/{id}/pause: until a day (exclusive), or open-ended (null) until resumed. */
export const pauseSubscriptionSchema = z
  .object({ until: calendarDateSchema.nullable().default(null) })
  .strict();
export type PauseSubscription = z.infer<typeof pauseSubscriptionSchema>;

/** Actions that carry nothing but the subscription in the path. */
export const subscriptionActionSchema = z.object({}).strict();

/** A change of plan's proration, as the domain's `prorate` answers it. */
const prorationLineSchema = z.object({ amount: moneySchema, tax: moneySchema, total: moneySchema });
export const prorationSchema = z.object({
  periodStart: z.string(),
  periodEnd: z.string(),
  changeDay: z.string(),
  daysInPeriod: z.int(),
  daysLeft: z.int(),
  credit: prorationLineSchema,
  charge: prorationLineSchema,
  /** Above 0: charged to the house account; below 0: credited to it. */
  net: moneySchema,
});

/** …/subscriptions/{id}/plan-change/{planId}: the subscription and the plan it would move to. */
export const planChangeParamsSchema = z.object({ subscriptionId: z.uuid(), planId: z.uuid() });

/** GET …/plan-change/{planId}: what changing to the plan would do, before saving. */
export const planChangePreviewSchema = z.object({
  subscription: staffSubscriptionSchema,
  plan: staffPlanSchema,
  proration: prorationSchema,
});
export type PlanChangePreview = z.infer<typeof planChangePreviewSchema>;

/** POST …/plan-change/{planId}: one key per confirmed change (its ledger adjustment is written once). */
export const planChangeSchema = z
  .object({
    idempotencyKey: z.string().regex(/^[A-Za-z0-9_:.-]{8,100}$/, FIELD_MESSAGES.idempotency_key_format),
  })
  .strict();
export type PlanChange = z.infer<typeof planChangeSchema>;

export const planChangeResultSchema = z.object({
  subscription: staffSubscriptionSchema,
  proration: prorationSchema,
});

/** GET /admin/api/memberships/failed-payments: the club's charges waiting for a payment. */
export const failedChargesQuerySchema = pageQuerySchema.extend({
  status: z.enum(["retrying", "failed"]).optional(),
  sort: z.enum(["date", "amount", "member"]).default("date"),
  direction: z.enum(["asc", "desc"]).default("desc"),
});
export type FailedChargesQuery = z.infer<typeof failedChargesQuerySchema>;

export const failedChargeSchema = z.object({
  id: z.uuid(),
  subscriptionId: z.uuid(),
  status: subscriptionTransactionStatusSchema,
  amount: moneySchema,
  periodStart: z.string(),
  attempts: z.int(),
  failureMessage: z.string().nullable(),
  /** When the engine tries again on its own (retrying only). */
  nextAttemptOn: dateTimeSchema.nullable(),
  createdOn: dateTimeSchema,
  planTitle: z.string(),
  member: z.object({ id: z.uuid(), firstName: z.string(), lastName: z.string(), email: z.string() }),
});
export type FailedCharge = z.infer<typeof failedChargeSchema>;

export const subscriptionTransactionParamsSchema = z.object({ subscriptionTransactionId: z.uuid() });

/** POST …/failed-payments/{id}/retry: the engine's charge, now; what came of it. */
export const retryResultSchema = z.object({
  outcome: z.enum(["charged", "failed", "pendingAuthentication", "alreadyPaid"]),
  transaction: failedChargeSchema,
});
export type RetryResult = z.infer<typeof retryResultSchema>;
