/**
 * The club's messages (issue 29): staff send one to everyone, a plan's holders or one member;
 * each recipient gets it in /messages with their own read state, a notification on the bell,
 * and an e-mail copy through the outbox when they opted in to e-mail. A club-wide message is
 * stored once, with one club-wide notification (a member's read state is written when they
 * read it), announced once on the club's topic, and its e-mail copies sent from a job: its send
 * costs the same in a club of ten or of ten thousand.
 */
import {
  type AudienceQuery,
  type AudienceSize,
  type Message,
  type MessageAudience,
  type NewMessage,
  type PageQuery,
  type SentMessage,
  TOPICS,
} from "@crest/domain";
import { AppError, NotFoundError } from "../../lib/errors.ts";
import { inTransaction, type ServiceContext } from "../../platform/service-context.ts";
import { countAudience, findCustomers, optedInRecipientsAt } from "../customers/index.ts";
import { defineClubJob, enqueueJob } from "../jobs/index.ts";
import { enqueueMail } from "../mail/index.ts";
import { getPlan, holdersOfPlan } from "../memberships/index.ts";
import { publishToTopic } from "../realtime/index.ts";
import {
  findInboxMessage,
  findMessage,
  insertMessage,
  insertRecipients,
  listInbox,
  listSent,
  markMessageRead,
} from "./message-repository.ts";
import { insertNotifications } from "./notification-repository.ts";
import { readAllNotifications, readerOf } from "./notification-service.ts";
import type { MessageRow } from "./tables.ts";

type Recipient = { id: string; email: string; optInEmail: boolean };

/** A plan's holders or one member: their rows are written with the message. */
async function recipientsOf(
  context: ServiceContext,
  audience: Exclude<MessageAudience, { type: "everyone" }>,
): Promise<Recipient[]> {
  if (audience.type === "plan") {
    await getPlan(context.scope, audience.planId).catch((error: unknown) => {
      throw error instanceof NotFoundError ? new AppError("recipient_not_found") : error;
    });
    return findCustomers(context.scope, await holdersOfPlan(context.scope, audience.planId));
  }
  const found = await findCustomers(context.scope, [audience.customerId]);
  if (found.length === 0) throw new AppError("recipient_not_found");
  return found;
}

const MAIL_FOOTER = {
  en: "Read it in the portal:",
  es: "Léalo en el portal:",
} as const;

const senderName = (context: ServiceContext) =>
  context.actor.kind === "staff" ? context.actor.name : context.tenant.config.company.name;

const sentView = (row: MessageRow): SentMessage => ({
  id: row.id,
  subject: row.subject,
  audience: row.audience,
  recipients: row.recipients,
  emailed: row.emailed,
  sentOn: row.sentAt,
});

/** E-mail copies of a message, each with the link to read it in the portal. */
async function mailCopies(
  context: ServiceContext,
  message: Pick<MessageRow, "id" | "subject" | "body">,
  to: readonly { email: string }[],
) {
  for (const recipient of to) {
    await enqueueMail(context, {
      to: recipient.email,
      subject: message.subject,
      text: `${message.body}\n\n${MAIL_FOOTER[context.language]} ${context.publicOrigin}/messages/${message.id}`,
      kind: "club_message",
    });
  }
}

/**
 * A club-wide message's e-mail copies, after its send (so the send costs the same whatever the
 * club's size): to those who take e-mail and were customers when it was sent.
 */
export const clubMessageCopiesJob = defineClubJob<{ messageId: string }>({
  kind: "notifications.club-message-copies",
  run: async ({ messageId }, context) => {
    await inTransaction(context, async (tx) => {
      const message = await findMessage(tx.scope, messageId);
      if (message) await mailCopies(tx, message, await optedInRecipientsAt(tx.scope, message.sentAt));
    });
  },
});

/**
 * Sends a message to its audience, in one transaction: to a plan or a member, a row and a bell
 * notification each and their e-mail copies; to everyone, the message and one notification for
 * the club, its copies queued for a job.
 */
