/** The addresses' public API (the contract with checkout): a customer's address by id, never the table. */
export type { CustomerAddress } from "@crest/domain";
export { customerAddress, myAddresses } from "./service.ts";
