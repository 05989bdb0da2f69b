/**
 * Data maps (spec-1 §3 Survey field dataMap): a field mapped to a profile attribute shows the
 * account's value and, on submit, writes the answer back. These convert between the profile as
 * stored (E.164 mobile, national phone digits with a country code, ISO birthdate) and answers
 * as the form takes them (10 digits at a US club, dates in the club's order).
 */
import { type CountryCode, parsePhoneNumberFromString } from "libphonenumber-js/min";
import { formatPhone } from "../common/rules.ts";
import { formatSurveyDate, parseSurveyDate, type SurveyDateFormat } from "./survey-dates.ts";
import type { SurveyDataMap } from "./surveys.schemas.ts";

/** The profile attributes data maps reach, named as the customer row names them. */
export interface SurveyProfile {
  firstName: string;
  middleName: string | null;
  lastName: string;
  email: string;
  birthdate: string | null;
  companyName: string | null;
  companyTitle: string | null;
  address: string | null;
  address2: string | null;
  city: string | null;
  zipCode: string | null;
  website: string | null;
  mobile: string | null;
  phoneNumber: string | null;
  phoneCountryCode: string | null;
  advanced: Record<string, unknown>;
}

export type SurveyProfileChanges = Partial<Omit<SurveyProfile, "email">>;

export interface SurveyProfileContext {
  /** The club's country; US conventions when "US" or none. */
  country: string | null;
  dateFormat: SurveyDateFormat;
}

/** The longest value each written attribute takes (the profile form's limits). */
export const PROFILE_TEXT_LIMITS: Partial<Record<SurveyDataMap, number>> = {
  first_name: 100,
  middle_name: 100,
  last_name: 100,
  company_name: 200,
  company_title: 200,
  address: 200,
  address2: 200,
  city: 100,
  website: 300,
};

/** Where `anniversary_date` lives: the profile's free-form attributes. */
export const ANNIVERSARY_ATTRIBUTE = "anniversary_date";

const TEXT_ATTRIBUTES = {
  first_name: "firstName",
  middle_name: "middleName",
  last_name: "lastName",
  company_name: "companyName",
  company_title: "companyTitle",
  address: "address",
  address2: "address2",
  city: "city",
  website: "website",
} as const satisfies Partial<Record<SurveyDataMap, keyof SurveyProfile>>;

const isUs = (country: string | null) => !country || country.toUpperCase() === "US";
const countryCode = (country: string | null) => (country ?? "US").toUpperCase() as CountryCode;

/** The ten national digits of a US number, or null when it is not one. */
function usDigits(value: string): string | null {
  const digits = value.replace(/\D/g, "");
  if (digits.length === 10) return digits;
  return digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : null;
}

/** The answer a data-mapped field starts with, from the account; null when the profile has none. */
export function prefillFromProfile(
  map: SurveyDataMap,
  profile: SurveyProfile,
  context: SurveyProfileContext,
): string | null {
  const us = isUs(context.country);
  switch (map) {
    case "email":
      return profile.email;
    case "cc_email":
      return null;
    case "mobile_number":
      if (!profile.mobile) return null;
      return us ? usDigits(profile.mobile) : formatPhone(profile.mobile);
    case "phone_number":
      if (!profile.phoneNumber) return null;
      return us ? usDigits(profile.phoneNumber) : formatPhone(profile.phoneNumber, profile.phoneCountryCode);
    case "zip_code":
      return profile.zipCode;
    case "birthdate":
      return profile.birthdate ? formatSurveyDate(profile.birthdate, context.dateFormat) || null : null;
    case "anniversary_date": {
      const stored = profile.advanced[ANNIVERSARY_ATTRIBUTE];
      return typeof stored === "string" ? formatSurveyDate(stored, context.dateFormat) || null : null;
    }
    default:
      return profile[TEXT_ATTRIBUTES[map]];
  }
}

/** A phone answer (which passed the field's rule) as the profile stores it. */
function phoneOf(answer: string, context: SurveyProfileContext) {
  const parsed = isUs(context.country)
    ? parsePhoneNumberFromString(`+1${usDigits(answer) ?? answer}`)
    : parsePhoneNumberFromString(answer, countryCode(context.country));
  if (!parsed) return null;
  return {
    e164: String(parsed.number),
    national: String(parsed.nationalNumber),
    code: `+${parsed.countryCallingCode}`,
  };
}

/**
 * What one answer writes to the profile. A blank answer writes nothing (a survey never erases
 * the profile), nor does `email` (the sign-in address changes through the profile, which
 * re-verifies it) or `cc_email` (not the member's).
 */
export function profileChangeOf(
  map: SurveyDataMap,
  answer: string,
  profile: SurveyProfile,
  context: SurveyProfileContext,
): SurveyProfileChanges {
  const value = answer.trim();
  if (value === "") return {};
  switch (map) {
    case "email":
    case "cc_email":
      return {};
    case "mobile_number": {
      const phone = phoneOf(value, context);
      return phone ? { mobile: phone.e164 } : {};
    }
    case "phone_number": {
      const phone = phoneOf(value, context);
      return phone ? { phoneNumber: phone.national, phoneCountryCode: phone.code } : {};
    }
    case "zip_code":
      return { zipCode: value };
    case "birthdate": {
      const day = parseSurveyDate(value, context.dateFormat);
      return day ? { birthdate: day } : {};
    }
    case "anniversary_date": {
      const day = parseSurveyDate(value, context.dateFormat);
      return day ? { advanced: { ...profile.advanced, [ANNIVERSARY_ATTRIBUTE]: day } } : {};
    }
    default:
      return { [TEXT_ATTRIBUTES[map]]: value };
  }
}
