/**
 * /admin/api/memberships (issue 32 item 2): the routes of `staffMembershipEndpoints`: plans, a
 * member's cards, subscription actions and the failed-payment queue. The club is the staff session's.
 */
import { staffMembershipEndpoints as endpoints } from "@crest/domain";
import type { FastifyInstance } from "fastify";
import { changeMembershipPlan } from "../../flows/change-membership-plan.ts";
import { retrySubscriptionCharge } from "../../flows/run-billing.ts";
import { setPaginationHeader } from "../../lib/pagination-header.ts";
import { route, staffClub } from "../../platform/endpoint-route.ts";
import { failedCharges } from "./failed-charges-service.ts";
import { memberCards } from "./staff-member-cards.ts";
import { createPlan, editPlan, staffPlan, staffPlans } from "./staff-plan-service.ts";
import {
  cancelAtPeriodEnd,
  pauseSubscription,
  previewPlanChange,
  resumeSubscription,
  undoCancel,
} from "./subscription-actions.ts";

export async function membershipStaffRoutes(app: FastifyInstance) {
  route(
    app,
    endpoints.plans,
    async ({ context, query, reply }) => {
      const { items, totalCount } = await staffPlans(context, query);
      setPaginationHeader(reply, query, totalCount);
      return items;
    },
    staffClub,
  );
  route(app, endpoints.plan, async ({ context, params }) => staffPlan(context, params.planId), staffClub);
  route(app, endpoints.createPlan, async ({ context, body }) => createPlan(context, body), staffClub);
  route(
    app,
    endpoints.editPlan,
    async ({ context, params, body }) => editPlan(context, params.planId, body),
    staffClub,
  );
  route(
    app,
    endpoints.memberCards,
    async ({ context, params }) => memberCards(context, params.customerId),
    staffClub,
  );
  route(
    app,
    endpoints.pause,
    async ({ context, params, body }) => pauseSubscription(context, params.subscriptionId, body.until),
    staffClub,
  );
  route(
    app,
    endpoints.resume,
    async ({ context, params }) => resumeSubscription(context, params.subscriptionId),
    staffClub,
  );
  route(
    app,
    endpoints.cancel,
    async ({ context, params }) => cancelAtPeriodEnd(context, params.subscriptionId),
    staffClub,
  );
  route(
    app,
    endpoints.undoCancel,
    async ({ context, params }) => undoCancel(context, params.subscriptionId),
    staffClub,
  );
  route(
    app,
    endpoints.planChangePreview,
    async ({ context, params }) => previewPlanChange(context, params.subscriptionId, params.planId),
    staffClub,
  );
  route(
    app,
    endpoints.changePlan,
    async ({ context, params, body }) =>
      changeMembershipPlan(context, params.subscriptionId, params.planId, body.idempotencyKey),
    staffClub,
  );
  route(
    app,
    endpoints.failedPayments,
    async ({ context, query, reply }) => {
      const { items, totalCount } = await failedCharges(context, query);
      setPaginationHeader(reply, query, totalCount);
      return items;
    },
    staffClub,
  );
  route(
    app,
    endpoints.retryPayment,
    async ({ context, params }) => retrySubscriptionCharge(context, params.subscriptionTransactionId),
    staffClub,
  );
}
