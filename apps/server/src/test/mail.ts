/** Reading what the portal mailed, from tests: the outbox rows, newest first, and their links. */
import { desc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { SendMailOptions } from "nodemailer";
import type { MailTransport } from "../features/mail/index.ts";
import { mailOutbox } from "../features/mail/tables.ts";

/** The mails to an address, newest first, after running the jobs that write mail (a reset request). */
export async function mailsTo(app: FastifyInstance, to: string) {
  await app.jobs.drain();
  return app.platformDb
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(desc(mailOutbox.createdAt));
}

/**
 * The token at the end of the link in the newest mail of `kind` to this address (the club's own
 * jobs, run as the outbox drains, may have mailed the address since: an invoice's reminder).
 */
export async function linkTokenMailedTo(
  app: FastifyInstance,
  to: string,
  kind: string,
): Promise<{ token: string; text: string }> {
  const mail = (await mailsTo(app, to)).find((one) => one.kind === kind);
  if (!mail) throw new Error(`no ${kind} mail to ${to}`);
  const match = /\/(?:activate|password-reset|verify-email|email-change\/undo)\/([A-Za-z0-9_-]+)/.exec(
    mail.text,
  );
  if (!match?.[1]) throw new Error(`no link in mail to ${to}`);
  return { token: match[1], text: mail.text };
}

/** A stand-in SMTP transport: records what it was asked to send, or fails while `failWith` is set. */
export class RecordingTransport implements MailTransport {
  sent: SendMailOptions[] = [];
  failWith: string | null = null;
  async sendMail(mail: SendMailOptions): Promise<unknown> {
    if (this.failWith) throw new Error(this.failWith);
    this.sent.push(mail);
    return { messageId: `<${this.sent.length}@recorder>` };
  }
}
