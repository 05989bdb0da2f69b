import { type AddressType, addressEndpoints } from "@crest/domain";
import { useQuery } from "@tanstack/react-query";
import { endpointQuery } from "../../../lib/endpoint-call.ts";
import { addressKeys } from "./address-keys.ts";

/** GET /api/account/addresses: the member's addresses, defaults first (optionally of one type). */
export const addressesQuery = (type?: AddressType) =>
  endpointQuery(addressKeys.list(type), addressEndpoints.list, { query: { type } });

/** The member's saved addresses (all, or of one type). */
export const useCustomerAddresses = (type?: AddressType) => useQuery(addressesQuery(type));
