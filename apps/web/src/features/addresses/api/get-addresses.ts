import { type AddressType, type CustomerAddress, customerAddressSchema } from "@crest/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../../../lib/api-client.ts";
import { addressKeys } from "./address-keys.ts";

/** GET /api/account/addresses: the member's addresses, defaults first (optionally of one type). */
export const getAddresses = (type?: AddressType): Promise<CustomerAddress[]> =>
  api.get("/api/account/addresses", { query: { type }, schema: z.array(customerAddressSchema) });

export const addressesQuery = (type?: AddressType) =>
  queryOptions({ queryKey: addressKeys.list(type), queryFn: () => getAddresses(type) });

/** The member's saved addresses (all, or of one type). */
export const useCustomerAddresses = (type?: AddressType) => useQuery(addressesQuery(type));
