/**
 * /admin/api/memberships (issue 32 item 2): the club's plans, a member's cards, what staff may do
 * to a subscription, and the failed-payment queue. Viewers read; managers change (`staffLevel`).
 * The club is the staff session's.
 */
import { z } from "zod";
import { defineEndpoint } from "../common/endpoint.ts";
import { memberParamsSchema } from "../staff-members/staff-members.schemas.ts";
import {
  failedChargeSchema,
  failedChargesQuerySchema,
  pauseSubscriptionSchema,
  planChangeParamsSchema,
  planChangePreviewSchema,
  planChangeResultSchema,
  planChangeSchema,
  planInputSchema,
  planParamsSchema,
  planPatchSchema,
  retryResultSchema,
  staffMemberCardSchema,
  staffPlanSchema,
  staffPlansQuerySchema,
  staffSubscriptionSchema,
  subscriptionActionSchema,
  subscriptionParamsSchema,
  subscriptionTransactionParamsSchema,
} from "./staff-memberships.schemas.ts";

const staff = { access: "staff", tags: ["admin", "memberships"], errors: [400, 401, 403, 404] } as const;
const read = { ...staff, staffLevel: "viewer", method: "GET" } as const;
const write = { ...staff, staffLevel: "manager", errors: [...staff.errors, 409] } as const;
const subscription = {
  ...write,
  params: subscriptionParamsSchema,
  answer: staffSubscriptionSchema,
} as const;
const atSubscription = <P extends string>(path: P) =>
  `/admin/api/memberships/subscriptions/:subscriptionId/${path}` as const;

export const staffMembershipEndpoints = {
  plans: defineEndpoint({
    ...read,
    path: "/admin/api/memberships/plans",
    summary: "The club's membership plans, by the start of the title, active or not, sorted (paginated)",
    query: staffPlansQuerySchema,
    answer: staffPlanSchema.array(),
  }),
  plan: defineEndpoint({
    ...read,
    path: "/admin/api/memberships/plans/:planId",
    summary: "One plan of the club with its default terms",
    params: planParamsSchema,
    answer: staffPlanSchema,
  }),
  createPlan: defineEndpoint({
    ...write,
    method: "POST",
    path: "/admin/api/memberships/plans",
    summary: "A new plan: what members see, and the terms a new subscription on it copies",
    body: planInputSchema,
    answer: staffPlanSchema,
    status: 201,
  }),
  editPlan: defineEndpoint({
    ...write,
    method: "PATCH",
    path: "/admin/api/memberships/plans/:planId",
    summary:
      "Change a plan, or deactivate it (status: inactive; members no longer see it, its cards stay); existing subscriptions keep their terms",
    params: planParamsSchema,
    body: planPatchSchema,
    answer: staffPlanSchema,
  }),
  memberCards: defineEndpoint({
    ...read,
    path: "/admin/api/memberships/members/:customerId",
    summary: "A member's membership cards with their sub-members and subscriptions (read-only)",
    params: memberParamsSchema,
    answer: staffMemberCardSchema.array(),
  }),
  pause: defineEndpoint({
    ...write,
    method: "POST",
    path: atSubscription("pause"),
    summary:
      "Pause a subscription from today until a day (exclusive) or until resumed: billing charges nothing while paused, and resumes at the first period start after it",
    params: subscriptionParamsSchema,
    body: pauseSubscriptionSchema,
    answer: staffSubscriptionSchema,
  }),
  resume: defineEndpoint({
    ...subscription,
    method: "POST",
    path: atSubscription("resume"),
    summary: "Resume a paused subscription today (409 subscription_not_paused when it is not)",
    body: subscriptionActionSchema,
  }),
  cancel: defineEndpoint({
    ...subscription,
    method: "POST",
    path: atSubscription("cancel"),
    summary: "Cancel at period end: the subscription ends at its next date, charging nothing more",
    body: subscriptionActionSchema,
  }),
  undoCancel: defineEndpoint({
    ...subscription,
    method: "DELETE",
    path: atSubscription("cancel"),
    summary: "Undo a cancellation at period end before its day (409 cancel_not_requested otherwise)",
  }),
  planChangePreview: defineEndpoint({
    ...read,
    path: atSubscription("plan-change/:planId"),
    summary: "What changing the subscription to the plan would do today: the proration, before saving",
    params: planChangeParamsSchema,
    answer: planChangePreviewSchema,
  }),
  changePlan: defineEndpoint({
    ...write,
    method: "POST",
    path: atSubscription("plan-change/:planId"),
    summary:
      "Move the subscription to the plan's terms from today, recording the proration on the house account in the same transaction",
    params: planChangeParamsSchema,
    body: planChangeSchema,
    answer: planChangeResultSchema,
  }),
  failedPayments: defineEndpoint({
    ...read,
    path: "/admin/api/memberships/failed-payments",
    summary:
      "The club's subscription charges that are retrying or failed, sortable by date, amount or member (paginated)",
    query: failedChargesQuerySchema,
    answer: failedChargeSchema.array(),
  }),
  retryPayment: defineEndpoint({
    ...write,
    method: "POST",
    path: "/admin/api/memberships/failed-payments/:subscriptionTransactionId/retry",
    summary:
      "Charge a retrying or failed subscription charge now, as the billing run would (once however often it is asked, or raced; 409 subscription_paused while the membership is paused)",
    params: subscriptionTransactionParamsSchema,
    body: z.object({}).strict().optional(),
    answer: retryResultSchema,
  }),
};
