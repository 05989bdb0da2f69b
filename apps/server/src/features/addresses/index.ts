/**
 * The addresses' public API (the contract with checkout): a customer's address by id, never the
 * table; and the rules across an address's fields, which the profile's address follows too.
 */
export type { CustomerAddress } from "@crest/domain";
export { checkAddressRules, customerAddress, myAddresses } from "./service.ts";
