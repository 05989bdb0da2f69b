/** The cart's resource for the tenant-isolation sweep: one coupon of the club (issue 32 item 3). */
import type { IsolationFixture } from "../../platform/feature.ts";
import { createCoupon } from "./coupon-staff-service.ts";

export const couponIsolationFixture: IsolationFixture = {
  create: async (context) => {
    const coupon = await createCoupon(context, {
      code: `ISO${crypto.randomUUID().slice(0, 8)}`,
      kind: "percent",
      percentOff: 10,
      amountOff: null,
      minSubtotal: 0,
      startsOn: null,
      expiresOn: null,
      maxUses: null,
      active: true,
      message: "",
    });
    return {
      params: { couponId: coupon.id },
      bodies: { "PATCH /admin/api/coupons/{couponId}": { message: "Isolation" } },
    };
  },
};
