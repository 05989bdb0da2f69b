/**
 * The messages' queries, through the tenant scope. A reader's inbox is the messages they have a
 * row of (sent to a plan or to them) and the club-wide ones sent since they became a customer;
 * a club-wide message's row for a reader is written when they read it.
 */
import { type PageQuery, pageOffset } from "@crest/domain";
import { and, count, desc, eq, gte, isNotNull, or, type SQL, sql } from "drizzle-orm";
import type { TenantInsertValue, TenantScope } from "../../db/tenant-scope.ts";
import type { Reader } from "./notification-repository.ts";
import { messageRecipients, messages } from "./tables.ts";

export const insertMessage = (scope: TenantScope, values: TenantInsertValue<typeof messages>) =>
  scope.insertOne(messages, values);

/** One of the club's messages, or undefined. */
export const findMessage = (scope: TenantScope, messageId: string) =>
  scope.findOne(messages, eq(messages.id, messageId));

export const insertRecipients = (scope: TenantScope, messageId: string, customerIds: readonly string[]) =>
  customerIds.length === 0
    ? Promise.resolve()
    : scope
        .insert(messageRecipients)
        .values(customerIds.map((customerId) => ({ messageId, customerId })))
        .then(() => undefined);

/** Joins the reader's row of a message (their read state). */
const rowOf = (reader: Reader) =>
  and(eq(messageRecipients.messageId, messages.id), eq(messageRecipients.customerId, reader.customerId));

const sentTo = (reader: Reader) =>
  or(
    isNotNull(messageRecipients.customerId),
    and(eq(messages.clubWide, true), gte(messages.sentAt, reader.since)),
  );

const inbox = (scope: TenantScope, reader: Reader, where?: SQL) =>
  scope
    .select({ message: messages, readAt: messageRecipients.readAt })
    .from(messages)
    .leftJoin(messageRecipients, rowOf(reader))
    .where(and(sentTo(reader), where));

/** A page of the messages sent to the reader, newest first, with their read state. */
export async function listInbox(scope: TenantScope, reader: Reader, page: PageQuery) {
  const [rows, [total]] = await Promise.all([
    inbox(scope, reader)
      .orderBy(desc(messages.sentAt), desc(messages.id))
      .limit(page.pageSize)
      .offset(pageOffset(page)),
    scope
      .select({ n: count() })
      .from(messages)
      .leftJoin(messageRecipients, rowOf(reader))
      .where(sentTo(reader)),
  ]);
  return { rows, totalCount: total?.n ?? 0 };
}

/** One message sent to the reader, or undefined (another's, another club's, sent before they joined). */
export async function findInboxMessage(scope: TenantScope, reader: Reader, messageId: string) {
  const [row] = await inbox(scope, reader, eq(messages.id, messageId));
  return row;
}

/** Marks a message read for the customer (the caller checked it is theirs); again keeps the first time. */
export const markMessageRead = (scope: TenantScope, customerId: string, messageId: string, at: Date) =>
  scope
    .insert(messageRecipients)
    .values({ messageId, customerId, readAt: at })
    .onConflictDoUpdate({
      target: [messageRecipients.messageId, messageRecipients.customerId],
      set: { readAt: sql`coalesce(${messageRecipients.readAt}, excluded.read_at)` },
    });

/** A page of the club's sent messages, newest first. */
export async function listSent(scope: TenantScope, page: PageQuery) {
  const [rows, totalCount] = await Promise.all([
    scope
      .select()
      .from(messages)
      .orderBy(desc(messages.sentAt), desc(messages.id))
      .limit(page.pageSize)
      .offset(pageOffset(page)),
    scope.count(messages),
  ]);
  return { rows, totalCount };
}
