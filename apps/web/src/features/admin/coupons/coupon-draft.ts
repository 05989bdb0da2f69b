import type { CouponInput, StaffCoupon } from "@crest/domain";
import { toMajorUnits, toMinorUnits } from "@crest/domain/common/money";
import { fromZonedInput, toZonedInput } from "../components/club-intl.ts";

/** The coupon form as typed: every field a string (or a flag), read into a body on save. */
export interface CouponDraft {
  code: string;
  kind: "percent" | "fixed";
  percentOff: string;
  amountOff: string;
  minSubtotal: string;
  startsOn: string;
  expiresOn: string;
  maxUses: string;
  active: boolean;
  message: string;
}

export const newCouponDraft = (): CouponDraft => ({
  code: "",
  kind: "percent",
  percentOff: "",
  amountOff: "",
  minSubtotal: "",
  startsOn: "",
  expiresOn: "",
  maxUses: "",
  active: true,
  message: "",
});

/** A saved coupon as the form shows it: amounts in the club's currency, dates on its clock. */
export const couponDraftOf = (coupon: StaffCoupon, zone: string, currency: string): CouponDraft => ({
  code: coupon.code,
  kind: coupon.kind,
  percentOff: coupon.percentOff === null ? "" : String(coupon.percentOff),
  amountOff: coupon.amountOff === null ? "" : String(toMajorUnits(coupon.amountOff, currency)),
  minSubtotal: coupon.minSubtotal ? String(toMajorUnits(coupon.minSubtotal, currency)) : "",
  startsOn: coupon.startsOn ? toZonedInput(coupon.startsOn, zone) : "",
  expiresOn: coupon.expiresOn ? toZonedInput(coupon.expiresOn, zone) : "",
  maxUses: coupon.maxUses === null ? "" : String(coupon.maxUses),
  active: coupon.active,
  message: coupon.message,
});

const numberOrNull = (text: string): number | null => (text.trim() === "" ? null : Number(text));

/** The body of a save: the whole coupon (the server checks the terms together). */
export function couponInputOf(draft: CouponDraft, zone: string, currency: string): CouponInput {
  const percent = numberOrNull(draft.percentOff);
  const amount = numberOrNull(draft.amountOff);
  return {
    code: draft.code.trim(),
    kind: draft.kind,
    percentOff: draft.kind === "percent" ? percent : null,
    amountOff: draft.kind === "fixed" && amount !== null ? toMinorUnits(amount, currency) : null,
    minSubtotal: toMinorUnits(numberOrNull(draft.minSubtotal) ?? 0, currency),
    startsOn: fromZonedInput(draft.startsOn, zone),
    expiresOn: fromZonedInput(draft.expiresOn, zone),
    maxUses: numberOrNull(draft.maxUses),
    active: draft.active,
    message: draft.message.trim(),
  };
}
