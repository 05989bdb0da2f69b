import {
  type PlanInput,
  type StaffPlan,
  SUBSCRIPTION_FREQUENCIES,
  type SubscriptionFrequency,
} from "@crest/domain";
import { toMajorUnits, toMinorUnits } from "@crest/domain/common/money";

/** The plan form as typed: amounts and numbers as strings, read into a body on save. */
export interface PlanDraft {
  title: string;
  summary: string;
  details: string;
  type: "subscription" | "add-on";
  backgroundColor: string;
  foregroundColor: string;
  maxInvites: string;
  frequency: SubscriptionFrequency;
  rate: string;
  taxRate: string;
  serviceFee: string;
}

export const FREQUENCIES = SUBSCRIPTION_FREQUENCIES;

export const newPlanDraft = (): PlanDraft => ({
  title: "",
  summary: "",
  details: "",
  type: "subscription",
  backgroundColor: "#1f3d36",
  foregroundColor: "#ffffff",
  maxInvites: "0",
  frequency: "monthly",
  rate: "",
  taxRate: "0",
  serviceFee: "0",
});

/** A saved plan as the form shows it: amounts in the club's currency. */
export const planDraftOf = (plan: StaffPlan, currency: string): PlanDraft => ({
  title: plan.title,
  summary: plan.summary,
  details: plan.details,
  type: plan.type,
  backgroundColor: plan.backgroundColor,
  foregroundColor: plan.foregroundColor,
  maxInvites: String(plan.maxInvites),
  frequency: plan.frequency,
  rate: String(toMajorUnits(plan.rate, currency)),
  taxRate: String(plan.taxRate),
  serviceFee: String(toMajorUnits(plan.serviceFee, currency)),
});

const numberOf = (text: string): number => (text.trim() === "" ? 0 : Number(text));

/** The body of a save: the whole plan but its status and survey (kept as they are on a change). */
export function planInputOf(draft: PlanDraft, currency: string): Omit<PlanInput, "status" | "surveyId"> {
  return {
    title: draft.title.trim(),
    summary: draft.summary.trim(),
    details: draft.details.trim(),
    type: draft.type,
    backgroundColor: draft.backgroundColor,
    foregroundColor: draft.foregroundColor,
    maxInvites: numberOf(draft.maxInvites),
    frequency: draft.frequency,
    rate: toMinorUnits(numberOf(draft.rate), currency),
    taxRate: numberOf(draft.taxRate),
    serviceFee: toMinorUnits(numberOf(draft.serviceFee), currency),
  };
}
