/**
 * PATCH /api/account's body, apart from the account's read shapes: its phone and country rules
 * bring libphonenumber and the country list, which a signed-in start (decoding the account)
 * must not wait for. Forms and the server load it; the start-up path does not.
 */
import { z } from "zod";
import { currentPasswordSchema, emailSchema, newPasswordSchema } from "../auth/auth.schemas.ts";
import { COUNTRY_CODES } from "../common/address.ts";
import { calendarDateSchema, todayIso } from "../common/calendar-date.ts";
import { FIELD_MESSAGES } from "../common/field-messages.ts";
import { phoneTextSchema } from "../common/phone-schema.ts";
import { GENDERS } from "./account.schemas.ts";

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
    mobile: phoneTextSchema.nullable().optional(),
    phone: z
      .object({
        countryCode: z
          .string()
          .regex(/^\+?\d{1,4}$/, FIELD_MESSAGES.country_code_invalid)
          .nullable()
          .optional(),
        number: phoneTextSchema,
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
