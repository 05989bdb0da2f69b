/** The staff audit log: one row per staff write that succeeded, never changed once written. */
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { staffUsers } from "../admin/tables.ts";
import { companyIdColumn } from "../config/tables.ts";

export const staffAuditLog = pgTable(
  "staff_audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: companyIdColumn(),
    staffUserId: uuid("staff_user_id").references(() => staffUsers.id, { onDelete: "set null" }),
    /** Kept as text so the row still says who after the staff user is deleted. */
    staffName: text("staff_name").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** Method and path template: `POST /admin/api/orders/:orderId/complete`. */
    endpoint: text("endpoint").notNull(),
    method: text("method").notNull(),
    pathParams: jsonb("path_params").$type<Record<string, string>>().notNull(),
    /** The body without secrets or card data, long values cut (body-summary.ts). */
    bodySummary: jsonb("body_summary").$type<unknown>(),
    /** The HTTP status the write answered. */
    outcome: integer("outcome").notNull(),
  },
  (t) => [
    index("staff_audit_log_company_at_idx").on(t.companyId, t.at),
    index("staff_audit_log_staff_at_idx").on(t.companyId, t.staffUserId, t.at),
  ],
);

export type AuditRow = typeof staffAuditLog.$inferSelect;
