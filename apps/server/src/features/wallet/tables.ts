/** A customer's house account: charges put on their club account (spec-1 §3 House account). */
import { boolean, pgTable, timestamp, uuid } from "drizzle-orm/pg-core";
import { companies } from "../config/tables.ts";
import { customers } from "../customers/tables.ts";

export const houseAccounts = pgTable("house_accounts", {
  customerId: uuid("customer_id")
    .primaryKey()
    .references(() => customers.id, { onDelete: "cascade" }),
  companyId: uuid("company_id")
    .notNull()
    .references(() => companies.id),
  enabled: boolean("enabled").notNull().default(false),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
