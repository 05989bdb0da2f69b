/**
 * The profile form's values and how they map to the account (spec-2 §3 Customer account): the
 * form edits strings, a dayjs birthdate and phone pairs; a save sends only what changed.
 */
import { type Account, type AccountUpdate, formatPhone, type GENDERS } from "@crest/domain";
import dayjs, { type Dayjs } from "dayjs";
import {
  DEFAULT_COUNTRY_CODE,
  type PhoneValue,
  parsePhone,
  phoneText,
} from "../../../components/inputs/index.ts";

export type Gender = (typeof GENDERS)[number];

export const TEXT_FIELDS = [
  "firstName",
  "middleName",
  "lastName",
  "email",
  "companyName",
  "companyTitle",
  "address",
  "address2",
  "address3",
  "city",
  "state",
  "zipCode",
  "country",
  "website",
] as const;
type TextField = (typeof TEXT_FIELDS)[number];

export const SWITCH_FIELDS = ["optInEmail", "optInSms", "private"] as const;
type SwitchField = (typeof SWITCH_FIELDS)[number];

export type ProfileValues = Record<TextField, string> &
  Record<SwitchField, boolean> & {
    gender: Gender | null;
    birthdate: Dayjs | null;
    mobile: PhoneValue;
    phone: PhoneValue;
    /** Asked for only when the e-mail changes; never part of the account. */
    currentPassword?: string;
  };

/** Every top-level field the form owns: server errors for other fields go to the notifier. */
export const PROFILE_FIELDS: readonly string[] = [
  ...TEXT_FIELDS,
  ...SWITCH_FIELDS,
  "gender",
  "birthdate",
  "mobile",
  "phone",
  "currentPassword",
];

const BIRTHDATE_FORMAT = "YYYY-MM-DD";

/** spec-2 §5 phone display: (xxx) xxx-xxxx, with +country when a country code is known. */
export const displayPhone = (value: PhoneValue): string =>
  value.number ? formatPhone(value.number, value.countryCode) : "";

/** A birthdate is a calendar day, not an instant: it is never moved between time zones. */
export const parseBirthdate = (value: string | null): Dayjs | null => {
  if (!value) return null;
  const day = dayjs(value.slice(0, 10), BIRTHDATE_FORMAT);
  return day.isValid() ? day : null;
};

export function toProfileValues(account: Account): ProfileValues {
  const text = Object.fromEntries(TEXT_FIELDS.map((field) => [field, account[field] ?? ""])) as Record<
    TextField,
    string
  >;
  return {
    ...text,
    optInEmail: account.optInEmail,
    optInSms: account.optInSms,
    private: account.private,
    gender: account.gender,
    birthdate: parseBirthdate(account.birthdate),
    mobile: parsePhone(account.mobile),
    phone: account.phone
      ? {
          countryCode: account.phone.countryCode ?? DEFAULT_COUNTRY_CODE,
          number: account.phone.number.replace(/\D/g, ""),
        }
      : { countryCode: DEFAULT_COUNTRY_CODE, number: "" },
  };
}

const blankToNull = (value: string | undefined): string | null => {
  const trimmed = value?.trim() ?? "";
  return trimmed === "" ? null : trimmed;
};

const samePhone = (a: PhoneValue, b: PhoneValue): boolean =>
  a.number === b.number && (a.number === "" || a.countryCode === b.countryCode);

/** The PATCH body for what the member changed; empty when nothing did. */
export function changedFields(account: Account, values: ProfileValues): AccountUpdate {
  const before = toProfileValues(account);
  const update: Record<string, unknown> = {};
  for (const field of TEXT_FIELDS) {
    const next = blankToNull(values[field]);
    if (next !== blankToNull(before[field])) update[field] = next;
  }
  for (const field of SWITCH_FIELDS) {
    if (values[field] !== before[field]) update[field] = values[field];
  }
  if ((values.gender ?? null) !== before.gender) update.gender = values.gender ?? null;
  const birthdate = values.birthdate ? values.birthdate.format(BIRTHDATE_FORMAT) : null;
  if (birthdate !== (before.birthdate?.format(BIRTHDATE_FORMAT) ?? null)) update.birthdate = birthdate;
  if (!samePhone(values.mobile, before.mobile)) {
    update.mobile = phoneText(values.mobile);
  }
  if (!samePhone(values.phone, before.phone)) {
    update.phone = values.phone.number
      ? { countryCode: values.phone.countryCode, number: values.phone.number }
      : null;
  }
  return update as AccountUpdate;
}
