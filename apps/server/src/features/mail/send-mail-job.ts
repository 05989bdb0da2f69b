/**
 * Delivery of one outbox mail, as a job: claimed by one instance at a time (the job facility's
 * lease), retried with back-off, failed for good after MAX_ATTEMPTS. A crash between the SMTP
 * answer and the write can send one mail twice: at-least-once is the most SMTP allows.
 */
import { and, eq, sql } from "drizzle-orm";
import { defineClubJob } from "../jobs/index.ts";
import { mailOutbox } from "./tables.ts";

export const MAX_ATTEMPTS = 8;
const FIRST_RETRY_MS = 60_000;
const LONGEST_RETRY_MS = 2 * 3_600_000;

/** 1, 2, 4 … minutes after the n-th failed attempt, at most two hours: about 2 h for all 8. */
export const retryDelayMs = (attempts: number): number =>
  Math.min(FIRST_RETRY_MS * 2 ** Math.max(attempts - 1, 0), LONGEST_RETRY_MS);

export const sendMailJob = defineClubJob<{ mailId: string }>({
  kind: "mail.send",
  maxAttempts: MAX_ATTEMPTS,
  // SMTP timeouts (see mail-sender.ts) keep a send far inside this.
  leaseMs: 10 * 60_000,
  retryDelayMs,
  enabled: (platform) => platform.mail !== null,
  async run({ mailId }, context) {
    const sender = context.platform.mail;
    if (!sender) throw new Error("mail delivery is off (SMTP_URL is not set)");
    // Counting the attempt reads the mail too: one statement, and a sent mail is never sent again.
    const [mail] = await context.scope
      .update(mailOutbox)
      .set({ attempts: sql`${mailOutbox.attempts} + 1` })
      .where(and(eq(mailOutbox.id, mailId), eq(mailOutbox.status, "pending")))
      .returning();
    if (!mail) return;
    try {
      await sender.send({
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        headers: { "X-Crest-Mail-Id": mail.id },
      });
    } catch (error) {
      await context.scope
        .update(mailOutbox)
        .set({ lastError: error instanceof Error ? error.message : String(error) })
        .where(eq(mailOutbox.id, mailId));
      throw error;
    }
    await context.scope
      .update(mailOutbox)
      .set({ status: "sent", sentAt: new Date(), lastError: null })
      .where(eq(mailOutbox.id, mailId));
  },
  async onGiveUp({ mailId }, context) {
    await context.scope.update(mailOutbox).set({ status: "failed" }).where(eq(mailOutbox.id, mailId));
  },
});
