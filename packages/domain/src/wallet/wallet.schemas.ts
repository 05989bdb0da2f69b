/**
 * The wallet's shapes (spec-1 §3 Card, Bank account, House account, bank-link session results;
 * §7 Wallet). The wire names are the spec's fields in snake_case (`billing_use`, `last_four`,
 * `can_verify`, `verification_status`, `payment_type`); deposits travel in cents, as the spec
 * says, so they are minor units on the wire too.
 */

import { z } from "zod";
import { COUNTRY_CODES, isValidPostalCode } from "../common/address.ts";
import { dateTimeSchema } from "../common/date-time.ts";
import { FIELD_MESSAGES } from "../common/field-messages.ts";
import { minorUnitsSchema } from "../common/money-codec.ts";
import { wireName } from "../common/wire.ts";
import { BILLING_USES, containsCardNumber, isValidRoutingNumber } from "./wallet.rules.ts";

export const billingUseSchema = z.enum(BILLING_USES);

/** Free text a member types (nicknames, names): never a card number (spec-1 §8, issue #9). */
const memberText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((text) => !containsCardNumber(text), { message: FIELD_MESSAGES.card_number_not_here });

export const countryCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .refine((code) => COUNTRY_CODES.includes(code), { message: FIELD_MESSAGES.country_missing });

/** spec-1 §3 billingDetails: name, zipCode, country (address lines for direct debit). */
export const billingDetailsSchema = z
  .object({
    name: memberText(120).min(1, FIELD_MESSAGES.full_name_required),
    zipCode: memberText(20).min(1, FIELD_MESSAGES.billing_zip_required),
    country: countryCodeSchema,
    address: memberText(200).optional(),
    address2: memberText(200).optional(),
    city: memberText(100).optional(),
    state: memberText(100).optional(),
  })
  .strict()
  .superRefine((details, issues) => {
    if (!isValidPostalCode(details.zipCode, details.country))
      issues.addIssue({ code: "custom", path: ["zipCode"], message: "Please enter a valid value" });
  });
export type BillingDetails = z.infer<typeof billingDetailsSchema>;

const nicknameSchema = memberText(60).min(1, FIELD_MESSAGES.card_nickname_required);

/** Where a method came from: the adapter that holds it (sandbox, stripe, plaid, gocardless). */
export const INTEGRATIONS = ["sandbox", "stripe", "plaid", "gocardless"] as const;
export const integrationSchema = z.enum(INTEGRATIONS);
export type Integration = z.infer<typeof integrationSchema>;

/** spec-1 §3 Card (wallet). */
export const cardSchema = z.object({
  id: z.string(),
  brand: z.string(),
  nickname: z.string(),
  billingUse: billingUseSchema,
  default: z.boolean(),
  status: z.literal("active"),
  expMonth: z.number().int(),
  expYear: z.number().int(),
  lastFour: z.string(),
  billingDetails: z.object({ name: z.string(), zipCode: z.string(), country: z.string() }),
  verified: z.boolean(),
  paymentType: z.literal("creditcard"),
  type: integrationSchema,
  paymentProcessorId: z.string(),
  createdOn: dateTimeSchema,
  fullExpiration: z.string(),
  customerId: z.string(),
});
export type Card = z.infer<typeof cardSchema>;

export const VERIFICATION_STATUSES = ["verified", "pending verification"] as const;
export const verificationStatusSchema = z.enum(VERIFICATION_STATUSES);

/** spec-1 §3 Bank account. */
export const bankAccountSchema = z.object({
  id: z.string(),
  canVerify: z.boolean(),
  brand: z.string(),
  nickname: z.string(),
  billingUse: billingUseSchema,
  default: z.boolean(),
  status: verificationStatusSchema,
  lastFour: z.string(),
  accountHolderName: z.string(),
  accountType: z.enum(["individual", "company"]),
  billingDetails: z.object({ name: z.string(), zipCode: z.string(), country: z.string() }),
  verified: z.boolean(),
  verificationStatus: verificationStatusSchema,
  paymentType: z.literal("ach"),
  type: integrationSchema,
  paymentProcessorId: z.string(),
  modifiedOn: dateTimeSchema,
  createdOn: dateTimeSchema,
});
export type BankAccount = z.infer<typeof bankAccountSchema>;

export const HOUSE_ACCOUNT_ID = "house-account";

/** spec-1 §3 House account: a synthetic entry named after the club. */
export const houseAccountEntrySchema = z.object({
  id: z.literal(HOUSE_ACCOUNT_ID),
  paymentType: z.literal("houseAccount"),
  brand: z.string(),
  nickname: z.string(),
  default: z.literal(false),
});
export type HouseAccountEntry = z.infer<typeof houseAccountEntrySchema>;

/** GET /api/account/wallet: cards and banks together, and the house account when enabled. */
export const walletSchema = z.object({
  cards: z.array(cardSchema),
  banks: z.array(bankAccountSchema),
  houseAccount: houseAccountEntrySchema.nullable(),
});
export type Wallet = z.infer<typeof walletSchema>;

export const cardIdParamsSchema = z.object({ cardId: z.uuid() });
export const bankIdParamsSchema = z.object({ bankId: z.uuid() });
export const processorIdParamsSchema = z.object({ processorId: z.string().min(1).max(100) });

/** A processor's token for a method: never a card number (ids may join digits with dashes). */
const tokenSchema = z
  .string()
  .trim()
  .min(1)
  .max(2000)
  .refine((token) => !containsCardNumber(token, " "), { message: FIELD_MESSAGES.card_number_not_here });

