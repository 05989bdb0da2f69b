/**
 * Media kept in PostgreSQL, when the PostgreSQL store is chosen: a key, its type and its bytes.
 * Keys name their club (`club/<companyId>/…`) or are shared demo files, so the table belongs to
 * no one club; only the media store reads it.
 */
import { customType, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const mediaObjects = pgTable("media_objects", {
  key: text("key").primaryKey(),
  contentType: text("content_type").notNull(),
  size: integer("size").notNull(),
  bytes: bytea("bytes").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
