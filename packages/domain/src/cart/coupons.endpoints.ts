/** /admin/api/coupons (issue 32 item 3): the club's coupons for staff; the club is the staff session's. */
import { defineEndpoint } from "../common/endpoint.ts";
import {
  couponInputSchema,
  couponParamsSchema,
  couponPatchSchema,
  staffCouponSchema,
  staffCouponsQuerySchema,
} from "./coupons.schemas.ts";

const staff = { access: "staff", tags: ["admin", "coupons"], errors: [400, 401, 403, 404] } as const;

export const couponStaffEndpoints = {
  list: defineEndpoint({
    ...staff,
    method: "GET",
    path: "/admin/api/coupons",
    summary: "The club's coupons, by the start of their code, on or off, sorted (paginated)",
    query: staffCouponsQuerySchema,
    answer: staffCouponSchema.array(),
  }),
  get: defineEndpoint({
    ...staff,
    method: "GET",
    path: "/admin/api/coupons/:couponId",
    summary: "One coupon of the club",
    params: couponParamsSchema,
    answer: staffCouponSchema,
  }),
  create: defineEndpoint({
    ...staff,
    method: "POST",
    path: "/admin/api/coupons",
    summary: "A new coupon (409 coupon_code_taken when the club has the code already)",
    body: couponInputSchema,
    answer: staffCouponSchema,
    status: 201,
    errors: [...staff.errors, 409],
  }),
  edit: defineEndpoint({
    ...staff,
    method: "PATCH",
    path: "/admin/api/coupons/:couponId",
    summary: "Change a coupon's terms, or turn it off (active: false) or on again",
    params: couponParamsSchema,
    body: couponPatchSchema,
    answer: staffCouponSchema,
    errors: [...staff.errors, 409],
  }),
};
