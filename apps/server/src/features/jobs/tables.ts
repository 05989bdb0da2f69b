/**
 * The job queue: every piece of background work (mail delivery, housekeeping, billing runs,
 * hold expiry, statements) is a row here, claimed with a lease (see runner.ts).
 */
import { JOB_STATUSES } from "@crest/domain";
import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { companies } from "../config/tables.ts";

export const jobs = pgTable(
  "jobs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The club the job works for; null for platform work across clubs (housekeeping). */
    companyId: uuid("company_id").references(() => companies.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    payload: jsonb("payload").$type<unknown>().notNull().default({}),
    status: text("status", { enum: JOB_STATUSES }).notNull().default("queued"),
    /** Lower runs first (transactional mail before bulk mail). */
    priority: integer("priority").notNull().default(100),
    runAt: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull().default(5),
    /** While running: when another instance may take the job over (its runner died). */
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    claimedBy: text("claimed_by"),
    lastError: text("last_error"),
    /** At most one job per key: a recurring job's period, a subscription's billing period… */
    dedupeKey: text("dedupe_key"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    index("jobs_due_idx").on(t.priority, t.runAt).where(sql`${t.status} in ('queued', 'running')`),
    index("jobs_company_idx").on(t.companyId, t.createdAt),
    uniqueIndex("jobs_dedupe_idx").on(t.dedupeKey),
  ],
);

export type JobRow = typeof jobs.$inferSelect;
