/**
 * Plans for staff (issue 32 item 2): list, one, create, change and deactivate. A plan's default
 * terms (period, price before tax, tax rate, service fee) are what a subscription on it copies:
 * `subscriptionTermsOf` is the one place that says so (a change of plan uses it). The tax rate is
 * stored in hundredths of a percent, as subscriptions store it.
 */
import {
  type PlanInput,
  type PlanPatch,
  STAFF_FIELD_MESSAGES,
  type StaffPlan,
  type StaffPlansQuery,
} from "@crest/domain";
import { fieldError } from "../../lib/errors.ts";
import type { ServiceContext } from "../../platform/service-context.ts";
import { isClubSurvey } from "../surveys/index.ts";
import {
  cardCounts,
  clubPlan,
  insertPlan,
  type PlanValues,
  planPage,
  updatePlan,
} from "./staff-plan-repository.ts";
import type { MembershipPlanRow, MembershipSubscriptionRow } from "./tables.ts";

/** A plan as staff see it, with how many cards it has. */
export const staffPlanView = (row: MembershipPlanRow, cards: number): StaffPlan => ({
  id: row.id,
  status: row.status,
  title: row.title,
  summary: row.summary,
  details: row.details,
  type: row.type,
  backgroundColor: row.backgroundColor,
  foregroundColor: row.foregroundColor,
  surveyId: row.surveyId,
  maxInvites: row.maxInvites,
  frequency: row.frequency,
  rate: row.rate,
  taxRate: row.taxRateHundredths / 100,
  serviceFee: row.serviceFee,
  cards,
  createdOn: row.createdAt,
});

/** The terms a subscription on the plan takes: its period, price, tax rate and fee. */
export const subscriptionTermsOf = (
  plan: MembershipPlanRow,
): Pick<MembershipSubscriptionRow, "frequency" | "rate" | "taxRateHundredths" | "serviceFee"> => ({
  frequency: plan.frequency,
  rate: plan.rate,
  taxRateHundredths: plan.taxRateHundredths,
  serviceFee: plan.serviceFee,
});

const valuesOf = (input: PlanPatch): Partial<PlanValues> => {
  const { taxRate, ...rest } = input;
  return { ...rest, ...(taxRate === undefined ? {} : { taxRateHundredths: Math.round(taxRate * 100) }) };
};

/** A plan's form (answered before joining) must be one of the club's own. */
async function checkSurvey(context: ServiceContext, surveyId: string | null | undefined): Promise<void> {
  if (surveyId && !(await isClubSurvey(context, surveyId)))
    throw fieldError("surveyId", STAFF_FIELD_MESSAGES.plan_survey_unknown);
}

async function viewOf(context: ServiceContext, row: MembershipPlanRow) {
  return staffPlanView(row, (await cardCounts(context.scope, [row.id])).get(row.id) ?? 0);
}

/** GET /admin/api/memberships/plans. */
export async function staffPlans(context: ServiceContext, query: StaffPlansQuery) {
  const { rows, totalCount } = await planPage(context.scope, query, query);
  const counts = await cardCounts(
    context.scope,
    rows.map((row) => row.id),
  );
  return { items: rows.map((row) => staffPlanView(row, counts.get(row.id) ?? 0)), totalCount };
}

/** GET /admin/api/memberships/plans/{planId}. */
export const staffPlan = async (context: ServiceContext, planId: string) =>
  viewOf(context, await clubPlan(context.scope, planId));

/** POST /admin/api/memberships/plans. */
export async function createPlan(context: ServiceContext, input: PlanInput): Promise<StaffPlan> {
  await checkSurvey(context, input.surveyId);
  const values = valuesOf(input) as PlanValues;
  return staffPlanView(await insertPlan(context.scope, values), 0);
}

/**
 * PATCH /admin/api/memberships/plans/{planId}: the fields given. A deactivated plan leaves the
 * member's catalogue; its cards and subscriptions go on as they are, and so do their terms: a
 * plan's new price applies to subscriptions that move to it, not to those already on it.
 */
export async function editPlan(context: ServiceContext, planId: string, patch: PlanPatch) {
  await clubPlan(context.scope, planId);
  await checkSurvey(context, patch.surveyId);
  return viewOf(context, await updatePlan(context.scope, planId, valuesOf(patch)));
}
