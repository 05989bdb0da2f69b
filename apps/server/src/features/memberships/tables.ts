/**
 * A customer's membership standing: whether they are an active member and whether a
 * subscription payment failed (the paywall, spec-1 §4). Memberships is its one writer.
 */
import { boolean, pgTable, timestamp, uuid } from "drizzle-orm/pg-core";
import { companies } from "../config/tables.ts";
import { customers } from "../customers/tables.ts";

export const membershipStandings = pgTable("membership_standings", {
  customerId: uuid("customer_id")
    .primaryKey()
    .references(() => customers.id, { onDelete: "cascade" }),
  companyId: uuid("company_id")
    .notNull()
    .references(() => companies.id),
  isMember: boolean("is_member").notNull().default(false),
  /** Set after the last failed retry of a subscription charge; paying clears it. */
  failedPayment: boolean("failed_payment").notNull().default(false),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
