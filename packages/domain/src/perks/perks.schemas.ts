/**
 * Perks' shapes (spec-2 §3 Pass, Pass definition, Guest pass, House credit, Perks summary; §7
 * Perks; issue 27): what a member sees of their vouchers, offers, guest passes and house
 * credits, what a guest's link shows, and what staff send to define, issue, void and scan perks.
 */
import { z } from "zod";
import { emailSchema } from "../auth/auth.schemas.ts";
import { dateTimeSchema } from "../common/date-time.ts";
import { moneySchema } from "../common/money-codec.ts";
import { colorSchema } from "../config/config.schemas.ts";
import {
  GUEST_PASS_LISTS,
  PASS_STATUSES,
  PERK_KINDS,
  PERK_REFERENCE_TYPES,
  PERK_VALUE_KINDS,
  SCAN_FORMATS,
} from "./perks.rules.ts";

export const perkKindSchema = z.enum(PERK_KINDS);
export const passStatusSchema = z.enum(PASS_STATUSES);
export const perkReferenceTypeSchema = z.enum(PERK_REFERENCE_TYPES);
export const scanFormatSchema = z.enum(SCAN_FORMATS);
export const perkValueKindSchema = z.enum(PERK_VALUE_KINDS);

/** spec-2 §3 Pass definition, as a member sees it (the redemption pin itself never leaves the server). */
export const passDefinitionSchema = z.object({
  id: z.uuid(),
  kind: perkKindSchema,
  name: z.string(),
  description: z.string(),
  finePrint: z.string(),
  graphic: z.string().nullable(),
  foregroundColor: z.string(),
  backgroundColor: z.string(),
  /** A code printed for every pass of the definition; null when each pass's serial is its code. */
  scanCode: z.string().nullable(),
  scanFormat: scanFormatSchema,
  /** Whether staff type the definition's redemption pin to redeem it. */
  requiresPin: z.boolean(),
  allowSending: z.boolean(),
  transferable: z.boolean(),
  referenceType: perkReferenceTypeSchema,
  referenceId: z.string().nullable(),
  /** What it applies to, in words ("Dining", "Summer Gala"); null for anything. */
  appliesTo: z.string().nullable(),
  dateCutoff: dateTimeSchema.nullable(),
  valueKind: perkValueKindSchema,
  /** An amount's value; null for a percentage. */
  valueAmount: moneySchema.nullable(),
  /** A percentage's value (15 for 15 %); null for an amount. */
  valuePercent: z.number().nullable(),
  daysValid: z.int().nullable(),
});
export type PassDefinition = z.infer<typeof passDefinitionSchema>;

export const passPersonSchema = z.object({ fullName: z.string(), email: z.string() });

/** spec-2 §3 Pass (a perk instance), as its owner sees it. */
export const passSchema = z.object({
  id: z.uuid(),
  passId: z.uuid(),
  ownerId: z.uuid().nullable(),
  serial: z.string(),
  status: passStatusSchema,
  validOn: dateTimeSchema.nullable(),
  expiresOn: dateTimeSchema.nullable(),
  expired: z.boolean(),
  createdOn: dateTimeSchema,
  transferredOn: dateTimeSchema.nullable(),
  scannedOn: dateTimeSchema.nullable(),
  scanData: z.string().nullable(),
  requiresPin: z.boolean(),
  transferred: z.boolean(),
  transferable: z.boolean(),
  owner: passPersonSchema.nullable(),
  guest: passPersonSchema.nullable(),
  /** Redeemed into the member's cart, waiting for checkout. */
  inCart: z.boolean(),
  /** The order that used it. */
  orderId: z.uuid().nullable(),
  /** The code staff scan: the definition's scan code or the serial, as an SVG QR data URL. */
  qrCode: z.string(),
  pass: passDefinitionSchema,
  /** Where its holder adds it to their phone's wallet (a guest pass not sent yet, when the club has a wallet). */
  passbook: z.string().nullable(),
});
export type Pass = z.infer<typeof passSchema>;

/** A house credit's movement: a spend (negative), a return, an issue. */
export const houseCreditTransactionSchema = z.object({
  id: z.uuid(),
  amount: moneySchema,
  referenceType: z.string(),
  referenceId: z.string(),
  createdOn: dateTimeSchema,
});

/** spec-2 §3 House credit; the detail adds its transactions. */
export const houseCreditSchema = z.object({
  id: z.uuid(),
  serial: z.string(),
  initialValue: moneySchema,
  currentValue: moneySchema,
  expiresOn: dateTimeSchema.nullable(),
  /** Whether it has an expiry at all. */
  expires: z.boolean(),
  /** spec-2 §3: expired when its expiry is not in the future. */
  expired: z.boolean(),
  status: z.enum(["active", "void"]),
  pin: z.string().nullable(),
  referenceType: perkReferenceTypeSchema,
  referenceId: z.string().nullable(),
  createdOn: dateTimeSchema,
});
export type HouseCredit = z.infer<typeof houseCreditSchema>;
export const houseCreditDetailSchema = houseCreditSchema.extend({
  transactions: z.array(houseCreditTransactionSchema),
});
export type HouseCreditDetail = z.infer<typeof houseCreditDetailSchema>;

