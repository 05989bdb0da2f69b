/** The messages' queries, through the tenant scope. */
import { type PageQuery, pageOffset } from "@crest/domain";
import { and, desc, eq } from "drizzle-orm";
import type { TenantInsertValue, TenantScope } from "../../db/tenant-scope.ts";
import { messageRecipients, messages } from "./tables.ts";

export const insertMessage = (scope: TenantScope, values: TenantInsertValue<typeof messages>) =>
  scope.insertOne(messages, values);

export const insertRecipients = (scope: TenantScope, messageId: string, customerIds: readonly string[]) =>
  customerIds.length === 0
    ? Promise.resolve()
    : scope
        .insert(messageRecipients)
        .values(customerIds.map((customerId) => ({ messageId, customerId })))
        .then(() => undefined);

const inbox = (scope: TenantScope) =>
  scope
    .select({ message: messages, readAt: messageRecipients.readAt })
    .from(messageRecipients)
    .innerJoin(messages, eq(messages.id, messageRecipients.messageId));

/** A page of the messages sent to the customer, newest first, with their read state. */
export async function listInbox(scope: TenantScope, customerId: string, page: PageQuery) {
  const mine = eq(messageRecipients.customerId, customerId);
  const [rows, totalCount] = await Promise.all([
    inbox(scope)
      .where(mine)
      .orderBy(desc(messages.sentAt), desc(messages.id))
      .limit(page.pageSize)
      .offset(pageOffset(page)),
    scope.count(messageRecipients, mine),
  ]);
  return { rows, totalCount };
}

/** One message sent to the customer, or undefined (another's, another club's). */
export async function findInboxMessage(scope: TenantScope, customerId: string, messageId: string) {
  const [row] = await inbox(scope).where(
    and(eq(messageRecipients.customerId, customerId), eq(messageRecipients.messageId, messageId)),
  );
  return row;
}

/** Marks a message read for the customer; one not sent to them is a 404. */
export const markMessageRead = (scope: TenantScope, customerId: string, messageId: string, at: Date) =>
  scope.updateOne(
    messageRecipients,
    and(eq(messageRecipients.customerId, customerId), eq(messageRecipients.messageId, messageId)),
    { readAt: at },
  );

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
