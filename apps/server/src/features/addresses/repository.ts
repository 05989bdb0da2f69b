/** The addresses' queries, always through the scope and always of one customer. */
import { and, desc, eq, ne, type SQL } from "drizzle-orm";
import type { TenantScope } from "../../db/tenant-scope.ts";
import { type CustomerAddressRow, customerAddresses } from "./tables.ts";

export type AddressValues = Omit<
  typeof customerAddresses.$inferInsert,
  "id" | "companyId" | "customerId" | "createdAt"
>;

const ofCustomer = (customerId: string, where?: SQL) =>
  and(eq(customerAddresses.customerId, customerId), where);

export const listAddressRows = (scope: TenantScope, customerId: string, type?: "shipping" | "billing") =>
  scope
    .select()
    .from(customerAddresses)
    .where(ofCustomer(customerId, type ? eq(customerAddresses.type, type) : undefined))
    .orderBy(
      desc(customerAddresses.isDefault),
      desc(customerAddresses.createdAt),
      desc(customerAddresses.id),
    );

/** One of the customer's addresses; another's, or another club's, is a 404. */
export const getAddressRow = (scope: TenantScope, customerId: string, addressId: string) =>
  scope.getOne(customerAddresses, ofCustomer(customerId, eq(customerAddresses.id, addressId)));

export const insertAddressRow = (scope: TenantScope, customerId: string, values: AddressValues) =>
  scope.insertOne(customerAddresses, { ...values, customerId });

export const updateAddressRow = (
  scope: TenantScope,
  customerId: string,
  addressId: string,
  values: Partial<AddressValues>,
) => scope.updateOne(customerAddresses, ofCustomer(customerId, eq(customerAddresses.id, addressId)), values);

export const deleteAddressRow = (scope: TenantScope, customerId: string, addressId: string) =>
  scope.deleteSome(customerAddresses, ofCustomer(customerId, eq(customerAddresses.id, addressId)));

/** Clears the default flag on the customer's other addresses of the type. */
export const clearOtherDefaults = (
  scope: TenantScope,
  row: Pick<CustomerAddressRow, "customerId" | "id" | "type">,
) =>
  scope
    .update(customerAddresses)
    .set({ isDefault: false })
    .where(
      ofCustomer(
        row.customerId,
        and(
          eq(customerAddresses.type, row.type),
          ne(customerAddresses.id, row.id),
          eq(customerAddresses.isDefault, true),
        ),
      ),
    );