/** spec-2 §3 Perks summary: vouchers, offers, house credits (and the credits' balance). */
export const perksSummarySchema = z.object({
  vouchers: z.array(passSchema),
  offers: z.array(passSchema),
  houseCredits: z.array(houseCreditSchema),
  houseCreditBalance: moneySchema,
});
export type PerksSummary = z.infer<typeof perksSummarySchema>;

/** spec-2 §3 Guest pass: a pass with what its guest's page shows. */
export const guestPassSchema = passSchema.extend({
  guest: passPersonSchema.nullable(),
  /** The guest-pass experience survey to answer, when the club has one. */
  survey: z.object({ uid: z.string(), endpoint: z.string() }).nullable(),
  /** Where the guest adds the pass to their wallet (the device's), and Apple's file; null without a wallet. */
  passbook: z.string().nullable(),
  pkPass: z.string().nullable(),
  theme: z.object({ clubName: z.string(), foregroundColor: z.string(), backgroundColor: z.string() }),
});
export type GuestPass = z.infer<typeof guestPassSchema>;

/** What a guest's voucher link shows (GET /api/public/vouchers/{id}). */
export const publicVoucherSchema = guestPassSchema;
export type PublicVoucher = z.infer<typeof publicVoucherSchema>;

export const passParamsSchema = z.object({ passId: z.uuid() });
export const houseCreditParamsSchema = z.object({ creditId: z.uuid() });
/** A link's pin: anything short; a wrong one answers like a missing pass (404), never 400. */
export const passPinSchema = z.string().min(1).max(40);
export const publicPassParamsSchema = z.object({ passId: z.uuid(), pin: passPinSchema });
/** The pin from the link; a missing one answers like a wrong one (404). */
export const publicVoucherQuerySchema = z.object({ pin: passPinSchema.optional() });

export const guestPassesQuerySchema = z.object({ status: z.enum(GUEST_PASS_LISTS).optional() });

/** POST …/vouchers/{id}/transfer: to a member of the club or to a guest, by e-mail. */
export const transferPerkSchema = z
  .object({ email: emailSchema, fullName: z.string().trim().min(1).max(200).optional() })
  .strict();
export type TransferPerk = z.infer<typeof transferPerkSchema>;

/** POST …/guest-passes/transfer: one available pass (the first unless named) to a guest. */
export const transferGuestPassSchema = z
  .object({
    passId: z.uuid().optional(),
    email: emailSchema,
    fullName: z.string().trim().min(1).max(200),
  })
  .strict();
export type TransferGuestPass = z.infer<typeof transferGuestPassSchema>;

/** The answer of a voucher redeemed into the cart: the pass, and the cart's message. */
export const redeemResultSchema = z.object({ pass: passSchema, message: z.string() });
export type RedeemResult = z.infer<typeof redeemResultSchema>;

const text = (max: number) => z.string().trim().max(max);
const nonEmpty = (max: number) => z.string().trim().min(1).max(max);

/** What staff write of a perk definition, each field as it is checked (no defaults: an edit changes only what it names). */
const definitionFields = {
  name: nonEmpty(200),
  description: text(5_000),
  finePrint: text(5_000),
  graphic: text(2_000).nullable(),
  foregroundColor: colorSchema,
  backgroundColor: colorSchema,
  scanCode: text(200).nullable(),
  scanFormat: scanFormatSchema,
  /** Staff type it to redeem; kept hashed. */
  redemptionPin: z
    .string()
    .regex(/^\d{4,8}$/)
    .nullable(),
  allowSending: z.boolean(),
  transferable: z.boolean(),
  referenceType: perkReferenceTypeSchema,
  referenceId: z.uuid().nullable(),
  dateCutoff: dateTimeSchema.nullable(),
  valueKind: perkValueKindSchema,
  valueAmount: moneySchema.nullable(),
  valuePercent: z.number().min(0).max(100).nullable(),
  daysValid: z.int().min(1).max(3_650).nullable(),
};

