/**
 * Coupons as the club's staff manage them (issue 32 item 3): the terms the cart's coupon rules
 * read (`couponRefusal`, `discountAmount`): a code, a percentage or an amount off, a minimum
 * subtotal, a validity window, a usage limit, on or off, and the message the member reads.
 */
import { z } from "zod";
import { dateTimeSchema } from "../common/date-time.ts";
import { moneySchema } from "../common/money-codec.ts";
import { pageQuerySchema } from "../common/pagination.ts";

/**
 * What members type: letters, digits, `-` and `_`; the server stores it upper case (the cart
 * compares without case). No transform here: the web encodes bodies through these schemas.
 */
export const couponCodeSchema = z
  .string()
  .trim()
  .min(2)
  .max(40)
  .regex(/^[A-Za-z0-9_-]+$/);

/** A coupon as staff see it: `percentOff` for a percentage coupon, `amountOff` for a fixed one. */
export const staffCouponSchema = z.object({
  id: z.uuid(),
  code: z.string(),
  kind: z.enum(["percent", "fixed"]),
  /** 15 for 15 % (two decimals at most); null for a fixed coupon. */
  percentOff: z.number().nullable(),
  amountOff: moneySchema.nullable(),
  minSubtotal: moneySchema,
  startsOn: dateTimeSchema.nullable(),
  expiresOn: dateTimeSchema.nullable(),
  /** How many orders may use it in all; null for no limit. */
  maxUses: z.int().nullable(),
  uses: z.int(),
  active: z.boolean(),
  message: z.string(),
  createdOn: dateTimeSchema,
});
export type StaffCoupon = z.infer<typeof staffCouponSchema>;

const couponFields = {
  code: couponCodeSchema,
  kind: z.enum(["percent", "fixed"]),
  percentOff: z.number().min(0.01).max(100).multipleOf(0.01).nullable(),
  amountOff: moneySchema.nullable(),
  minSubtotal: moneySchema,
  startsOn: dateTimeSchema.nullable(),
  expiresOn: dateTimeSchema.nullable(),
  maxUses: z.int().min(1).max(10_000_000).nullable(),
  active: z.boolean(),
  message: z.string().trim().max(200),
};

/** POST /admin/api/coupons. */
export const couponInputSchema = z
  .object({
    ...couponFields,
    percentOff: couponFields.percentOff.default(null),
    amountOff: couponFields.amountOff.default(null),
    minSubtotal: couponFields.minSubtotal.default(0),
    startsOn: couponFields.startsOn.default(null),
    expiresOn: couponFields.expiresOn.default(null),
    maxUses: couponFields.maxUses.default(null),
    active: couponFields.active.default(true),
    message: couponFields.message.default(""),
  })
  .strict();
export type CouponInput = z.infer<typeof couponInputSchema>;

/** PATCH /admin/api/coupons/{couponId}: the fields to change (`active: false` disables it). */
export const couponPatchSchema = z.object(couponFields).partial().strict();
export type CouponPatch = z.infer<typeof couponPatchSchema>;

export const couponParamsSchema = z.object({ couponId: z.uuid() });

/** GET /admin/api/coupons: by the start of the code, on or off, sorted by code, newest or uses. */
export const staffCouponsQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(40).optional(),
  state: z.enum(["active", "disabled"]).optional(),
  sort: z.enum(["code", "created", "uses"]).default("created"),
  direction: z.enum(["asc", "desc"]).default("desc"),
});
export type StaffCouponsQuery = z.infer<typeof staffCouponsQuerySchema>;

/**
 * A coupon's terms as a whole, once a create or a change is applied: the value its kind needs
 * (a percentage coupon has `percentOff`, a fixed one `amountOff` above zero), and a window that
 * ends after it starts. Answers the field at fault and why, or null.
 */
export function couponTermsProblem(
  terms: Pick<StaffCoupon, "kind" | "percentOff" | "amountOff" | "startsOn" | "expiresOn">,
): { field: string; details: string } | null {
  if (terms.kind === "percent" && terms.percentOff === null)
    return { field: "percent_off", details: "A percentage coupon needs its percentage" };
  if (terms.kind === "fixed" && (terms.amountOff === null || terms.amountOff <= 0))
    return { field: "amount_off", details: "A fixed coupon needs an amount above zero" };
  if (terms.startsOn && terms.expiresOn && terms.expiresOn.getTime() <= terms.startsOn.getTime())
    return { field: "expires_on", details: "Must be after the start" };
  return null;
}
