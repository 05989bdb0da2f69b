/**
 * Coupons for staff (issue 32 item 3): list, one, create, change and turn off or on. Only the
 * terms the cart's coupon rules read are kept (cart.rules.ts `couponRefusal`, `discountAmount`);
 * a percentage is stored in basis points, an amount in minor units, a code upper case.
 */
import {
  type CouponInput,
  type CouponPatch,
  couponTermsProblem,
  type StaffCoupon,
  type StaffCouponsQuery,
} from "@crest/domain";
import { isUniqueViolation } from "../../db/unique-violation.ts";
import { AppError, fieldError } from "../../lib/errors.ts";
import type { ServiceContext } from "../../platform/service-context.ts";
import {
  type CouponValues,
  clubCoupon,
  couponPage,
  insertCoupon,
  updateCoupon,
} from "./coupon-staff-repository.ts";
import type { CouponRow } from "./tables.ts";

/** A coupon as staff see it. */
export const staffCouponView = (row: CouponRow): StaffCoupon => ({
  id: row.id,
  code: row.code,
  kind: row.kind,
  percentOff: row.kind === "percent" ? row.value / 100 : null,
  amountOff: row.kind === "fixed" ? row.value : null,
  minSubtotal: row.minSubtotal,
  startsOn: row.startsOn,
  expiresOn: row.expiresOn,
  maxUses: row.maxUses,
  uses: row.uses,
  active: row.active,
  message: row.message,
  createdOn: row.createdAt,
});

/** The row's values for whole terms, after checking they hold together (400 naming the field). */
function valuesOf(terms: Omit<StaffCoupon, "id" | "uses" | "createdOn">): CouponValues {
  const problem = couponTermsProblem(terms);
  if (problem) throw fieldError(problem.field, problem.details);
  return {
    code: terms.code.toUpperCase(),
    kind: terms.kind,
    value: terms.kind === "percent" ? Math.round((terms.percentOff ?? 0) * 100) : (terms.amountOff ?? 0),
    minSubtotal: terms.minSubtotal,
    startsOn: terms.startsOn,
    expiresOn: terms.expiresOn,
    maxUses: terms.maxUses,
    active: terms.active,
    message: terms.message,
  };
}

/** The club's unique code decides between two saves of one code: 409 coupon_code_taken. */
const codeTaken = (error: unknown): never => {
  throw isUniqueViolation(error) ? new AppError("coupon_code_taken") : error;
};

/** GET /admin/api/coupons. */
export async function staffCoupons(context: ServiceContext, query: StaffCouponsQuery) {
  const { rows, totalCount } = await couponPage(context.scope, query, query);
  return { items: rows.map(staffCouponView), totalCount };
}

/** GET /admin/api/coupons/{couponId}. */
export const staffCoupon = async (context: ServiceContext, couponId: string) =>
  staffCouponView(await clubCoupon(context.scope, couponId));

/** POST /admin/api/coupons. */
export async function createCoupon(context: ServiceContext, input: CouponInput): Promise<StaffCoupon> {
  const row = await insertCoupon(context.scope, valuesOf(input)).catch(codeTaken);
  return staffCouponView(row);
}

/** PATCH /admin/api/coupons/{couponId}: the change applied to the coupon's terms, checked as a whole. */
export async function editCoupon(context: ServiceContext, couponId: string, patch: CouponPatch) {
  const current = staffCouponView(await clubCoupon(context.scope, couponId));
  // A change of kind drops the other kind's value unless the patch gives it.
  const kindChanged = patch.kind !== undefined && patch.kind !== current.kind;
  const merged = {
    ...current,
    ...(kindChanged ? { percentOff: null, amountOff: null } : {}),
    ...patch,
  };
  const row = await updateCoupon(context.scope, couponId, valuesOf(merged)).catch(codeTaken);
  return staffCouponView(row);
}
