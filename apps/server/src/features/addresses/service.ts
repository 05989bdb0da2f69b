/**
 * The address rules (spec-1 §3 Customer address): one default per type (the first address of a
 * type becomes it; a new default takes the flag from the others; deleting the default passes it
 * to the newest remaining one), the country US unless told, a US address names a US state.
 */
import {
  addressRuleIssues,
  type CustomerAddress,
  type CustomerAddressPatch,
  FIELD_MESSAGES,
  type NewCustomerAddressValues,
  toSnake,
} from "@crest/domain";
import { ValidationError } from "../../lib/errors.ts";
import { customerIdOf, inTransaction, type ServiceContext } from "../../platform/service-context.ts";
import {
  clearOtherDefaults,
  deleteAddressRow,
  getAddressRow,
  insertAddressRow,
  listAddressRows,
  updateAddressRow,
} from "./repository.ts";
import type { CustomerAddressRow } from "./tables.ts";

/**
 * The rules across an address's fields (addressRuleIssues, the forms' own): a 400 naming each
 * field as the wire does. `required: false` for an address the member may leave blank.
 */
export function checkAddressRules(
  address: Parameters<typeof addressRuleIssues>[0],
  options?: Parameters<typeof addressRuleIssues>[1],
): void {
  const issues = addressRuleIssues(address, options);
  if (issues.length > 0)
    throw new ValidationError(
      issues.map(({ field, message }) => ({ field: toSnake(field), details: message })),
    );
}

export const addressView = (row: CustomerAddressRow): CustomerAddress => ({
  id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  companyName: row.companyName,
  address: row.address,
  address2: row.address2,
  address3: row.address3,
  city: row.city,
  state: row.state,
  zipCode: row.zipCode,
  country: row.country,
  phoneNumber: row.phoneNumber,
  notes: row.notes,
  type: row.type,
  verified: row.verified,
  default: row.isDefault,
});

/** The signed-in customer's addresses, defaults first, then newest. */
export async function myAddresses(
  context: ServiceContext,
  type?: "shipping" | "billing",
): Promise<CustomerAddress[]> {
  return (await listAddressRows(context.scope, customerIdOf(context), type)).map(addressView);
}

/** One of the customer's addresses (the contract with checkout); another's is a 404. */
export async function customerAddress(
  scope: ServiceContext["scope"],
  customerId: string,
  addressId: string,
): Promise<CustomerAddress> {
  return addressView(await getAddressRow(scope, customerId, addressId));
}

const stateOf = (state: string | null | undefined, country: string) =>
  state ? (country === "US" ? state.toUpperCase() : state) : null;

/** Adds an address; the first of its type, or one asked to be, becomes the default. */
export async function addAddress(
  context: ServiceContext,
  input: NewCustomerAddressValues,
): Promise<CustomerAddress> {
  const customerId = customerIdOf(context);
  return inTransaction(context, async ({ scope }) => {
    const sameType = await listAddressRows(scope, customerId, input.type);
    const { default: wantsDefault, ...fields } = input;
    const row = await insertAddressRow(scope, customerId, {
      ...fields,
      state: stateOf(fields.state, fields.country),
      isDefault: wantsDefault || sameType.length === 0,
    });
    if (row.isDefault) await clearOtherDefaults(scope, row);
    return addressView(row);
  });
}

/** Changes an address; the merged address must still follow the rules across fields. */
export async function changeAddress(
  context: ServiceContext,
  addressId: string,
  patch: CustomerAddressPatch,
): Promise<CustomerAddress> {
  const customerId = customerIdOf(context);
  return inTransaction(context, async ({ scope }) => {
    const current = await getAddressRow(scope, customerId, addressId);
    const { default: wantsDefault, ...fields } = patch;
    const merged = { ...addressView(current), ...fields };
    checkAddressRules(merged);
    if (wantsDefault === false && current.isDefault)
      // A default stays until another takes its place (spec: one default per type).
      throw new ValidationError([{ field: "default", details: FIELD_MESSAGES.default_address_kept }]);
    const row = await updateAddressRow(scope, customerId, addressId, {
      ...fields,
      state: stateOf(merged.state, merged.country),
      ...(wantsDefault ? { isDefault: true } : {}),
    });
    if (row.isDefault || row.type !== current.type) await clearOtherDefaults(scope, row);
    if (row.type !== current.type && current.isDefault) await promoteNewest(scope, customerId, current.type);
    return addressView(row);
  });
}

/** Gives the default of the type to the newest address left, when none has it. */
async function promoteNewest(
  scope: ServiceContext["scope"],
  customerId: string,
  type: "shipping" | "billing",
) {
  const left = await listAddressRows(scope, customerId, type);
  const [newest] = left;
  if (newest && !left.some((row) => row.isDefault))
    await updateAddressRow(scope, customerId, newest.id, { isDefault: true });
}

/** Deletes an address; a deleted default passes the flag to the newest address of its type. */
export async function removeAddress(context: ServiceContext, addressId: string): Promise<void> {
  const customerId = customerIdOf(context);
  await inTransaction(context, async ({ scope }) => {
    const current = await getAddressRow(scope, customerId, addressId);
    await deleteAddressRow(scope, customerId, addressId);
    if (current.isDefault) await promoteNewest(scope, customerId, current.type);
  });
}