/** spec-1 §7 add method, for cards: the processor's token, never the card itself. */
export const addCardSchema = z
  .object({
    tokenType: z.literal("card"),
    token: tokenSchema,
    billingUse: billingUseSchema.default("none"),
    nickname: nicknameSchema,
    billingDetails: billingDetailsSchema,
    paymentProcessorId: z.string().min(1).max(100),
  })
  .strict();

/** spec-1 §7 add method through Plaid Link: its public token and the chosen account. */
export const addPlaidBankSchema = z
  .object({
    tokenType: z.literal("plaid"),
    token: tokenSchema,
    accountId: z.string().min(1).max(200),
    nickname: memberText(60).optional(),
    billingUse: billingUseSchema.default("none"),
    paymentProcessorId: z.string().min(1).max(100).optional(),
  })
  .strict();

/** spec-1 §7 add method through a GoCardless billing request (the token is its id). */
export const addGoCardlessBankSchema = z
  .object({
    tokenType: z.literal("gocardless"),
    token: tokenSchema,
    billingDetails: billingDetailsSchema,
    nickname: memberText(60).optional(),
    billingUse: billingUseSchema.default("none"),
    paymentProcessorId: z.string().min(1).max(100).optional(),
  })
  .strict();

export const addWalletMethodSchema = z.discriminatedUnion("tokenType", [
  addCardSchema,
  addPlaidBankSchema,
  addGoCardlessBankSchema,
]);
export type AddWalletMethod = z.infer<typeof addWalletMethodSchema>;

/** POST /api/account/wallet/banks: bank data sealed in the browser with the club's public key. */
export const addPortalBankSchema = z
  .object({
    tokenType: z.literal("portal"),
    /** Base64 of the RSA-OAEP ciphertext (256 bytes) of the bank data as JSON. */
    token: z.base64().max(1000),
    nickname: memberText(60).min(1, FIELD_MESSAGES.account_nickname_required),
    billingUse: billingUseSchema.default("none"),
    paymentProcessorId: z.string().min(1).max(100).optional(),
  })
  .strict();
export type AddPortalBank = z.infer<typeof addPortalBankSchema>;

/** What the browser seals (spec-1 §5 bank form): checked again once unsealed. */
export const portalBankDataSchema = z
  .object({
    routingNumber: z
      .string()
      .regex(/^\d{9}$/, FIELD_MESSAGES.routing_number_invalid)
      .refine(isValidRoutingNumber, { message: FIELD_MESSAGES.routing_number_invalid }),
    accountNumber: z.string().regex(/^\d{4,17}$/, FIELD_MESSAGES.account_number_required),
    accountHolderName: z.string().trim().min(1, FIELD_MESSAGES.account_holder_required).max(120),
    accountType: z.enum(["individual", "company"]),
    country: countryCodeSchema,
  })
  .strict();
export type PortalBankData = z.infer<typeof portalBankDataSchema>;

/** spec-1 §7 partial update of a card: {billingDetails, expMonth, expYear, billingUse, nickname}. */
export const updateCardSchema = z
  .object({
    nickname: nicknameSchema.optional(),
    billingUse: billingUseSchema.optional(),
    billingDetails: billingDetailsSchema.optional(),
    expMonth: z.int().min(1).max(12).optional(),
    expYear: z.int().min(2000).max(2100).optional(),
  })
  .strict();
export type UpdateCard = z.infer<typeof updateCardSchema>;

/** spec-1 §7 partial update of a bank: {nickname, billingUse}; only the nickname may change (§4). */
export const updateBankSchema = z
  .object({
    nickname: memberText(60).min(1, FIELD_MESSAGES.account_nickname_required).optional(),
    billingUse: billingUseSchema.optional(),
  })
  .strict();
export type UpdateBank = z.infer<typeof updateBankSchema>;

/** spec-1 §5: the two deposits, in cents. */
export const verifyBankSchema = z
  .object({
    amount1: wireName(minorUnitsSchema.min(1).max(99), "amount_1"),
    amount2: wireName(minorUnitsSchema.min(1).max(99), "amount_2"),
  })
  .strict();
export type VerifyBank = z.infer<typeof verifyBankSchema>;

/** spec-1 §3 bank-link session results: Plaid Link. */
export const plaidLinkSchema = z.object({
  linkToken: z.string(),
  requestId: z.string(),
  expiration: dateTimeSchema,
  /** Where the sandbox's local link page is; null for the real Plaid Link. */
  linkUrl: z.string().nullable(),
});
export type PlaidLink = z.infer<typeof plaidLinkSchema>;

/** POST /api/account/wallet/gocardless/link: where the member comes back to. */
export const goCardlessLinkRequestSchema = z
  .object({
    redirectUri: z.url({ protocol: /^https?$/ }).max(500),
    exitUri: z.url({ protocol: /^https?$/ }).max(500),
  })
  .strict();
export type GoCardlessLinkRequest = z.infer<typeof goCardlessLinkRequestSchema>;

/** spec-1 §3 direct-debit link. */
export const goCardlessLinkSchema = z.object({
  id: z.string(),
  billingRequest: z.string(),
  authorizationUrl: z.string(),
  expiresAt: dateTimeSchema,
  createdAt: dateTimeSchema,
  sandbox: z.boolean(),
});
export type GoCardlessLink = z.infer<typeof goCardlessLinkSchema>;

/** GET /api/account/wallet/stripe/{id}/intent: a setup intent's secret for Stripe.js. */
export const cardIntentSchema = z.object({ id: z.string(), clientSecret: z.string() });
export type CardIntent = z.infer<typeof cardIntentSchema>;

/** GET /api/account/wallet/stripe/session: card session id and token. */
export const cardSessionSchema = z.object({ id: z.string(), token: z.string() });
export type CardSession = z.infer<typeof cardSessionSchema>;
