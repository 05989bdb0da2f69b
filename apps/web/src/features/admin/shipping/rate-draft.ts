import type { ShippingRateInput, StaffShippingRate } from "@crest/domain";
import { toMajorUnits, toMinorUnits } from "@crest/domain/common/money";
import { fromZonedInput, toZonedInput } from "../components/club-intl.ts";

/** A weight bracket as typed. */
export interface BracketDraft {
  upToGrams: string;
  price: string;
}

/** The rate form as typed: every field a string, read into a body on save. */
export interface RateDraft {
  method: string;
  courier: string;
  courierCode: string;
  basis: "flat" | "weight";
  price: string;
  brackets: BracketDraft[];
  /** ISO codes as typed, separated by commas or spaces. */
  countries: string;
  freeFrom: string;
  validUntil: string;
}

export const newRateDraft = (): RateDraft => ({
  method: "",
  courier: "",
  courierCode: "",
  basis: "flat",
  price: "",
  brackets: [{ upToGrams: "", price: "" }],
  countries: "",
  freeFrom: "",
  validUntil: "",
});

const major = (minor: number, currency: string) => String(toMajorUnits(minor, currency));

/** A saved rate as the form shows it: amounts in the club's currency, the end on its clock. */
export const rateDraftOf = (rate: StaffShippingRate, zone: string, currency: string): RateDraft => ({
  method: rate.method,
  courier: rate.courier,
  courierCode: rate.courierCode,
  basis: rate.basis,
  price: rate.basis === "flat" ? major(rate.price, currency) : "",
  brackets: rate.brackets.length
    ? rate.brackets.map((b) => ({ upToGrams: String(b.upToGrams), price: major(b.price, currency) }))
    : [{ upToGrams: "", price: "" }],
  countries: rate.countries.join(", "),
  freeFrom: rate.freeFrom === null ? "" : major(rate.freeFrom, currency),
  validUntil: rate.validUntil ? toZonedInput(rate.validUntil, zone) : "",
});

const amount = (text: string, currency: string) => toMinorUnits(Number(text.trim() || 0), currency);

/** The body of a save: the whole rate (the server checks the terms together). */
export function rateInputOf(draft: RateDraft, zone: string, currency: string): ShippingRateInput {
  const flat = draft.basis === "flat";
  return {
    method: draft.method.trim(),
    courier: draft.courier.trim(),
    courierCode: draft.courierCode.trim(),
    basis: draft.basis,
    price: flat ? amount(draft.price, currency) : 0,
    brackets: flat
      ? []
      : draft.brackets
          .filter((b) => b.upToGrams.trim() || b.price.trim())
          .map((b) => ({ upToGrams: Number(b.upToGrams), price: amount(b.price, currency) })),
    countries: draft.countries
      .split(/[\s,;]+/)
      .map((code) => code.trim().toUpperCase())
      .filter(Boolean),
    freeFrom: draft.freeFrom.trim() ? amount(draft.freeFrom, currency) : null,
    validUntil: fromZonedInput(draft.validUntil, zone),
  };
}
