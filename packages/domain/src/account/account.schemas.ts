/** The customer account (spec-2 §3 Customer account, spec-1 §3 Customer). */
import { z } from "zod";

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

export const PROFILE_PHOTO_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif"] as const;
export const PROFILE_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