export async function sendMessage(context: ServiceContext, input: NewMessage): Promise<SentMessage> {
  const { audience } = input;
  const clubWide = audience.type === "everyone";
  // A club-wide audience is counted, not read: nothing is written per member.
  const recipients = audience.type === "everyone" ? [] : await recipientsOf(context, audience);
  const emailed = recipients.filter((recipient) => recipient.optInEmail);
  const counts = clubWide
    ? await countAudience(context.scope)
    : { all: recipients.length, optedIn: emailed.length };
  const row = await inTransaction(context, async (tx) => {
    const message = await insertMessage(tx.scope, {
      subject: input.subject,
      body: input.body,
      fromName: senderName(tx),
      audience,
      clubWide,
      recipients: counts.all,
      emailed: counts.optedIn,
    });
    const ids = recipients.map((recipient) => recipient.id);
    await insertRecipients(tx.scope, message.id, ids);
    const notice = {
      kind: "club_message" as const,
      facts: { subject: input.subject },
      link: `/messages/${message.id}`,
    };
    await insertNotifications(
      tx.scope,
      clubWide ? [{ ...notice, customerId: null }] : ids.map((customerId) => ({ ...notice, customerId })),
    );
    await mailCopies(tx, message, emailed);
    if (clubWide && counts.optedIn > 0)
      await enqueueJob(
        tx,
        clubMessageCopiesJob,
        { messageId: message.id },
        { dedupeKey: `copies:${message.id}` },
      );
    // Heard when the transaction commits: one club-wide announcement, or each member's bell.
    if (clubWide) await publishToTopic(tx, TOPICS.announcements, { messageId: message.id });
    else for (const id of ids) await publishToTopic(tx, TOPICS.notifications(id), { messageId: message.id });
    return message;
  });
  return sentView(row);
}

/** GET /admin/api/messages/audience: how many a message would reach, counted as sending counts them. */
export async function audienceSize(context: ServiceContext, query: AudienceQuery): Promise<AudienceSize> {
  if (query.type === "everyone") {
    const counts = await countAudience(context.scope);
    return { recipients: counts.all, emailed: counts.optedIn };
  }
  const recipients = await recipientsOf(
    context,
    query.type === "plan"
      ? { type: "plan", planId: query.planId ?? "" }
      : { type: "member", customerId: query.customerId ?? "" },
  );
  return { recipients: recipients.length, emailed: recipients.filter((one) => one.optInEmail).length };
}

/** The club's sent messages, newest first. */
export async function sentMessages(context: ServiceContext, page: PageQuery) {
  const { rows, totalCount } = await listSent(context.scope, page);
  return { items: rows.map(sentView), totalCount };
}

const messageView = (row: { message: MessageRow; readAt: Date | null }): Message => ({
  id: row.message.id,
  subject: row.message.subject,
  body: row.message.body,
  from: row.message.fromName,
  sentOn: row.message.sentAt,
  read: row.readAt !== null,
});

/** The member's messages, newest first, with their read state. */
export async function myMessages(context: ServiceContext, page: PageQuery) {
  const { rows, totalCount } = await listInbox(context.scope, await readerOf(context), page);
  return { items: rows.map(messageView), totalCount };
}

/** One of the member's messages; another's is a 404. */
export async function myMessage(context: ServiceContext, messageId: string): Promise<Message> {
  const row = await findInboxMessage(context.scope, await readerOf(context), messageId);
  if (!row) throw new NotFoundError();
  return messageView(row);
}

/** Marks a message read, and the bell's notification of it with it; another's is a 404. */
export async function readMessage(context: ServiceContext, messageId: string): Promise<void> {
  await inTransaction(context, async (tx) => {
    const reader = await readerOf(tx);
    if (!(await findInboxMessage(tx.scope, reader, messageId))) throw new NotFoundError();
    await markMessageRead(tx.scope, reader.customerId, messageId, new Date());
    await readAllNotifications(tx, `/messages/${messageId}`, reader);
  });
}
