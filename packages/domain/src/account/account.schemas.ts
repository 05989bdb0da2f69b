/** The customer account (spec-2 §3 Customer account, spec-1 §3 Customer). */
import { z } from "zod";
import { FIELD_MESSAGES } from "../common/field-messages.ts";

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

/**
 * Moving to another club of the network (spec-1 §4), in three steps so that only the browser
 * that asked can use the pass (docs/decisions/auth-and-accounts.md, "Switching between the clubs"):
 * 1. `GET {club}/global-switch/start?from={this club}`: the club moved to sets a nonce cookie
 *    and sends the browser back here with the nonce's hash (`binding`);
 * 2. `POST /api/account/global-switch` here issues a one-use pass bound to that hash;
 * 3. that club's page `/global-switch/arrive#{pass}` spends it with `POST /api/public/global-switch`.
 */
export const globalSwitchStartQuerySchema = z.object({ from: z.uuid() });
/** sha256 of the nonce, base64url: what binds a pass to the browser that holds the nonce. */
export const switchBindingSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, FIELD_MESSAGES.value_invalid);
export const globalSwitchRequestSchema = z.object({ companyId: z.uuid(), binding: switchBindingSchema });
/** Where the browser goes next: that club's `/global-switch/arrive#{pass}` (one use, 1 minute). */
export const globalSwitchAnswerSchema = z.object({ url: z.string() });
export type GlobalSwitchAnswer = z.infer<typeof globalSwitchAnswerSchema>;
export const globalSwitchRedeemSchema = z.object({ pass: z.string().min(8).max(200) }).strict();

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
