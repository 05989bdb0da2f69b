/**
 * Notifications (the bell) and the club's messages. A notification keeps its kind and facts,
 * worded when read; a message is written once and delivered to each recipient's row, which
 * keeps that member's read state. A club-wide message and its notification are stored once for
 * the club (no row per member): every customer who was one when it was sent has it, and a
 * member's read state of it is a row written only when that member reads it.
 */
import type { MessageAudience, NotificationFacts, NotificationKind } from "@crest/domain";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { companyIdColumn } from "../config/tables.ts";
import { customers } from "../customers/tables.ts";

export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: companyIdColumn(),
    /** The member's; null for a club-wide one (read state in notification_reads). */
    customerId: uuid("customer_id").references(() => customers.id, { onDelete: "cascade" }),
    kind: text("kind").$type<NotificationKind>().notNull(),
    facts: jsonb("facts").$type<NotificationFacts>().notNull().default({}),
    link: text("link"),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("notifications_customer_idx").on(t.companyId, t.customerId, t.createdAt)],
);

/** A member's read state of a club-wide notification, written when they read it. */
export const notificationReads = pgTable(
  "notification_reads",
  {
    companyId: companyIdColumn(),
    notificationId: uuid("notification_id")
      .notNull()
      .references(() => notifications.id, { onDelete: "cascade" }),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    readAt: timestamp("read_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.notificationId, t.customerId] })],
);

export const messages = pgTable(
  "messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: companyIdColumn(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    fromName: text("from_name").notNull(),
    audience: jsonb("audience").$type<MessageAudience>().notNull(),
    /** To everyone: no recipient rows at sending (see message_recipients). */
    clubWide: boolean("club_wide").notNull().default(false),
    recipients: integer("recipients").notNull(),
    emailed: integer("emailed").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("messages_company_idx").on(t.companyId, t.sentAt)],
);

/**
 * A member's row of a message, with their read state: written at sending for a message to a
 * plan or a member, and for a club-wide message only when the member reads it.
 */
export const messageRecipients = pgTable(
  "message_recipients",
  {
    companyId: companyIdColumn(),
    messageId: uuid("message_id")
      .notNull()
      .references(() => messages.id, { onDelete: "cascade" }),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.messageId, t.customerId] }),
    index("message_recipients_customer_idx").on(t.companyId, t.customerId),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
