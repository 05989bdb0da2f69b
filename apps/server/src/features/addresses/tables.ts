/** A customer's saved addresses (spec-1 §3 Customer address): shipping or billing, one default per type. */
import { boolean, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { companyIdColumn } from "../config/tables.ts";
import { customers } from "../customers/tables.ts";

export const customerAddresses = pgTable(
  "customer_addresses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: companyIdColumn(),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    type: text("type", { enum: ["shipping", "billing"] })
      .notNull()
      .default("shipping"),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    companyName: text("company_name"),
    address: text("address").notNull(),
    address2: text("address2"),
    address3: text("address3"),
    city: text("city").notNull(),
    state: text("state"),
    zipCode: text("zip_code").notNull(),
    country: text("country").notNull().default("US"),
    phoneNumber: text("phone_number"),
    notes: text("notes"),
    verified: boolean("verified").notNull().default(false),
    isDefault: boolean("is_default").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("customer_addresses_customer_idx").on(t.customerId, t.type, t.createdAt)],
);
export type CustomerAddressRow = typeof customerAddresses.$inferSelect;
