/** A member's bookmarks: pages of the portal they want back to (the template's one table). */
import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { companyIdColumn } from "../config/tables.ts";
import { customers } from "../customers/tables.ts";

export const templateBookmarks = pgTable(
  "template_bookmarks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: companyIdColumn(),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    path: text("path").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("template_bookmarks_customer_idx").on(t.customerId, t.createdAt)],
);

export type BookmarkRow = typeof templateBookmarks.$inferSelect;
