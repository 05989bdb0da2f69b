/** The club's content pages: benefits, activities, blog posts and plain pages (spec-1 §2.2). */
import type { ContentKind } from "@crest/domain";
import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { companyIdColumn } from "../config/tables.ts";

export const contentPages = pgTable(
  "content_pages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: companyIdColumn(),
    kind: text("kind").$type<ContentKind>().notNull(),
    tab: text("tab"),
    title: text("title").notNull(),
    summary: text("summary"),
    /** Sanitised on the way in (sanitise-rich-text.ts): served as stored. */
    body: text("body").notNull(),
    images: jsonb("images").$type<string[]>().notNull().default([]),
    membersOnly: boolean("members_only").notNull().default(false),
    publishOn: timestamp("publish_on", { withTimezone: true }).notNull(),
    unpublishOn: timestamp("unpublish_on", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("content_pages_kind_idx").on(t.companyId, t.kind, t.publishOn)],
);

export type ContentPageRow = typeof contentPages.$inferSelect;