/** POST /admin/api/perks/definitions: a new definition; what is left out takes its default. */
export const perkDefinitionInputSchema = z
  .object({
    kind: perkKindSchema,
    name: definitionFields.name,
    description: definitionFields.description.default(""),
    finePrint: definitionFields.finePrint.default(""),
    graphic: definitionFields.graphic.default(null),
    foregroundColor: definitionFields.foregroundColor.default("#ffffff"),
    backgroundColor: definitionFields.backgroundColor.default("#1f2a24"),
    scanCode: definitionFields.scanCode.default(null),
    scanFormat: definitionFields.scanFormat.default("qr"),
    redemptionPin: definitionFields.redemptionPin.default(null),
    allowSending: definitionFields.allowSending.default(false),
    transferable: definitionFields.transferable.default(false),
    referenceType: definitionFields.referenceType.default("none"),
    referenceId: definitionFields.referenceId.default(null),
    dateCutoff: definitionFields.dateCutoff.default(null),
    valueKind: definitionFields.valueKind.default("amount"),
    valueAmount: definitionFields.valueAmount.default(null),
    valuePercent: definitionFields.valuePercent.default(null),
    daysValid: definitionFields.daysValid.default(null),
  })
  .strict();
export type PerkDefinitionInput = z.infer<typeof perkDefinitionInputSchema>;
/**
 * PATCH /admin/api/perks/definitions/{id}: any of the fields (the kind stays), and its status:
 * an archived definition is issued no more, while the passes already out keep working.
 */
export const perkDefinitionPatchSchema = z
  .object({ ...definitionFields, status: z.enum(["active", "archived"]) })
  .partial()
  .strict();
export type PerkDefinitionPatch = z.infer<typeof perkDefinitionPatchSchema>;

/** A definition as staff see it: the member's view, and how many passes it has. */
export const staffPerkDefinitionSchema = passDefinitionSchema.extend({
  status: z.enum(["active", "archived"]),
  issued: z.int(),
  createdOn: dateTimeSchema,
});
export type StaffPerkDefinition = z.infer<typeof staffPerkDefinitionSchema>;
export const perkDefinitionParamsSchema = z.object({ definitionId: z.uuid() });

/** POST /admin/api/perks/definitions/{id}/issue: to one member, or every active member of a plan. */
export const issuePerkSchema = z
  .object({
    customerId: z.uuid().optional(),
    planId: z.uuid().optional(),
    quantity: z.int().min(1).max(20).default(1),
  })
  .strict()
  .refine((body) => (body.customerId === undefined) !== (body.planId === undefined), {
    message: "customer_or_plan",
    path: ["customerId"],
  });
export type IssuePerk = z.infer<typeof issuePerkSchema>;
export const issueResultSchema = z.object({
  issued: z.int(),
  customers: z.int(),
  passIds: z.array(z.uuid()),
});

/** A pass as staff see it: its serial, status and holders, without its codes. */
export const staffPassSchema = z.object({
  id: z.uuid(),
  definitionId: z.uuid(),
  name: z.string(),
  kind: perkKindSchema,
  serial: z.string(),
  status: passStatusSchema,
  owner: passPersonSchema.nullable(),
  guest: passPersonSchema.nullable(),
  expiresOn: dateTimeSchema.nullable(),
  scannedOn: dateTimeSchema.nullable(),
  orderId: z.uuid().nullable(),
});
export type StaffPass = z.infer<typeof staffPassSchema>;

/** POST /admin/api/perks/scan: a pass's serial (or its code), and the pin when its definition asks. */
export const scanPerkSchema = z
  .object({
    serial: z.string().trim().min(4).max(60),
    pin: z.string().max(20).optional(),
    scanData: z.string().max(500).optional(),
  })
  .strict();
export type ScanPerk = z.infer<typeof scanPerkSchema>;
export const perkScanResultSchema = z.object({
  outcome: z.literal("redeemed"),
  scannedOn: dateTimeSchema,
  pass: staffPassSchema,
});
export type PerkScanResult = z.infer<typeof perkScanResultSchema>;

/**
 * PUT /admin/api/perks/house-credits/{creditId}/pin: the pin the member gives to spend the credit
 * at the club's tills (spec-2 §3 House credit pin), four to eight digits; kept only hashed.
 */
export const houseCreditPinSchema = z
  .object({ pin: z.string().regex(/^\d{4,8}$/, { error: "Enter 4 to 8 digits" }) })
  .strict();
export type HouseCreditPin = z.infer<typeof houseCreditPinSchema>;
/** POST …/pin/check: a pin typed at the till; a wrong one answers like a missing credit (404). */
export const houseCreditPinCheckSchema = z.object({ pin: z.string().max(20) }).strict();
export type HouseCreditPinCheck = z.infer<typeof houseCreditPinCheckSchema>;
/** A house credit as staff see it: whose it is, and whether it has a pin (never the pin). */
export const staffHouseCreditSchema = houseCreditSchema.omit({ pin: true }).extend({
  customerId: z.uuid(),
  hasPin: z.boolean(),
});
export type StaffHouseCredit = z.infer<typeof staffHouseCreditSchema>;
