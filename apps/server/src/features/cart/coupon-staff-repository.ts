/** The cart's coupon queries for staff (issue 32 item 3): a filtered, sorted page, one coupon, a new one, a change. */
import { type PageQuery, pageOffset, type StaffCouponsQuery } from "@crest/domain";
import { and, asc, desc, eq, like } from "drizzle-orm";
import type { TenantScope } from "../../db/tenant-scope.ts";
import { startingWith } from "../../lib/like-patterns.ts";
import { type CouponRow, commerceCoupons } from "./tables.ts";

export type CouponValues = Omit<
  typeof commerceCoupons.$inferInsert,
  "id" | "companyId" | "uses" | "createdAt"
>;

const SORT_KEYS = {
  code: commerceCoupons.code,
  created: commerceCoupons.createdAt,
  uses: commerceCoupons.uses,
} as const;

/** A page of the club's coupons whose code starts with `search` (codes are upper case), on or off. */
export async function couponPage(
  scope: TenantScope,
  query: Pick<StaffCouponsQuery, "search" | "state" | "sort" | "direction">,
  page: PageQuery,
) {
  const where = and(
    query.search ? like(commerceCoupons.code, startingWith(query.search.toUpperCase())) : undefined,
    query.state ? eq(commerceCoupons.active, query.state === "active") : undefined,
  );
  const by = query.direction === "asc" ? asc : desc;
  const [rows, totalCount] = await Promise.all([
    scope
      .select()
      .from(commerceCoupons)
      .where(where)
      .orderBy(by(SORT_KEYS[query.sort]), asc(commerceCoupons.id))
      .limit(page.pageSize)
      .offset(pageOffset(page)),
    scope.count(commerceCoupons, where),
  ]);
  return { rows, totalCount };
}

/** One coupon of the club; another club's is a 404. */
export const clubCoupon = (scope: TenantScope, couponId: string): Promise<CouponRow> =>
  scope.getOne(commerceCoupons, eq(commerceCoupons.id, couponId));

export const insertCoupon = (scope: TenantScope, values: CouponValues): Promise<CouponRow> =>
  scope.insertOne(commerceCoupons, values);

export const updateCoupon = (scope: TenantScope, couponId: string, values: Partial<CouponValues>) =>
  scope.updateOne(commerceCoupons, eq(commerceCoupons.id, couponId), values);
