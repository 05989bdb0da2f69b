/** Plans for staff (issue 32 item 2): a filtered, sorted page, one plan, a new one, a change, card counts. */
import { type PageQuery, pageOffset, type StaffPlansQuery } from "@crest/domain";
import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { TenantScope } from "../../db/tenant-scope.ts";
import { startingWith } from "../../lib/like-patterns.ts";
import { type MembershipPlanRow, membershipCards, membershipPlans } from "./tables.ts";

export type PlanValues = Omit<typeof membershipPlans.$inferInsert, "id" | "companyId" | "createdAt">;

const SORT_KEYS = {
  title: sql`lower(${membershipPlans.title})`,
  created: membershipPlans.createdAt,
  rate: membershipPlans.rate,
} as const;

/** A page of the club's plans whose title starts with `search` (any case), active or not. */
export async function planPage(
  scope: TenantScope,
  query: Pick<StaffPlansQuery, "search" | "status" | "sort" | "direction">,
  page: PageQuery,
) {
  const where = and(
    query.search
      ? sql`lower(${membershipPlans.title}) like ${startingWith(query.search.toLowerCase())}`
      : undefined,
    query.status ? eq(membershipPlans.status, query.status) : undefined,
  );
  const by = query.direction === "asc" ? asc : desc;
  const [rows, totalCount] = await Promise.all([
    scope
      .select()
      .from(membershipPlans)
      .where(where)
      .orderBy(by(SORT_KEYS[query.sort]), asc(membershipPlans.id))
      .limit(page.pageSize)
      .offset(pageOffset(page)),
    scope.count(membershipPlans, where),
  ]);
  return { rows, totalCount };
}

/** How many cards each plan has (sub-members' included), by plan id. */
export async function cardCounts(scope: TenantScope, planIds: readonly string[]) {
  if (planIds.length === 0) return new Map<string, number>();
  const rows = await scope
    .select({ planId: membershipCards.planId, cards: count() })
    .from(membershipCards)
    .where(inArray(membershipCards.planId, [...planIds]))
    .groupBy(membershipCards.planId);
  return new Map(rows.map((row) => [row.planId, row.cards]));
}

/** One plan of the club; another club's is a 404. */
export const clubPlan = (scope: TenantScope, planId: string): Promise<MembershipPlanRow> =>
  scope.getOne(membershipPlans, eq(membershipPlans.id, planId));

export const insertPlan = (scope: TenantScope, values: PlanValues): Promise<MembershipPlanRow> =>
  scope.insertOne(membershipPlans, values);

export const updatePlan = (scope: TenantScope, planId: string, values: Partial<PlanValues>) =>
  scope.updateOne(membershipPlans, eq(membershipPlans.id, planId), values);
