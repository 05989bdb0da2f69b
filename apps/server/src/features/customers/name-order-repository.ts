/**
 * Sorting another feature's rows by their member's name (issue 32 item 2, the failed-payment
 * queue): a correlated sub-select on the customer, so the customers table stays this feature's.
 */
import { type AnyColumn, type SQL, sql } from "drizzle-orm";
import { customers } from "./tables.ts";

/** The lower-cased "last first" name of the customer `customerId` names, as an ORDER BY key. */
export const customerNameOrder = (customerId: AnyColumn): SQL =>
  sql`(select lower(${customers.lastName} || ' ' || ${customers.firstName}) from ${customers} where ${customers.id} = ${customerId})`;
