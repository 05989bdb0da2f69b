/** The customer account (spec-2 §3 Customer account, spec-1 §3 Customer). */
import { z } from "zod";
import { currentPasswordSchema, emailSchema, newPasswordSchema } from "../auth/auth.schemas.ts";
import { COUNTRY_CODES } from "../common/address.ts";
import { calendarDateSchema, todayIso } from "../common/calendar-date.ts";
import { FIELD_MESSAGES } from "../common/field-messages.ts";
import { isValidPhone } from "../common/rules.ts";

export const CUSTOMER_FLAGS = ["createpw", "changepw", "membership_failed_payment"] as const;
export const customerFlagSchema = z.enum(CUSTOMER_FLAGS);
export type CustomerFlag = z.infer<typeof customerFlagSchema>;

export const GENDERS = ["F", "M", "X"] as const;

export const phoneSchema = z.object({
  countryCode: z
    .string()
    .regex(/^\+?\d{1,4}$/)
    .nullable(),
  number: z.string(),
  full: z.string(),
});

export const accountGlobalNetworkSchema = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  version: z.string(),
  current: z.boolean(),
});

/** GET /api/account/global-networks: the clubs of the member's network they belong to. */
export const globalNetworksAnswerSchema = z.array(accountGlobalNetworkSchema);

/** POST /api/account/global-switch: move to another club of the network, signed in there. */
export const globalSwitchRequestSchema = z.object({ companyId: z.uuid() });
/** Where the browser goes next: that club's `/global-switch/{pass}` (a one-use pass, 1 minute). */
export const globalSwitchAnswerSchema = z.object({ url: z.string() });
export type GlobalSwitchAnswer = z.infer<typeof globalSwitchAnswerSchema>;
export const globalSwitchPassParamsSchema = z.object({ token: z.string().min(8).max(200) });

export const accountSchema = z.object({
  id: z.string(),
  userId: z.string(),
  companyId: z.string(),
  email: z.string(),
  /** A new address asked for and not confirmed yet: `email` changes once it is. */
  pendingEmail: z.string().nullable(),
  firstName: z.string(),
  middleName: z.string().nullable(),
  lastName: z.string(),
  fullName: z.string(),
  gender: z.enum(GENDERS).nullable(),
  birthdate: z.string().nullable(),
  companyName: z.string().nullable(),
  companyTitle: z.string().nullable(),
  address: z.string().nullable(),
  address2: z.string().nullable(),
  address3: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zipCode: z.string().nullable(),
  country: z.string().nullable(),
  mobile: z.string().nullable(),
  phone: phoneSchema.nullable(),
  website: z.string().nullable(),
  optInEmail: z.boolean(),
  optInSms: z.boolean(),
  private: z.boolean(),
  profilePhoto: z.string().nullable(),
  totalTouchpoints: z.number().int(),
  homeHouseId: z.string().nullable(),
  isMember: z.boolean(),
  houseAccountEnabled: z.boolean(),
  emailVerified: z.boolean(),
  flag: customerFlagSchema.nullable(),
  advanced: z.record(z.string(), z.unknown()),
  globalNetworks: z.array(accountGlobalNetworkSchema),
});
export type Account = z.infer<typeof accountSchema>;

const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();
const birthdateSchema = calendarDateSchema.refine((day) => day <= todayIso(), {
  message: FIELD_MESSAGES.birthdate_future,
});

/** PATCH /api/account: profile fields, home house, and a password change. */
export const accountUpdateSchema = z
  .object({
    firstName: z.string().trim().min(1, FIELD_MESSAGES.first_name_required).max(100).optional(),
    middleName: optionalText(100),
    lastName: z.string().trim().min(1, FIELD_MESSAGES.last_name_required).max(100).optional(),
    /** A new e-mail: pending until confirmed from its mailbox; needs `currentPassword`. */
    email: emailSchema.optional(),
    /** The current password, required to change the e-mail. */
    currentPassword: currentPasswordSchema.optional(),
    gender: z.enum(GENDERS).nullable().optional(),
    birthdate: birthdateSchema.nullable().optional(),
    companyName: optionalText(200),
    companyTitle: optionalText(200),
    address: optionalText(200),
    address2: optionalText(200),
    address3: optionalText(200),
    city: optionalText(100),
    state: optionalText(100),
    zipCode: optionalText(20),
    country: z
      .string()
      .trim()
      .toUpperCase()
      .refine((code) => COUNTRY_CODES.includes(code), { message: FIELD_MESSAGES.country_required })
      .nullable()
      .optional(),
    mobile: z
      .string()
      .trim()
      .max(30)
      .refine((v) => isValidPhone(v), { message: FIELD_MESSAGES.phone_invalid })
      .nullable()
      .optional(),
    phone: z
      .object({
        countryCode: z
          .string()
          .regex(/^\+?\d{1,4}$/, FIELD_MESSAGES.country_code_invalid)
          .nullable()
          .optional(),
        number: z
          .string()
          .trim()
          .max(30)
          .refine((v) => isValidPhone(v), { message: FIELD_MESSAGES.phone_invalid }),
      })
      .nullable()
      .optional(),
    website: optionalText(300),
    optInEmail: z.boolean().optional(),
    optInSms: z.boolean().optional(),
    private: z.boolean().optional(),
    homeHouseId: z.string().nullable().optional(),
    password: z
      .object({
        /** Required unless the account is flagged createpw (it has no usable password yet). */
        currentPassword: currentPasswordSchema.optional(),
        newPassword: newPasswordSchema,
      })
      .optional(),
  })
  .strict();
export type AccountUpdate = z.infer<typeof accountUpdateSchema>;

export const PROFILE_PHOTO_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif"] as const;
export const PROFILE_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
