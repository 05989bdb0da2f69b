/**
 * A customer's saved addresses (spec-1 §3 Customer address and Billing address, §7
 * /api/account/addresses): shipping or billing, one default per type, the country US by
 * default, and a US state from the list (spec-1 §5: a select for the US, free text elsewhere).
 */
import { z } from "zod";
import {
  COUNTRY_CODES,
  DEFAULT_COUNTRY,
  isUnitedStates,
  isValidPostalCode,
  US_STATES,
} from "../common/address.ts";
import { FIELD_MESSAGES } from "../common/field-messages.ts";
import { phoneTextSchema } from "../common/phone-schema.ts";

export const ADDRESS_TYPES = ["shipping", "billing"] as const;
export const addressTypeSchema = z.enum(ADDRESS_TYPES);
export type AddressType = z.infer<typeof addressTypeSchema>;

/** spec-1 §3 Customer address. */
export const customerAddressSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  companyName: z.string().nullable(),
  address: z.string(),
  address2: z.string().nullable(),
  address3: z.string().nullable(),
  city: z.string(),
  state: z.string().nullable(),
  zipCode: z.string(),
  country: z.string(),
  phoneNumber: z.string().nullable(),
  notes: z.string().nullable(),
  type: addressTypeSchema,
  verified: z.boolean(),
  default: z.boolean(),
});
export type CustomerAddress = z.infer<typeof customerAddressSchema>;

/** spec-1 §3 Billing address: the lines a payment carries. */
export const billingAddressSchema = z.object({
  address: z.string(),
  address2: z.string().nullable(),
  address3: z.string().nullable(),
  city: z.string(),
  state: z.string().nullable(),
  zipCode: z.string(),
  country: z.string(),
});
export type BillingAddress = z.infer<typeof billingAddressSchema>;

const US_STATE_CODES = new Set(US_STATES.map(([code]) => code));
const requiredText = (max: number, message: string) => z.string().trim().min(1, message).max(max);
const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();

const addressFields = {
  firstName: requiredText(100, FIELD_MESSAGES.first_name_required),
  lastName: requiredText(100, FIELD_MESSAGES.last_name_required),
  companyName: optionalText(200),
  address: requiredText(200, FIELD_MESSAGES.address_required),
  address2: optionalText(200),
  address3: optionalText(200),
  city: requiredText(100, FIELD_MESSAGES.city_required),
  state: optionalText(100),
  zipCode: requiredText(20, FIELD_MESSAGES.zip_required),
  country: z
    .string()
    .trim()
    .toUpperCase()
    .refine((code) => COUNTRY_CODES.includes(code), { message: FIELD_MESSAGES.country_required }),
  phoneNumber: phoneTextSchema.nullable().optional(),
  notes: optionalText(500),
  type: addressTypeSchema,
  default: z.boolean(),
};

type AddressRuleInput = { country?: string | undefined; state?: string | null | undefined; zipCode?: string };

/**
 * The rules across fields (spec-1 §5): a US address names one of the states by its code, and the
 * zip or postal code fits the country's pattern. Shared by every address form and the server.
 * `required: false` is an address the member may leave blank (the profile's): a blank state is
 * then no issue, though a state that is given must still be one of the US states.
 */
export function addressRuleIssues(
  input: AddressRuleInput,
  { required = true }: { required?: boolean } = {},
): { field: "state" | "zipCode"; message: string }[] {
  const issues: { field: "state" | "zipCode"; message: string }[] = [];
  const country = input.country || DEFAULT_COUNTRY;
  const state = (input.state ?? "").trim().toUpperCase();
  if (isUnitedStates(country) && (required || state !== "") && !US_STATE_CODES.has(state))
    issues.push({ field: "state", message: FIELD_MESSAGES.state_required });
  if (input.zipCode !== undefined && !isValidPostalCode(input.zipCode, country))
    issues.push({ field: "zipCode", message: FIELD_MESSAGES.value_invalid });
  return issues;
}

const withAddressRules = <T extends AddressRuleInput>(input: T, context: z.RefinementCtx) => {
  for (const issue of addressRuleIssues(input))
    context.addIssue({ code: "custom", path: [issue.field], message: issue.message });
};

/** POST /api/account/addresses: country US and type shipping unless told. */
export const newCustomerAddressSchema = z
  .object({
    ...addressFields,
    country: addressFields.country.default(DEFAULT_COUNTRY),
    type: addressTypeSchema.default("shipping"),
    default: z.boolean().default(false),
  })
  .strict()
  .superRefine(withAddressRules);
export type NewCustomerAddress = z.input<typeof newCustomerAddressSchema>;
/** The body once decoded: the defaults filled in. */
export type NewCustomerAddressValues = z.output<typeof newCustomerAddressSchema>;

/**
 * PATCH /api/account/addresses/{addressId}: any of the fields. The server checks the merged
 * address with `addressRuleIssues`, since a change of country alone can break the state.
 */
export const customerAddressPatchSchema = z.object(addressFields).partial().strict();
export type CustomerAddressPatch = z.infer<typeof customerAddressPatchSchema>;

export const addressesQuerySchema = z.object({ type: addressTypeSchema.optional() });
export const addressIdParamsSchema = z.object({ addressId: z.uuid() });
